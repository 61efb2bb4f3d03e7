-- The operator console: admin role, first-admin setup tokens (hashed), message status,
-- and the LGPD deletion log (no personal data: a keyed hash of the e-mail at most).
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" (lower("email"));
--> statement-breakpoint
CREATE INDEX "fipe_consultations_created_at_idx" ON "fipe_consultations" ("created_at");
--> statement-breakpoint
CREATE TABLE "admins" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "auth_users"("id") ON DELETE CASCADE,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_setup_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lgpd_deletions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lgpd_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_hash" varchar(64) NOT NULL,
	"admin_user_id" text,
	"admin_email" varchar(254),
	"messages_deleted" integer NOT NULL,
	"subscriptions_deleted" integer NOT NULL,
	"outbox_deleted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
