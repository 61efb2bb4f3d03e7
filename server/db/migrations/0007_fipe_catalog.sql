-- The FIPE table as our own data (server/fipe/catalog/): reference months, the lists as read
-- in each month, brands, models and model-years with their upstream codes, and one price per
-- model-year and month. Filled by the background sync, `npm run fipe:sync`, the proxy's
-- write-through and `npm run fipe:import`. Months are "YYYY-MM"; FIPE's own reference code for
-- a month is kept beside it (never computed from a date). The search reads a model's
-- search_words: every prefix of every word of its search text (brand and aliases, name, fuels,
-- FIPE codes; lower case, accents removed, written by the server) under a GIN index, so "each
-- query word starts a word" is one indexed containment test; model years are matched apart.
CREATE TABLE "fipe_reference_months" (
	"month" char(7) PRIMARY KEY NOT NULL,
	"code" integer UNIQUE,
	"label" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fipe_catalog_lists" (
	"path" text NOT NULL,
	"month" char(7) NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_catalog_lists_pk" PRIMARY KEY ("path", "month")
);
--> statement-breakpoint
CREATE TABLE "fipe_brands" (
	"type" varchar(10) NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_brands_pk" PRIMARY KEY ("type", "code")
);
--> statement-breakpoint
CREATE TABLE "fipe_models" (
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_words" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_models_pk" PRIMARY KEY ("type", "brand_code", "code")
);
--> statement-breakpoint
CREATE TABLE "fipe_model_years" (
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"model_code" varchar(10) NOT NULL,
	"year_code" varchar(12) NOT NULL,
	"name" text NOT NULL,
	"model_year" integer NOT NULL,
	"fuel_code" integer NOT NULL,
	"fuel" text NOT NULL,
	"codigo_fipe" varchar(12),
	"price_fields" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_model_years_pk" PRIMARY KEY ("type", "brand_code", "model_code", "year_code")
);
--> statement-breakpoint
CREATE INDEX "fipe_model_years_codigo_idx" ON "fipe_model_years" ("codigo_fipe", "model_year");
--> statement-breakpoint
CREATE INDEX "fipe_model_years_year_idx" ON "fipe_model_years" ("model_year");
--> statement-breakpoint
CREATE INDEX "fipe_models_search_idx" ON "fipe_models" USING gin ("search_words");
--> statement-breakpoint
CREATE TABLE "fipe_prices" (
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"model_code" varchar(10) NOT NULL,
	"year_code" varchar(12) NOT NULL,
	"month" char(7) NOT NULL,
	"value_cents" bigint,
	"valor" text,
	"mes" text,
	"source" varchar(10) NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_prices_pk" PRIMARY KEY ("type", "brand_code", "model_code", "year_code", "month")
);
--> statement-breakpoint
CREATE INDEX "fipe_prices_month_idx" ON "fipe_prices" ("month");
--> statement-breakpoint
CREATE TABLE "fipe_sync_state" (
	"month" char(7) PRIMARY KEY NOT NULL,
	"reference_code" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"rechecked_at" timestamp with time zone,
	"stable_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"eta_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
-- One sync at a time across processes: the row is claimed with FOR UPDATE SKIP LOCKED and held
-- by a lease the running sync renews; a crashed holder's lease runs out (or, on the same host,
-- its process is seen gone).
CREATE TABLE "fipe_sync_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "fipe_sync_lease" ("name") VALUES ('sync');
