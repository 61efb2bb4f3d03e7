// The depreciation ranking's data (/fipe/desvalorizacao): per type, each model-year 1 to 5
// years old priced both in the newest month the catalog holds and 12 months before (same
// type, brand, model and year code), the least and the most lost. The query keeps the ends of
// each type's order (exact numeric ratio); app/lib/fipe/depreciation-ranking.ts
// computes the figures shown and the final order from the cents.
import { isNotNull, max, sql } from "drizzle-orm";
import {
  changeRatio,
  monthsBefore,
  rankByChange,
  rankedModelYears,
  RANKING_SIZE,
  type RankedVehicle,
  type RankingPageData,
} from "#app/lib/fipe/depreciation-ranking.ts";
import { VEHICLE_TYPES, type VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { rowsOf, type BigIntValue } from "../../db/rows.ts";
import { fipeBrands, fipeModels, fipeModelYears, fipePrices } from "../../db/schema.ts";
import type { CatalogStore } from "./store.ts";
import { labelOfMonth } from "./text.ts";
import { catalogVehicleHead } from "./vehicle-head.ts";

type Store = Pick<CatalogStore, "db">;

/**
 * A ranked model-year with its names (the head's row) and its two prices, read under the
 * schema's property names (`y.model_year as "modelYear"`): a pick of the tables' rows for the
 * columns execute returns as the builder would (text, integer, jsonb), the two bigint prices as
 * the driver sends them, the count as an integer.
 */
type RankedRow = Pick<
  typeof fipeModelYears.$inferSelect,
  "type" | "brandCode" | "modelCode" | "yearCode" | "modelYear" | "priceFields"
> & {
  yearName: (typeof fipeModelYears.$inferSelect)["name"];
  brandName: (typeof fipeBrands.$inferSelect)["name"] | null;
  modelName: (typeof fipeModels.$inferSelect)["name"] | null;
  fromCents: BigIntValue;
  toCents: BigIntValue;
  /** count(*)::int over the type. */
  compared: number;
};

/** The newest month the catalog holds any price in ("YYYY-MM"); null when it holds none. */
export async function newestPricedMonth(store: Store): Promise<string | null> {
  const [row] = await store.db
    .select({ month: max(fipePrices.month) })
    .from(fipePrices)
    .where(isNotNull(fipePrices.valueCents));
  return row?.month ?? null;
}

/**
 * The ranking, or null when the catalog holds no month with the month 12 months before it.
 * Raw SQL: both ends of each type's order come from window functions (row_number over the
 * type) in CTEs, which the query builder does not write.
 */
export async function depreciationRanking(store: Store, size = RANKING_SIZE): Promise<RankingPageData | null> {
  const newest = await newestPricedMonth(store);
  if (!newest) return null;
  const older = monthsBefore(newest, 12);
  const years = rankedModelYears(newest);
  const rows = await rowsOf<RankedRow>(
    store.db,
    sql`with compared as (
          select n.type, n.brand_code, n.model_code, n.year_code, o.value_cents as from_cents,
            n.value_cents as to_cents, n.value_cents::numeric / o.value_cents as r
          from fipe_prices n
          join fipe_prices o on o.type = n.type and o.brand_code = n.brand_code and o.model_code = n.model_code
            and o.year_code = n.year_code and o.month = ${older} and o.value_cents > 0
          join fipe_model_years y on y.type = n.type and y.brand_code = n.brand_code and y.model_code = n.model_code
            and y.year_code = n.year_code
          where n.month = ${newest} and n.value_cents > 0 and y.model_year between ${years.from} and ${years.to}
        ), ranked as (
          select c.*, count(*) over (partition by c.type)::int as compared,
            row_number() over (partition by c.type order by c.r desc, c.brand_code, c.model_code, c.year_code) as least,
            row_number() over (partition by c.type order by c.r, c.brand_code, c.model_code, c.year_code) as most
          from compared c
        )
        select r.type, r.brand_code as "brandCode", r.model_code as "modelCode", r.year_code as "yearCode",
          r.from_cents as "fromCents", r.to_cents as "toCents", r.compared, y.name as "yearName",
          y.model_year as "modelYear", y.price_fields as "priceFields", b.name as "brandName", m.name as "modelName"
        from ranked r
        join fipe_model_years y on y.type = r.type and y.brand_code = r.brand_code and y.model_code = r.model_code
          and y.year_code = r.year_code
        left join fipe_brands b on b.type = r.type and b.code = r.brand_code
        left join fipe_models m on m.type = r.type and m.brand_code = r.brand_code and m.code = r.model_code
        where r.least <= ${size} or r.most <= ${size}`,
  );
  const types = VEHICLE_TYPES.map((tipo) => {
    const ofType = rows.filter((r) => r.type === tipo);
    const vehicles = ofType.map((r): RankedVehicle => {
      const head = catalogVehicleHead(r);
      const fromCents = Number(r.fromCents);
      const toCents = Number(r.toCents);
      return {
        tipo: tipo as VehicleType,
        nome: head.name,
        path: head.path,
        fromCents,
        toCents,
        ratio: changeRatio(fromCents, toCents),
      };
    });
    return { tipo, compared: ofType[0]?.compared ?? 0, ...rankByChange(vehicles, size) };
  }).filter((t) => t.compared > 0);
  if (!types.length) return null;
  return {
    newest: { month: newest, label: labelOfMonth(newest) },
    older: { month: older, label: labelOfMonth(older) },
    modelYears: years,
    types,
  };
}

/** The ranking kept for a while: it changes once a month, and the query reads every price of two months. */
export function createDepreciationRanking(store: Store, ttlMs = 60 * 60 * 1000) {
  let cached: { value: Promise<RankingPageData | null>; expires: number } | null = null;
  return function ranking(): Promise<RankingPageData | null> {
    if (cached && cached.expires > Date.now()) return cached.value;
    const value = depreciationRanking(store);
    const entry = { value, expires: Date.now() + ttlMs };
    cached = entry;
    // Nothing to rank yet (the catalog is filling): asked again in a minute, not in an hour.
    value.then(
      (ranking) => {
        if (!ranking) entry.expires = Math.min(entry.expires, Date.now() + 60_000);
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
    return value;
  };
}
