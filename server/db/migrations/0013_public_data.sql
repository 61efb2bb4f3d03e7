-- Public data (server/public-data/): the ANP's weekly fuel price survey and the Banco Central's
-- SGS series (vehicle loan rate, IPCA), imported from their open files and kept current by a
-- background refresh. fuel_price_days is what the files say, summed per municipality, product
-- and collection day (a re-import of the same day writes the same row: nothing changes);
-- fuel_price_weeks is derived from it per state, product and survey week (Sunday to Saturday),
-- recomputed for the weeks an import touched. public_data_sources holds each source's last
-- refresh, its last failure and the lease that lets one process at a time refresh it.
CREATE TABLE "fuel_price_days" (
	"uf" char(2) NOT NULL,
	"municipio" varchar(120) NOT NULL,
	"product" varchar(40) NOT NULL,
	"day" date NOT NULL,
	"price_sum_milli" bigint NOT NULL,
	"prices" integer NOT NULL,
	CONSTRAINT "fuel_price_days_pkey" PRIMARY KEY ("uf", "product", "day", "municipio")
);
--> statement-breakpoint
CREATE TABLE "fuel_price_weeks" (
	"uf" char(2) NOT NULL,
	"product" varchar(40) NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"mean_milli" integer NOT NULL,
	"stations" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_price_weeks_pkey" PRIMARY KEY ("uf", "product", "week_start")
);
--> statement-breakpoint
CREATE INDEX "fuel_price_weeks_week_idx" ON "fuel_price_weeks" ("week_start");
--> statement-breakpoint
CREATE TABLE "bcb_series_values" (
	"series" integer NOT NULL,
	"month" date NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	CONSTRAINT "bcb_series_values_pkey" PRIMARY KEY ("series", "month")
);
--> statement-breakpoint
CREATE TABLE "public_data_sources" (
	"name" varchar(20) PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_report" jsonb,
	"lease_owner" varchar(200),
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "public_data_sources" ("name") VALUES ('anp'), ('bcb');
