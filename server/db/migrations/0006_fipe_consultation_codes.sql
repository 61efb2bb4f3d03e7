-- The vehicle's FIPE codes beside its names, so the most looked-up vehicles can be linked to
-- their own pages (/fipe/{tipo}/{marca}/{modelo}/{ano}) in the vehicles sitemap. Optional:
-- rows written before, or by clients that send only the spec's seven fields, have none.
ALTER TABLE "fipe_consultations" ADD COLUMN "tipo_veiculo" varchar(10);
--> statement-breakpoint
ALTER TABLE "fipe_consultations" ADD COLUMN "codigo_marca" varchar(10);
--> statement-breakpoint
ALTER TABLE "fipe_consultations" ADD COLUMN "codigo_modelo" varchar(10);
--> statement-breakpoint
ALTER TABLE "fipe_consultations" ADD COLUMN "codigo_ano" varchar(12);
--> statement-breakpoint
CREATE INDEX "fipe_consultations_vehicle_idx" ON "fipe_consultations" ("tipo_veiculo", "codigo_marca", "codigo_modelo", "codigo_ano") WHERE "codigo_ano" IS NOT NULL;
