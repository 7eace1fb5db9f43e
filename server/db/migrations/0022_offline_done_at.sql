-- Issue 35: a floor action sent from an offline queue carries when it was done; the ledger and the
-- stocktake's counts keep that beside when it arrived. What was there before was done when it arrived.
ALTER TABLE "stock_count_entries" ADD COLUMN "done_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "stock_count_entries" SET "done_at" = "counted_at";--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD COLUMN "on_hand_as_of" timestamp with time zone;--> statement-breakpoint
-- A line's on hand at count is of its latest replacing count, or of the first of the counts added
-- since (the entries say which); lines counted before entries were kept, of their count.
UPDATE "stock_count_lines" l SET "on_hand_as_of" = coalesce((select min(e."counted_at") from "stock_count_entries" e where e."line_id" = l."id"
  and e."id" >= coalesce((select max(r."id") from "stock_count_entries" r where r."line_id" = l."id" and r."mode" = 'replace'), 0)), l."counted_at")
  WHERE l."counted" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "done_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The ledger is append-only (server/db/functions/stock_ledger.sql); its new column is filled once, here.
ALTER TABLE "stock_movements" DISABLE TRIGGER "stock_movements_append_only";--> statement-breakpoint
UPDATE "stock_movements" SET "done_at" = "created_at";--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE TRIGGER "stock_movements_append_only";--> statement-breakpoint
CREATE INDEX "stock_movements_done_idx" ON "stock_movements" USING btree ("product_id","rack_id","done_at");--> statement-breakpoint
-- stock_apply and stock_post_adjustment take the time the work was done: their former signatures go.
DROP FUNCTION IF EXISTS stock_apply(int, int, int, text, text, int, text, text, int, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS stock_post_adjustment(int, int, text, text, int, text);
