-- DESIGN.md §5 "Events": every business change appends one event in its own transaction. The
-- notification is only a wake-up, delivered when the transaction commits (never for one rolled
-- back; one per transaction, however many events it wrote): each API process then reads what
-- committed from the table (server/services/events.ts).
CREATE OR REPLACE FUNCTION event_append(p_type text, p_collection text, p_record_id int, p_actor_kind text, p_actor_id int, p_actor_name text, p_payload jsonb)
  RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO events (type, collection, record_id, actor_kind, actor_id, actor_name, payload)
    VALUES (p_type, p_collection, p_record_id, p_actor_kind, p_actor_id, p_actor_name, p_payload)
  RETURNING id INTO v_id;
  PERFORM pg_notify('stockyard_events', '');
  RETURN v_id;
END $$;
