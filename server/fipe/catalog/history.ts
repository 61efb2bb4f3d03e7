// A vehicle's price in every month the catalog holds (oldest first), in the history's shape:
// the long history (3 years, all) beside the 12 months the proxy fetches.
import { sql } from "drizzle-orm";
import type { HistoryMonth } from "#app/lib/fipe/price-history.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { rowsOf } from "../../db/rows.ts";
import type { CatalogStore } from "./store.ts";
import { labelOfMonth } from "./text.ts";

export type CatalogHistoryMonth = HistoryMonth & { yearMonth: string };

export async function catalogHistory(
  store: Pick<CatalogStore, "db">,
  vehicle: VehicleKey,
  { since }: { since?: string } = {},
): Promise<CatalogHistoryMonth[]> {
  const rows = await rowsOf<{ month: string; valor: string; code: number | null }>(
    store.db,
    sql`select p.month, p.valor, r.code from fipe_prices p
        left join fipe_reference_months r on r.month = p.month
        where p.type = ${vehicle.type} and p.brand_code = ${vehicle.brand} and p.model_code = ${vehicle.model}
          and p.year_code = ${vehicle.year} and p.valor is not null ${since ? sql`and p.month >= ${since}` : sql``}
        order by p.month`,
  );
  return rows.map((r) => ({
    reference: r.code === null ? r.month : String(r.code),
    month: labelOfMonth(r.month),
    value: r.valor,
    yearMonth: r.month,
  }));
}
