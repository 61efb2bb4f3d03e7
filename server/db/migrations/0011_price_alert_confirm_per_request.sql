-- Price alerts: confirmation per request (server/price-alerts/subscriptions.ts). Each followed
-- vehicle gets its own confirmation mail and link, at most one per vehicle per 24 h
-- (price_alert_vehicles.confirmation_sent_at) and a few per address per 24 h (the window starts
-- at price_alert_subscribers.confirmation_sent_at; confirmation_mails counts inside it), so a
-- stranger's requests neither confirm nor crowd out the owner's.
ALTER TABLE "price_alert_vehicles" ADD COLUMN "confirmation_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "price_alert_subscribers" ADD COLUMN "confirmation_mails" integer DEFAULT 0 NOT NULL;
