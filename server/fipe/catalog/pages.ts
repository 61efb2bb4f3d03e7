// What the catalog's pages are rendered with: a FIPE code's model-years with their newest
// price (/fipe/codigo/{codigo}), the months the catalog holds a vehicle's price in (the
// vehicle page's month select) and its price in one of them (?referencia=AAAA-MM).
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { CodePageData, CodePageVehicle, VehicleMonth } from "#app/lib/fipe/code-page-data.ts";
import type { FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { fipeBrands, fipeModels, fipeModelYears, fipePrices } from "../../db/schema.ts";
import { isVehicle } from "./keys.ts";
import type { CatalogStore } from "./store.ts";
import { canonicalFipeCode, labelOfMonth, MONTH_PATTERN } from "./text.ts";
import { brandOf, catalogVehicleHead, modelOf, newestHeldPrice } from "./vehicle-head.ts";

/** Every model-year the catalog holds under a FIPE code, newest model year first; null: none. */
export async function codePage(store: Pick<CatalogStore, "db">, code: string): Promise<CodePageData | null> {
  const codigo = canonicalFipeCode(code);
  if (!codigo) return null;
  const y = fipeModelYears;
  const price = newestHeldPrice(store.db, y);
  const rows = await store.db
    .select({
      type: y.type,
      brandCode: y.brandCode,
      modelCode: y.modelCode,
      yearCode: y.yearCode,
      yearName: y.name,
      modelYear: y.modelYear,
      brandName: fipeBrands.name,
      modelName: fipeModels.name,
      priceFields: y.priceFields,
      valor: price.valor,
      month: price.month,
    })
    .from(y)
    .leftJoin(fipeBrands, brandOf(y))
    .leftJoin(fipeModels, modelOf(y))
    .leftJoinLateral(price, sql`true`)
    .where(eq(y.codigoFipe, codigo))
    .orderBy(desc(y.modelYear), y.yearCode);
  if (!rows.length) return null;
  const vehicles = rows.map((r): CodePageVehicle => {
    const { codes, brand, model, year, path } = catalogVehicleHead(r);
    return {
      tipo: codes.type,
      marca: brand,
      modelo: model,
      ano: year,
      anoCodigo: r.yearCode,
      valor: r.valor,
      mes: r.month ? labelOfMonth(r.month) : null,
      path,
    };
  });
  return { codigo, vehicles };
}

/** The months (newest first) the catalog holds the vehicle's price in. */
export async function vehicleMonths(store: Pick<CatalogStore, "db">, vehicle: VehicleKey): Promise<VehicleMonth[]> {
  const p = fipePrices;
  const rows = await store.db
    .select({ month: p.month })
    .from(p)
    .where(and(isVehicle(p, vehicle), isNotNull(p.valor)))
    .orderBy(desc(p.month));
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
