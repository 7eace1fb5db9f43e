-- A document's number: its prefix and its sequence's value, zero-padded to six digits
-- (DESIGN.md §6: SA-000001, ORD-000001 …) and written whole past 999,999. lpad alone cut
-- 1000000 to "100000", so the millionth document of a kind collided with the hundred-thousandth
-- and every later one was refused.
CREATE FUNCTION document_number(prefix text, n bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT prefix || '-' || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END $$;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ALTER COLUMN "number" SET DEFAULT document_number('SA', nextval('stock_adjustment_number_seq'));--> statement-breakpoint
ALTER TABLE "stock_counts" ALTER COLUMN "number" SET DEFAULT document_number('SC', nextval('stock_count_number_seq'));--> statement-breakpoint
ALTER TABLE "job_cards" ALTER COLUMN "number" SET DEFAULT document_number('JC', nextval('job_card_number_seq'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT document_number('ORD', nextval('order_number_seq'));--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "number" SET DEFAULT document_number('PO', nextval('purchase_order_number_seq'));--> statement-breakpoint
ALTER TABLE "work_orders" ALTER COLUMN "number" SET DEFAULT document_number('WO', nextval('work_order_number_seq'));