-- DESIGN.md §6 "Stock": the ledger and the one way stock changes.

-- The stock ledger is append-only; history cannot be rewritten, even by SQL.
CREATE OR REPLACE FUNCTION stock_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements is append-only: % is not allowed', TG_OP USING ERRCODE = 'raise_exception';
END;
$$;

CREATE OR REPLACE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON stock_movements
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_append_only();

-- Issue 21: a hot rack's row lock must not wait on the API process, so every stock change runs
-- here as one function (the level, the product's total and the movement together).
--
-- stock_apply is THE way stock changes: it adds the delta to the rack's level (an upsert when
-- stock arrives; a conditional update when it leaves, so the level never goes below zero), keeps
-- the product's total in step and appends the movement. It answers the new level, or NULL when
-- the rack holds less than the delta takes; the caller then refuses and rolls back. Concurrent
-- changes of one rack serialise on its stock_levels row. The movement keeps when it arrived and
-- when it was done: p_done_at, an action sent from an offline queue (issue 35); NULL for now.
CREATE OR REPLACE FUNCTION stock_apply(p_product int, p_rack int, p_delta int, p_kind text, p_source_type text, p_source_id int,
  p_source_label text, p_actor_kind text, p_actor_id int, p_actor_name text, p_done_at timestamptz) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_on_hand int;
BEGIN
  IF p_delta IS NULL OR p_delta = 0 THEN
    RAISE EXCEPTION 'invalid stock delta %', p_delta;
  END IF;
  IF p_delta > 0 THEN
    INSERT INTO stock_levels (product_id, rack_id, on_hand) VALUES (p_product, p_rack, p_delta)
    ON CONFLICT (product_id, rack_id) DO UPDATE SET on_hand = stock_levels.on_hand + EXCLUDED.on_hand
    RETURNING on_hand INTO v_on_hand;
  ELSE
    UPDATE stock_levels SET on_hand = on_hand + p_delta
      WHERE product_id = p_product AND rack_id = p_rack AND on_hand + p_delta >= 0
    RETURNING on_hand INTO v_on_hand;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE products SET on_hand = on_hand + p_delta WHERE id = p_product;
  INSERT INTO stock_movements (product_id, rack_id, delta, balance_after, kind, source_type, source_id, source_label, actor_kind, actor_id, actor_name, done_at)
    VALUES (p_product, p_rack, p_delta, v_on_hand, p_kind, p_source_type, p_source_id, p_source_label, p_actor_kind, p_actor_id, p_actor_name, coalesce(p_done_at, now()));
  RETURN v_on_hand;
END $$;
