-- Price alerts (server/price-alerts/): a person follows vehicles of the FIPE catalog by e-mail
-- (double opt-in, like the newsletter) and, once a new reference month is complete, gets one
-- mail listing the old and new price of each. price_alert_sends is the once-per-person-per-month
-- claim: its row is inserted in the same transaction that queues the mail in the outbox, so two
-- senders or a restart never queue a second mail for the same month. A send row outlives its
-- subscriber (subscriber_id set to null) so the console keeps the month's counts. Mail can now
-- carry an HTML part beside the plain text (mail_outbox.body_html).
ALTER TABLE "mail_outbox" ADD COLUMN "body_html" text;
--> statement-breakpoint
CREATE TABLE "price_alert_subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alert_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "price_alert_subscribers_email_check" CHECK ("email" ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_alert_subscribers_email_lower_key" ON "price_alert_subscribers" (lower("email"));
--> statement-breakpoint
CREATE TABLE "price_alert_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alert_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber_id" bigint NOT NULL REFERENCES "price_alert_subscribers" ("id") ON DELETE CASCADE,
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"model_code" varchar(10) NOT NULL,
	"year_code" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "price_alert_vehicles_key" UNIQUE ("subscriber_id", "type", "brand_code", "model_code", "year_code")
);
--> statement-breakpoint
CREATE TABLE "price_alert_sends" (
	"subscriber_id" bigint REFERENCES "price_alert_subscribers" ("id") ON DELETE SET NULL,
	"month" char(7) NOT NULL,
	"mail_id" bigint,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_alert_sends_key" ON "price_alert_sends" ("subscriber_id", "month");
--> statement-breakpoint
CREATE INDEX "price_alert_sends_month_idx" ON "price_alert_sends" ("month");
--> statement-breakpoint
ALTER TABLE "lgpd_deletions" ADD COLUMN "price_alerts_deleted" integer DEFAULT 0 NOT NULL;
