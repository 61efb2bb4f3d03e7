-- FIPE upstream calls per UTC day: the daily budget shared by every server process.
CREATE TABLE "fipe_upstream_calls" (
	"upstream" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_upstream_calls_upstream_day_pk" PRIMARY KEY("upstream","day")
);
