// A vehicle's price in every month the catalog holds (oldest first), in the history's shape:
// the long history (3 years, all) beside the 12 months the proxy fetches.
import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { HistoryMonth } from "#app/lib/fipe/price-history.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { fipePrices, fipeReferenceMonths } from "../../db/schema.ts";
import { isVehicle } from "./keys.ts";
import type { CatalogStore } from "./store.ts";
import { labelOfMonth } from "./text.ts";

export type CatalogHistoryMonth = HistoryMonth & { yearMonth: string };

export async function catalogHistory(
  store: Pick<CatalogStore, "db">,
  vehicle: VehicleKey,
  { since }: { since?: string } = {},
): Promise<CatalogHistoryMonth[]> {
  const p = fipePrices;
  const months = fipeReferenceMonths;
  const rows = await store.db
    .select({ month: p.month, valor: p.valor, code: months.code })
    .from(p)
    .leftJoin(months, eq(months.month, p.month))
    .where(and(isVehicle(p, vehicle), isNotNull(p.valor), since ? gte(p.month, since) : undefined))
    .orderBy(p.month);
  return rows.map((r) => ({
    reference: r.code === null ? r.month : String(r.code),
    month: labelOfMonth(r.month),
    value: r.valor!,
    yearMonth: r.month,
  }));
}
