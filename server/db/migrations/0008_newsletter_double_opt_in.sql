-- Double opt-in for the newsletter: a subscription is confirmed when the address's owner uses
-- the link of the confirmation e-mail (confirmed_at); confirmation_sent_at bounds confirmation
-- mail to one per address per 24 h. Rows subscribed before this change were welcomed under the
-- old single opt-in and stay subscribed (confirmed at their subscription date).
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_unconfirmed_idx" ON "newsletter_subscriptions" ("created_at") WHERE "confirmed_at" IS NULL;
