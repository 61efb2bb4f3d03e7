// A catalog row's vehicle names as its page names itself: brand and model from the price the
// catalog holds (what the page's price answer carries), else from the lists; the year from the
// model year and fuel. The ranking and the sitemaps write the page's canonical address with
// them, so a link lands on the page, not on a redirect.
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { canonicalVehiclePath, catalogVehicleNames, vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import type { PriceFields } from "./store.ts";

export type CatalogVehicleRow = {
  type: VehicleType;
  brand_code: string;
  model_code: string;
  year_code: string;
  /** The year option's name ("2014 Diesel", "32000 Gasolina"). */
  year_name: string;
  model_year: number;
  price_fields: Partial<PriceFields> | null;
  brand_name: string | null;
  model_name: string | null;
};

export function catalogVehicleHead(r: CatalogVehicleRow) {
  const { brand, model, year } = catalogVehicleNames({
    brand: r.price_fields?.Marca,
    model: r.price_fields?.Modelo,
    fuel: r.price_fields?.Combustivel,
    modelYear: r.model_year,
    brandList: r.brand_name,
    modelList: r.model_name,
    yearList: r.year_name,
  });
  const codes = { type: r.type, brand: r.brand_code, model: r.model_code, year: r.year_code };
  return {
    codes,
    brand,
    model,
    year,
    name: vehicleName({ brand, model, year }),
    path: canonicalVehiclePath({ codes, brand, model, year }),
  };
}
