-- Issue 21: the narrow search table of the products list, kept by triggers on products in the same
-- transaction as each change. `doc` is lower(sku || ' ' || name || ' ' || barcode), the products
-- list's search fields (contract/products.ts `searchFields`, in that order): on a UTF-8 database
-- `x ILIKE p` is `lower(x) LIKE lower(p)`, so a search of it finds exactly what the ILIKE on products did.
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"preferred_supplier_id" integer,
	"unit" text NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The existing products, before the indexes: one bulk build each is faster, and a GIN index built
-- whole reads far fewer pages per search than one grown row by row. In name order: names that
-- share a word sort near each other, so the matches of a word sit on fewer pages.
INSERT INTO "product_search" ("id", "name", "active", "category_id", "preferred_supplier_id", "unit", "doc")
  SELECT "id", "name", "active", "category_id", "preferred_supplier_id", "unit",
    lower(coalesce("sku", '') || ' ' || coalesce("name", '') || ' ' || coalesce("barcode", ''))
  FROM "products" ORDER BY "name", "id";--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name","id","active","doc");--> statement-breakpoint
-- An insert, or a change of a copied or searched column, writes the product's row whole (an upsert,
-- so a row that went missing comes back with the next change). A delete cascades through the key.
-- Stock postings change only on_hand and reserved, so they never fire it.
CREATE FUNCTION product_search_follow_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, name, active, category_id, preferred_supplier_id, unit, doc)
    VALUES (NEW.id, NEW.name, NEW.active, NEW.category_id, NEW.preferred_supplier_id, NEW.unit,
      lower(coalesce(NEW.sku, '') || ' ' || coalesce(NEW.name, '') || ' ' || coalesce(NEW.barcode, '')))
  ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, active = EXCLUDED.active, category_id = EXCLUDED.category_id,
    preferred_supplier_id = EXCLUDED.preferred_supplier_id, unit = EXCLUDED.unit, doc = EXCLUDED.doc;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_product_search_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION product_search_follow_product();--> statement-breakpoint
CREATE TRIGGER products_product_search_update AFTER UPDATE OF sku, name, barcode, active, category_id, preferred_supplier_id, unit ON products FOR EACH ROW
  WHEN ((OLD.sku, OLD.name, OLD.barcode, OLD.active, OLD.category_id, OLD.preferred_supplier_id, OLD.unit)
    IS DISTINCT FROM (NEW.sku, NEW.name, NEW.barcode, NEW.active, NEW.category_id, NEW.preferred_supplier_id, NEW.unit))
  EXECUTE FUNCTION product_search_follow_product();--> statement-breakpoint
-- Statistics now, so the first searches after the upgrade are planned on the table's real contents.
ANALYZE "product_search";
