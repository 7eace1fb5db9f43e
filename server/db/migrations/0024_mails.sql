CREATE TABLE "mail_cursor" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"snapshot" text NOT NULL,
	CONSTRAINT "mail_cursor_one" CHECK ("mail_cursor"."one")
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint,
	"digest_on" date,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "outgoing_mails_status_check" CHECK ("outgoing_mails"."status" in ('pending', 'sent', 'failed', 'exhausted'))
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"low_stock_digest" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_language_check" CHECK ("user_preferences"."language" in ('en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "order_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_mails_event_once" ON "outgoing_mails" USING btree ("event_id",lower("recipient"));--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_mails_digest_once" ON "outgoing_mails" USING btree ("digest_on",lower("recipient"));--> statement-breakpoint
CREATE INDEX "outgoing_mails_open_idx" ON "outgoing_mails" USING btree ("id") WHERE "outgoing_mails"."status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_language_check" CHECK ("dealers"."language" in ('en', 'fr'));--> statement-breakpoint
-- The mail dispatchers read the event log from here on (server/services/mails): one cursor, there from the start, so no event that commits before the first read is passed over.
INSERT INTO "mail_cursor" ("one", "snapshot") VALUES (true, pg_current_snapshot()::text);
