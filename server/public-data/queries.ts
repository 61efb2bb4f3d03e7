// What the pages read from the public data: each state's newest week per product, a state's
// weekly history and municipalities, the newest vehicle loan rate and the IPCA over a span.
// Every reader answers "nothing" (null, empty) when nothing is held yet; pages then show blank
// fields, never an error.
import { and, desc, eq, gt, lte, max, sql } from "drizzle-orm";
import {
  BCB_IPCA_SERIES,
  BCB_LOAN_RATE_SERIES,
  compoundPercent,
  fuelKeyOf,
  yearlyFromMonthly,
  type FuelHistoryPoint,
  type FuelWeekPrice,
  type IpcaSpan,
  type LoanRate,
  type StateFuelPrices,
} from "#app/lib/public-data.ts";
import type { Db } from "../db/client.ts";
import { bcbSeriesValues, fuelPriceWeeks } from "../db/schema.ts";

const weeks = fuelPriceWeeks;
/** A week's row as the pages read it (dates as "YYYY-MM-DD": the columns' string mode). */
const weekColumns = {
  uf: weeks.uf,
  product: weeks.product,
  weekStart: weeks.weekStart,
  weekEnd: weeks.weekEnd,
  meanMilli: weeks.meanMilli,
  stations: weeks.stations,
};
type WeekRow = Pick<typeof weeks.$inferSelect, keyof typeof weekColumns>;

function weekPrice(row: WeekRow): FuelWeekPrice {
  return { price: row.meanMilli / 1000, weekStart: row.weekStart, weekEnd: row.weekEnd, stations: row.stations };
}

/** Every state's newest week per product (states with nothing held are absent). */
export async function allStatesFuelPrices(db: Db): Promise<StateFuelPrices[]> {
  const rows = await db
    .selectDistinctOn([weeks.uf, weeks.product], weekColumns)
    .from(weeks)
    .orderBy(weeks.uf, weeks.product, desc(weeks.weekStart));
  const byUf = new Map<string, StateFuelPrices>();
  for (const row of rows) {
    const key = fuelKeyOf(row.product);
    if (!key) continue;
    const uf = row.uf.trim();
    const entry = byUf.get(uf) ?? { uf, prices: {} };
    entry.prices[key] = weekPrice(row);
    byUf.set(uf, entry);
  }
  return [...byUf.values()];
}

/** A state's newest week per product; null when nothing is held for it. */
export async function stateFuelPrices(db: Db, uf: string): Promise<StateFuelPrices | null> {
  const rows = await db
    .selectDistinctOn([weeks.product], weekColumns)
    .from(weeks)
    .where(eq(weeks.uf, uf))
    .orderBy(weeks.product, desc(weeks.weekStart));
  const prices: StateFuelPrices["prices"] = {};
  for (const row of rows) {
    const key = fuelKeyOf(row.product);
    if (key) prices[key] = weekPrice(row);
  }
  return Object.keys(prices).length ? { uf, prices } : null;
}

/** A state's weekly means over the `days` before its newest week, oldest first. */
export async function stateFuelHistory(db: Db, uf: string, days = 365): Promise<FuelHistoryPoint[]> {
  const newest = db
    .select({ weekStart: max(weeks.weekStart) })
    .from(weeks)
    .where(eq(weeks.uf, uf));
  const rows = await db
    .select(weekColumns)
    .from(weeks)
    .where(and(eq(weeks.uf, uf), gt(weeks.weekStart, sql`${newest} - ${days}::int`)))
    .orderBy(weeks.weekStart, weeks.product);
  return rows.flatMap((row) => {
    const key = fuelKeyOf(row.product);
    return key ? [{ product: key, ...weekPrice(row) }] : [];
  });
}

/** The newest mean vehicle loan rate (SGS 25471); null when none is held. */
export async function latestLoanRate(db: Db): Promise<LoanRate | null> {
  const [row] = await db
    .select({ month: bcbSeriesValues.month, value: bcbSeriesValues.value })
    .from(bcbSeriesValues)
    .where(eq(bcbSeriesValues.series, BCB_LOAN_RATE_SERIES))
    .orderBy(desc(bcbSeriesValues.month))
    .limit(1);
  if (!row) return null;
  const monthlyPercent = Number(row.value);
  return { month: row.month.slice(0, 7), monthlyPercent, yearlyPercent: yearlyFromMonthly(monthlyPercent) };
}

/** The IPCA compounded over the months after `from` up to `to` ("YYYY-MM"), when every one of
 * them is held; null otherwise (a real-terms figure is never computed from part of the span). */
export async function ipcaBetween(db: Db, from: string, to: string): Promise<IpcaSpan | null> {
  if (!(from < to)) return null;
  const rows = await db
    .select({ value: bcbSeriesValues.value })
    .from(bcbSeriesValues)
    .where(
      and(
        eq(bcbSeriesValues.series, BCB_IPCA_SERIES),
        gt(bcbSeriesValues.month, `${from}-01`),
        lte(bcbSeriesValues.month, `${to}-01`),
      ),
    )
    .orderBy(bcbSeriesValues.month);
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  if (rows.length !== months) return null;
  return { percent: compoundPercent(rows.map((r) => Number(r.value))), from, to, months };
}
