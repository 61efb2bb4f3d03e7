// A catalog row's vehicle names as its page names itself: brand and model from the price the
// catalog holds (what the page's price answer carries), else from the lists; the year from the
// model year and fuel. The ranking and the sitemaps write the page's canonical address with
// them, so a link lands on the page, not on a redirect.
import { sql } from "drizzle-orm";
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

/**
 * Joins a model-year `y` to the lists' names of its brand (`b`) and model (`m`) and to its
 * newest held price (`p`: valor, month as "YYYY-MM" and FIPE's label mes): the rows of the
 * code page and of the search.
 */
export const LIST_NAMES_AND_NEWEST_PRICE = sql`left join fipe_brands b on b.type = y.type and b.code = y.brand_code
        left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
        left join lateral (
          select valor, month, mes from fipe_prices p where p.type = y.type and p.brand_code = y.brand_code
            and p.model_code = y.model_code and p.year_code = y.year_code and p.valor is not null
          order by p.month desc limit 1
        ) p on true`;
