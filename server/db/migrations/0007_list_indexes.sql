DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id","sku","barcode","active");