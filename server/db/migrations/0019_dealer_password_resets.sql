CREATE TABLE "dealer_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dealer_password_resets" ADD CONSTRAINT "dealer_password_resets_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_password_resets_dealer_idx" ON "dealer_password_resets" USING btree ("dealer_id");