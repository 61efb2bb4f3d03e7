// An alert vehicle's names (the confirmation mail's, the monthly alert's), as its page names
// it: brand and model from the price the catalog holds, else from FIPE's lists; the year from
// the model year and fuel.
import { and, eq, sql } from "drizzle-orm";
import { catalogVehicleNames } from "#app/lib/fipe/vehicle-meta.ts";
import { fipeBrands, fipeModels, fipeModelYears } from "../db/schema.ts";

/** The columns read, from fipe_model_years and its brand and model (left joined: vehicleNameJoins). */
export const vehicleNameColumns = {
  modelYear: fipeModelYears.modelYear,
  fuel: fipeModelYears.fuel,
  brandName: sql<string | null>`${fipeModelYears.priceFields}->>'Marca'`,
  modelName: sql<string | null>`${fipeModelYears.priceFields}->>'Modelo'`,
  brandListName: fipeBrands.name,
  modelListName: fipeModels.name,
};

/** fipe_brands' and fipe_models' rows of a fipe_model_years row (for left joins). */
export const vehicleNameJoins = {
  brand: and(eq(fipeBrands.type, fipeModelYears.type), eq(fipeBrands.code, fipeModelYears.brandCode)),
  model: and(
    eq(fipeModels.type, fipeModelYears.type),
    eq(fipeModels.brandCode, fipeModelYears.brandCode),
    eq(fipeModels.code, fipeModelYears.modelCode),
  ),
};

export type VehicleNameRow = Pick<typeof fipeModelYears.$inferSelect, "modelYear" | "fuel"> & {
  brandName: string | null;
  modelName: string | null;
  brandListName: string | null;
  modelListName: string | null;
};

export function alertVehicleNames(row: VehicleNameRow): { brand: string; model: string; year: string } {
  return catalogVehicleNames({
    brand: row.brandName,
    model: row.modelName,
    fuel: row.fuel || null,
    modelYear: row.modelYear,
    brandList: row.brandListName,
    modelList: row.modelListName,
  });
}
