-- Issue 20: stocktakes (stock-counts), their lines, and their permissions. Roles that manage stock
-- adjustments (Administrator, Storekeeper) manage counts; roles that read adjustments read counts.
CREATE SEQUENCE "public"."stock_count_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rack_id" integer NOT NULL,
	"expected" integer DEFAULT 0 NOT NULL,
	"added" boolean DEFAULT false NOT NULL,
	"counted" integer,
	"on_hand_at_count" integer,
	"counted_at" timestamp with time zone,
	"counted_by" integer,
	CONSTRAINT "stock_count_lines_counted_check" CHECK ("stock_count_lines"."counted" is null or ("stock_count_lines"."counted" >= 0 and "stock_count_lines"."on_hand_at_count" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text DEFAULT 'SC-' || lpad(nextval('stock_count_number_seq')::text, 6, '0') NOT NULL,
	"warehouse_id" integer NOT NULL,
	"room_id" integer,
	"rack_id" integer,
	"product_ids" integer[],
	"blind" boolean DEFAULT false NOT NULL,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"started_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"posted_by" integer,
	"adjustment_id" integer,
	CONSTRAINT "stock_counts_status_check" CHECK ("stock_counts"."status" in ('draft', 'counting', 'posted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."racks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."racks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_adjustment_id_stock_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."stock_adjustments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_unique" ON "stock_count_lines" USING btree ("count_id","product_id","rack_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_product_idx" ON "stock_count_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_rack_idx" ON "stock_count_lines" USING btree ("rack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_number_unique" ON "stock_counts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "stock_counts_status_idx" ON "stock_counts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stock_counts_warehouse_idx" ON "stock_counts" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_adjustment_unique" ON "stock_counts" USING btree ("adjustment_id");--> statement-breakpoint
INSERT INTO "permissions" ("name", "area", "kind") VALUES ('view_stock_counts', 'stock_counts', 'read'), ('manage_stock_counts', 'stock_counts', 'write') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT rp."role_id", p."id" FROM "role_permissions" rp
  JOIN "permissions" held ON held."id" = rp."permission_id" AND held."name" = 'manage_stock_adjustments'
  CROSS JOIN "permissions" p WHERE p."name" IN ('view_stock_counts', 'manage_stock_counts')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT rp."role_id", p."id" FROM "role_permissions" rp
  JOIN "permissions" held ON held."id" = rp."permission_id" AND held."name" = 'view_stock_adjustments'
  CROSS JOIN "permissions" p WHERE p."name" = 'view_stock_counts'
  ON CONFLICT DO NOTHING;
