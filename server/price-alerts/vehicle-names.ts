// An alert vehicle's names (the confirmation mail's, the monthly alert's), as its page names
// it: brand and model from the price the catalog holds, else from FIPE's lists; the year from
// the model year and fuel.
import { sql } from "drizzle-orm";
import { catalogVehicleNames } from "#app/lib/fipe/vehicle-meta.ts";

/** The columns read, from fipe_model_years y, fipe_brands b and fipe_models m (left joined). */
export const VEHICLE_NAME_COLUMNS = sql`y.model_year, y.fuel, y.price_fields->>'Marca' as brand_name,
        y.price_fields->>'Modelo' as model_name, b.name as brand_list_name, m.name as model_list_name`;

export type VehicleNameRow = {
  model_year: number;
  fuel: string;
  brand_name: string | null;
  model_name: string | null;
  brand_list_name: string | null;
  model_list_name: string | null;
};

export function alertVehicleNames(row: VehicleNameRow): { brand: string; model: string; year: string } {
  return catalogVehicleNames({
    brand: row.brand_name,
    model: row.model_name,
    fuel: row.fuel || null,
    modelYear: row.model_year,
    brandList: row.brand_list_name,
    modelList: row.model_list_name,
  });
}
