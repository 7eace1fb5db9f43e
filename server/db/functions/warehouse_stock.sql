-- Issue 21 decision 3: the stock hub by warehouse reads warehouse_stock, a per-warehouse total
-- kept by these triggers from stock_levels (and products' names), in the same transaction as
-- each change. `npm run check:stock` compares it with the levels.

CREATE OR REPLACE FUNCTION warehouse_stock_follow_level() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int;
  level record;
BEGIN
  IF TG_OP = 'INSERT' THEN delta := NEW.on_hand; level := NEW;
  ELSIF TG_OP = 'UPDATE' THEN delta := NEW.on_hand - OLD.on_hand; level := NEW;
  ELSE delta := -OLD.on_hand; level := OLD;
  END IF;
  -- Stock arriving may start a row; stock leaving was counted in before (a CHECK would refuse the
  -- negative row an upsert proposes before it finds the conflict).
  IF delta > 0 THEN
    INSERT INTO warehouse_stock (warehouse_id, product_id, name, on_hand)
      SELECT r.warehouse_id, level.product_id, p.name, delta
      FROM racks k JOIN rooms r ON r.id = k.room_id JOIN products p ON p.id = level.product_id
      WHERE k.id = level.rack_id
    ON CONFLICT (warehouse_id, product_id) DO UPDATE SET on_hand = warehouse_stock.on_hand + EXCLUDED.on_hand;
  ELSIF delta < 0 THEN
    UPDATE warehouse_stock SET on_hand = on_hand + delta
      WHERE product_id = level.product_id AND warehouse_id = (SELECT r.warehouse_id FROM racks k JOIN rooms r ON r.id = k.room_id WHERE k.id = level.rack_id);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER stock_levels_warehouse_stock AFTER INSERT OR UPDATE OF on_hand OR DELETE ON stock_levels FOR EACH ROW EXECUTE FUNCTION warehouse_stock_follow_level();

CREATE OR REPLACE FUNCTION warehouse_stock_follow_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE warehouse_stock SET name = NEW.name WHERE product_id = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_warehouse_stock_name AFTER UPDATE OF name ON products FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION warehouse_stock_follow_name();
