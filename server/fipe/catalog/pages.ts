// What the catalog's pages are rendered with: a FIPE code's model-years with their newest
// price (/fipe/codigo/{codigo}), the months the catalog holds a vehicle's price in (the
// vehicle page's month select) and its price in one of them (?referencia=AAAA-MM).
import { sql } from "drizzle-orm";
import type { CodePageData, CodePageVehicle, VehicleMonth } from "#app/lib/fipe/code-page-data.ts";
import type { FipeResult } from "#app/lib/fipe/fipe-types.ts";
import { canonicalVehiclePath, catalogVehicleNames } from "#app/lib/fipe/vehicle-meta.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { rowsOf } from "../../db/rows.ts";
import type { CatalogStore, PriceFields } from "./store.ts";
import { canonicalFipeCode, labelOfMonth, MONTH_PATTERN } from "./text.ts";

/** Every model-year the catalog holds under a FIPE code, newest model year first; null: none. */
export async function codePage(store: Pick<CatalogStore, "db">, code: string): Promise<CodePageData | null> {
  const codigo = canonicalFipeCode(code);
  if (!codigo) return null;
  const rows = await rowsOf<{
    type: CodePageVehicle["tipo"];
    brand_code: string;
    model_code: string;
    year_code: string;
    name: string;
    model_year: number;
    brand_name: string | null;
    model_name: string | null;
    price_fields: PriceFields | null;
    valor: string | null;
    month: string | null;
  }>(
    store.db,
    sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name, y.model_year, b.name as brand_name,
          m.name as model_name, y.price_fields, p.valor, p.month
        from fipe_model_years y
        left join fipe_brands b on b.type = y.type and b.code = y.brand_code
        left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
        left join lateral (
          select valor, month from fipe_prices p where p.type = y.type and p.brand_code = y.brand_code
            and p.model_code = y.model_code and p.year_code = y.year_code and p.valor is not null
          order by p.month desc limit 1
        ) p on true
        where y.codigo_fipe = ${codigo}
        order by y.model_year desc, y.year_code`,
  );
  if (!rows.length) return null;
  const vehicles = rows.map((r): CodePageVehicle => {
    const { brand, model, year } = catalogVehicleNames({
      brand: r.price_fields?.Marca,
      model: r.price_fields?.Modelo,
      fuel: (r.price_fields as Partial<FipeResult> | null)?.Combustivel,
      modelYear: r.model_year,
      brandList: r.brand_name,
      modelList: r.model_name,
      yearList: r.name,
    });
    const codes = { type: r.type, brand: r.brand_code, model: r.model_code, year: r.year_code };
    return {
      tipo: r.type,
      marca: brand,
      modelo: model,
      ano: year,
      anoCodigo: r.year_code,
      valor: r.valor,
      mes: r.month ? labelOfMonth(r.month) : null,
      path: canonicalVehiclePath({ codes, brand, model, year }),
    };
  });
  return { codigo, vehicles };
}

/** The months (newest first) the catalog holds the vehicle's price in. */
export async function vehicleMonths(store: Pick<CatalogStore, "db">, vehicle: VehicleKey): Promise<VehicleMonth[]> {
  const rows = await rowsOf<{ month: string }>(
    store.db,
    sql`select month from fipe_prices where type = ${vehicle.type} and brand_code = ${vehicle.brand}
          and model_code = ${vehicle.model} and year_code = ${vehicle.year} and valor is not null
        order by month desc`,
  );
  return rows.map((r) => ({ value: r.month, label: labelOfMonth(r.month) }));
}

/** The vehicle's price in a month "YYYY-MM" the catalog holds; null when it holds none. */
export async function priceInCatalogMonth(
  store: Pick<CatalogStore, "price">,
  vehicle: VehicleKey,
  month: string,
): Promise<FipeResult | null> {
  if (!MONTH_PATTERN.test(month)) return null;
  const held = await store.price(vehicle, month);
  return held?.listed ? held.result : null;
}
