ALTER TABLE "session_families" ADD COLUMN "persistent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "session_families" ADD COLUMN "locked_at" timestamp with time zone;