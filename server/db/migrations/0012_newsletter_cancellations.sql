-- Unsubscribing deletes the subscriber at once (privacy policy); the console still shows how
-- many cancelled: one row per cancellation by the e-mail's link, with no personal data.
CREATE TABLE "newsletter_cancellations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"was_confirmed" boolean NOT NULL
);
