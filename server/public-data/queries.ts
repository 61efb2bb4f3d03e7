// What the pages read from the public data: each state's newest week per product, a state's
// weekly history and municipalities, the newest vehicle loan rate and the IPCA over a span.
// Every reader answers "nothing" (null, empty) when nothing is held yet; pages then show blank
// fields, never an error.
import { sql } from "drizzle-orm";
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
import { rowsOf } from "../db/rows.ts";

type WeekRow = {
  uf: string;
  product: string;
  week_start: string;
  week_end: string;
  mean_milli: number;
  stations: number;
};

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

function weekPrice(row: WeekRow): FuelWeekPrice {
  return {
    price: Number(row.mean_milli) / 1000,
    weekStart: day(row.week_start),
    weekEnd: day(row.week_end),
    stations: Number(row.stations),
  };
}

/** Every state's newest week per product (states with nothing held are absent). */
export async function allStatesFuelPrices(db: Db): Promise<StateFuelPrices[]> {
  const rows = await rowsOf<WeekRow>(
    db,
    sql`select distinct on (uf, product) uf, product, week_start::text, week_end::text, mean_milli, stations
        from fuel_price_weeks order by uf, product, week_start desc`,
  );
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
  const rows = await rowsOf<WeekRow>(
    db,
    sql`select distinct on (product) uf, product, week_start::text, week_end::text, mean_milli, stations
        from fuel_price_weeks where uf = ${uf} order by product, week_start desc`,
  );
  const prices: StateFuelPrices["prices"] = {};
  for (const row of rows) {
    const key = fuelKeyOf(row.product);
    if (key) prices[key] = weekPrice(row);
  }
  return Object.keys(prices).length ? { uf, prices } : null;
}

/** A state's weekly means over the `days` before its newest week, oldest first. */
export async function stateFuelHistory(db: Db, uf: string, days = 365): Promise<FuelHistoryPoint[]> {
  const rows = await rowsOf<WeekRow>(
    db,
    sql`select uf, product, week_start::text, week_end::text, mean_milli, stations from fuel_price_weeks
        where uf = ${uf}
          and week_start > (select max(week_start) from fuel_price_weeks where uf = ${uf}) - ${days}::int
        order by week_start, product`,
  );
  return rows.flatMap((row) => {
    const key = fuelKeyOf(row.product);
    return key ? [{ product: key, ...weekPrice(row) }] : [];
  });
}

/** The newest mean vehicle loan rate (SGS 25471); null when none is held. */
export async function latestLoanRate(db: Db): Promise<LoanRate | null> {
  const [row] = await rowsOf<{ month: string; value: string }>(
    db,
    sql`select month::text, value::text from bcb_series_values where series = ${BCB_LOAN_RATE_SERIES}
        order by month desc limit 1`,
  );
  if (!row) return null;
  const monthlyPercent = Number(row.value);
  return { month: row.month.slice(0, 7), monthlyPercent, yearlyPercent: yearlyFromMonthly(monthlyPercent) };
}

/** The IPCA compounded over the months after `from` up to `to` ("YYYY-MM"), when every one of
 * them is held; null otherwise (a real-terms figure is never computed from part of the span). */
export async function ipcaBetween(db: Db, from: string, to: string): Promise<IpcaSpan | null> {
  if (!(from < to)) return null;
  const rows = await rowsOf<{ value: string }>(
    db,
    sql`select value::text from bcb_series_values where series = ${BCB_IPCA_SERIES}
        and month > ${`${from}-01`}::date and month <= ${`${to}-01`}::date order by month`,
  );
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  if (rows.length !== months) return null;
  return { percent: compoundPercent(rows.map((r) => Number(r.value))), from, to, months };
}
