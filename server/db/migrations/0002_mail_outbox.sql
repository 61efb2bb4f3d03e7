-- The mail outbox: every e-mail the site sends is first a row here, written in the same
-- transaction as the insert that caused it; a worker delivers it over SMTP with retries.
-- about_email is the person the mail concerns (the LGPD deletion removes their rows).
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(40) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"about_email" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body_text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" ("send_after") WHERE "sent_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "mail_outbox_about_email_idx" ON "mail_outbox" (lower("about_email"));
