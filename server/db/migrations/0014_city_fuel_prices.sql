-- Fuel prices per municipality (server/public-data/): fuel_price_city_weeks is derived from
-- fuel_price_days per municipality, product and survey week (Sunday to Saturday), as
-- fuel_price_weeks is per state; fuel_price_stations keeps the cheapest surveyed stations of a
-- municipality, product and week (the import keeps the few cheapest of the newest weeks).
-- The weeks already held are derived here once; later imports keep them current.
CREATE TABLE "fuel_price_city_weeks" (
	"uf" char(2) NOT NULL,
	"municipio" varchar(120) NOT NULL,
	"product" varchar(40) NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"mean_milli" integer NOT NULL,
	"prices" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_price_city_weeks_pkey" PRIMARY KEY("uf","municipio","product","week_start")
);
--> statement-breakpoint
CREATE TABLE "fuel_price_stations" (
	"uf" char(2) NOT NULL,
	"municipio" varchar(120) NOT NULL,
	"product" varchar(40) NOT NULL,
	"week_start" date NOT NULL,
	"cnpj" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand" varchar(120) NOT NULL,
	"street" varchar(200) NOT NULL,
	"number" varchar(40) NOT NULL,
	"district" varchar(120) NOT NULL,
	"price_milli" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "fuel_price_stations_pkey" PRIMARY KEY("uf","municipio","product","week_start","cnpj")
);
--> statement-breakpoint
CREATE INDEX "fuel_price_city_weeks_week_idx" ON "fuel_price_city_weeks" USING btree ("uf","week_start");--> statement-breakpoint
CREATE INDEX "fuel_price_stations_week_idx" ON "fuel_price_stations" USING btree ("week_start");--> statement-breakpoint
INSERT INTO "fuel_price_city_weeks" ("uf", "municipio", "product", "week_start", "week_end", "mean_milli", "prices")
SELECT "uf", "municipio", "product", "day" - extract(dow from "day")::int, "day" - extract(dow from "day")::int + 6,
       round(sum("price_sum_milli")::numeric / sum("prices"))::int, sum("prices")::int
FROM "fuel_price_days"
GROUP BY "uf", "municipio", "product", "day" - extract(dow from "day")::int;
