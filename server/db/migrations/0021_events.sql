CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"collection" text,
	"record_id" integer,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_pruned" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"through_xid" "xid8" NOT NULL,
	CONSTRAINT "events_pruned_one" CHECK ("events_pruned"."one")
);
--> statement-breakpoint
CREATE INDEX "events_xid_idx" ON "events" USING btree ("xid");