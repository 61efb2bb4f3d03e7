// What the catalog's pages are rendered with: a FIPE code's model-years with their newest
// price (/fipe/codigo/{codigo}), the months the catalog holds a vehicle's price in (the
// vehicle page's month select) and its price in one of them (?referencia=AAAA-MM).
import { sql } from "drizzle-orm";
import type { CodePageData, CodePageVehicle, VehicleMonth } from "#app/lib/fipe/code-page-data.ts";
import type { FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { rowsOf } from "../../db/rows.ts";
import type { CatalogStore } from "./store.ts";
import { canonicalFipeCode, labelOfMonth, MONTH_PATTERN } from "./text.ts";
import { catalogVehicleHead, LIST_NAMES_AND_NEWEST_PRICE, type CatalogVehicleRow } from "./vehicle-head.ts";

/** Every model-year the catalog holds under a FIPE code, newest model year first; null: none. */
export async function codePage(store: Pick<CatalogStore, "db">, code: string): Promise<CodePageData | null> {
  const codigo = canonicalFipeCode(code);
  if (!codigo) return null;
  const rows = await rowsOf<CatalogVehicleRow & { valor: string | null; month: string | null }>(
    store.db,
    sql`select y.type, y.brand_code, y.model_code, y.year_code, y.name as year_name, y.model_year, b.name as brand_name,
          m.name as model_name, y.price_fields, p.valor, p.month
        from fipe_model_years y
        ${LIST_NAMES_AND_NEWEST_PRICE}
        where y.codigo_fipe = ${codigo}
        order by y.model_year desc, y.year_code`,
  );
  if (!rows.length) return null;
  const vehicles = rows.map((r): CodePageVehicle => {
    const { brand, model, year, path } = catalogVehicleHead(r);
    return {
      tipo: r.type,
      marca: brand,
      modelo: model,
      ano: year,
      anoCodigo: r.year_code,
      valor: r.valor,
      mes: r.month ? labelOfMonth(r.month) : null,
      path,
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
