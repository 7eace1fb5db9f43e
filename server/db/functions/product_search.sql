-- Issue 21: product_search, the narrow search table of the products list, follows products in the
-- same transaction as each change. `doc` is lower(sku || ' ' || name || ' ' || barcode), the
-- products list's search fields (contract/products.ts `searchFields`, in that order): on a UTF-8
-- database `x ILIKE p` is `lower(x) LIKE lower(p)`, so a search of it finds exactly what the ILIKE
-- on products did.

-- An insert, or a change of a copied or searched column, writes the product's row whole (an upsert,
-- so a row that went missing comes back with the next change). A delete cascades through the key.
-- Stock postings change only on_hand and reserved, so they never fire it.
CREATE OR REPLACE FUNCTION product_search_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, name, active, category_id, preferred_supplier_id, unit, doc)
    VALUES (NEW.id, NEW.name, NEW.active, NEW.category_id, NEW.preferred_supplier_id, NEW.unit,
      lower(coalesce(NEW.sku, '') || ' ' || coalesce(NEW.name, '') || ' ' || coalesce(NEW.barcode, '')))
  ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, active = EXCLUDED.active, category_id = EXCLUDED.category_id,
    preferred_supplier_id = EXCLUDED.preferred_supplier_id, unit = EXCLUDED.unit, doc = EXCLUDED.doc;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER products_product_search_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION product_search_follow_product();
CREATE OR REPLACE TRIGGER products_product_search_update AFTER UPDATE OF sku, name, barcode, active, category_id, preferred_supplier_id, unit ON products FOR EACH ROW
  WHEN ((OLD.sku, OLD.name, OLD.barcode, OLD.active, OLD.category_id, OLD.preferred_supplier_id, OLD.unit)
    IS DISTINCT FROM (NEW.sku, NEW.name, NEW.barcode, NEW.active, NEW.category_id, NEW.preferred_supplier_id, NEW.unit))
  EXECUTE FUNCTION product_search_follow_product();

-- Each API process keeps, for a few seconds, what a products search found (its count, and under
-- 4,000 matches its sorted ids), so the next page of the same search need not find them again.
-- Every statement that changes product_search moves the sequence product_search_version (migration
-- 0018), which the page's own statement reads (an entry made at another value is not used), and
-- says so on the stockyard_search channel, heard by every process when the change commits.
CREATE OR REPLACE FUNCTION product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('product_search_version');
  PERFORM pg_notify('stockyard_search', 'product_search');
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER product_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_changed();
