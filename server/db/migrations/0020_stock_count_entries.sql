CREATE TABLE "stock_count_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"entered" integer NOT NULL,
	"counted" integer NOT NULL,
	"counted_by" integer,
	"counted_by_name" text,
	"device" text,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_count_entries_mode_check" CHECK ("stock_count_entries"."mode" in ('add', 'replace')),
	CONSTRAINT "stock_count_entries_counted_check" CHECK ("stock_count_entries"."counted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_line_id_stock_count_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_entries" ADD CONSTRAINT "stock_count_entries_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_count_entries_line_idx" ON "stock_count_entries" USING btree ("line_id","id");--> statement-breakpoint
-- Lines counted before every count was kept: their one count, as a replacing entry.
INSERT INTO "stock_count_entries" ("line_id", "mode", "entered", "counted", "counted_by", "counted_by_name", "counted_at")
SELECT l."id", 'replace', l."counted", l."counted", l."counted_by", u."full_name", l."counted_at"
FROM "stock_count_lines" l LEFT JOIN "users" u ON u."id" = l."counted_by"
WHERE l."counted" IS NOT NULL AND l."counted_at" IS NOT NULL;
