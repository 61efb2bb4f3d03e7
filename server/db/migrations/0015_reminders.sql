-- IPVA and licensing reminders (server/reminders/): an address asks, per plate (state, final
-- digit, vehicle type), for an e-mail a week before each IPVA due date, the single payment's discount
-- deadline and the licensing deadline (double opt-in, like the price alerts: one row per address
-- for its 24 h confirmation-mail window, one per plate with its own confirmation). reminder_sends
-- is the once-per-plate-and-event claim, inserted in the transaction that queues the mail; it
-- outlives its plate (plate_id set to null) so the console keeps the counts.
CREATE TABLE "reminder_plates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_plates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber_id" bigint NOT NULL,
	"state" char(2) NOT NULL,
	"final_digit" integer NOT NULL,
	"vehicle_type" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "reminder_plates_key" UNIQUE("subscriber_id","state","final_digit","vehicle_type"),
	CONSTRAINT "reminder_plates_final_digit_check" CHECK (final_digit between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"plate_id" bigint,
	"event_key" varchar(60) NOT NULL,
	"due" date NOT NULL,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmation_mails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_subscribers_email_check" CHECK (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
);
--> statement-breakpoint
ALTER TABLE "lgpd_deletions" ADD COLUMN "reminders_deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_plates" ADD CONSTRAINT "reminder_plates_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "public"."reminder_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_plate_id_fkey" FOREIGN KEY ("plate_id") REFERENCES "public"."reminder_plates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_key" ON "reminder_sends" USING btree ("plate_id","event_key");--> statement-breakpoint
CREATE INDEX "reminder_sends_created_at_idx" ON "reminder_sends" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_subscribers_email_lower_key" ON "reminder_subscribers" USING btree (lower("email"));