-- DESIGN.md §6 "Stock adjustments": posting applies every line in one transaction, all or
-- nothing. Issue 21: posting is one call that the database commits on its own, so the rack's row
-- is held for the work and the commit's flush, never for a round trip back to Node.

-- Posts one draft adjustment at the version it was read: it becomes posted, its audit entry is
-- written and each line goes through stock_apply, in (product, rack) order so two postings of the
-- same racks cannot deadlock. Answers false when the draft is not there at that version (the
-- caller says why); a line the rack cannot cover raises SQLSTATE SY001 with the line's number as
-- its detail, which undoes the whole posting. p_done_at: when the work was done (a move sent from
-- an offline queue, issue 35), NULL for now.
CREATE OR REPLACE FUNCTION stock_post_adjustment(p_id int, p_version int, p_collection text, p_actor_kind text, p_actor_id int, p_actor_name text, p_done_at timestamptz)
  RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_adjustment record;
  v_line record;
  v_kind text;
BEGIN
  UPDATE stock_adjustments SET status = 'posted', posted_at = now(), posted_by = p_actor_id, version = version + 1, updated_at = now()
    WHERE id = p_id AND status = 'draft' AND version = p_version
  RETURNING number, reason, version, warehouse_id INTO v_adjustment;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO audit_log (collection, record_id, action, actor_kind, actor_id, actor_name, changes)
    VALUES (p_collection, p_id, 'post', p_actor_kind, p_actor_id, p_actor_name, '{"status":["draft","posted"]}'::jsonb);
  v_kind := CASE v_adjustment.reason WHEN 'transfer' THEN 'transfer' WHEN 'opening_stock' THEN 'opening' ELSE 'adjustment' END;
  FOR v_line IN
    SELECT line_no, product_id, rack_id, quantity FROM stock_adjustment_lines WHERE adjustment_id = p_id ORDER BY product_id, rack_id, line_no
  LOOP
    IF stock_apply(v_line.product_id, v_line.rack_id, v_line.quantity, v_kind, 'stock_adjustment', p_id, v_adjustment.number,
        p_actor_kind, p_actor_id, p_actor_name, p_done_at) IS NULL THEN
      RAISE EXCEPTION 'not enough stock for line %', v_line.line_no USING ERRCODE = 'SY001', DETAIL = v_line.line_no::text;
    END IF;
  END LOOP;
  -- Its two events (contract/events.ts): the posting, and the stock it moved.
  PERFORM event_append('stock_adjustment.posted', p_collection, p_id, p_actor_kind, p_actor_id, p_actor_name,
    jsonb_build_object('id', p_id, 'version', v_adjustment.version, 'number', v_adjustment.number, 'status', 'posted',
      'warehouse_id', v_adjustment.warehouse_id, 'from', 'draft'));
  PERFORM event_append('stock.moved', 'stock-movements', p_id, p_actor_kind, p_actor_id, p_actor_name,
    jsonb_build_object('source_type', 'stock_adjustment', 'source_id', p_id, 'moves',
      (SELECT jsonb_agg(jsonb_build_object('product_id', product_id, 'rack_id', rack_id, 'delta', quantity) ORDER BY line_no)
        FROM stock_adjustment_lines WHERE adjustment_id = p_id))
      || CASE WHEN p_done_at IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('done_at', p_done_at) END);
  RETURN true;
END $$;

-- Posts a group of drafts in one call and one transaction (issue 21, decision 2): one commit and
-- one flush for the group. Each posting runs in a subtransaction of its own (the EXCEPTION block),
-- so a refused posting is undone alone and the others stand. One row per posting, in the order
-- given: state 'posted', 'stale' (not a draft at that version) or the SQLSTATE of its error with
-- the error's detail and message (SY001: a line the rack could not cover, its number as detail).
CREATE OR REPLACE FUNCTION stock_post_adjustments(p_ids int[], p_versions int[], p_collection text, p_actor_kinds text[], p_actor_ids int[], p_actor_names text[])
  RETURNS TABLE (state text, detail text, message text) LANGUAGE plpgsql AS $$
DECLARE
  i int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_ids, 1), 0) LOOP
    detail := NULL;
    message := NULL;
    BEGIN
      state := CASE WHEN stock_post_adjustment(p_ids[i], p_versions[i], p_collection, p_actor_kinds[i], p_actor_ids[i], p_actor_names[i], NULL) THEN 'posted' ELSE 'stale' END;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, detail = PG_EXCEPTION_DETAIL, message = MESSAGE_TEXT;
    END;
    RETURN NEXT;
  END LOOP;
END $$;
