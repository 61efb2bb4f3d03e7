// What the municipality pages and the calculators' prefill read: a state's municipalities in
// its newest week, one municipality's newest week per product with its cheapest surveyed
// stations and every week held, and the pages that have data (for the sitemap). Municipalities
// are found by their address slug among those held for the state (the same name in two states
// stays two cities); names are shown as people write them (cities/city-names.ts).
import { sql } from "drizzle-orm";
import {
  citySlug,
  fuelKeyOf,
  type CityFuelPrices,
  type FuelCityPage,
  type FuelHistoryPoint,
  type FuelKey,
  type FuelStation,
  type FuelWeekPrice,
} from "#app/lib/public-data.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { cityDisplayName } from "./cities/city-names.ts";

const daysBefore = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

type CityWeekRow = {
  municipio: string;
  product: string;
  week_start: string;
  week_end: string;
  mean_milli: number;
  prices: number;
};

const weekPrice = (row: CityWeekRow): FuelWeekPrice => ({
  price: Number(row.mean_milli) / 1000,
  weekStart: day(row.week_start),
  weekEnd: day(row.week_end),
  stations: Number(row.prices),
});

export type HeldCity = { municipio: string; name: string; slug: string };

const heldCity = (uf: string, municipio: string): HeldCity => {
  const name = cityDisplayName(uf, municipio);
  return { municipio, name, slug: citySlug(name) };
};

/** The municipalities held for a state (any week), by name. */
export async function stateCities(db: Db, uf: string): Promise<HeldCity[]> {
  const rows = await rowsOf<{ municipio: string }>(
    db,
    sql`select distinct municipio from fuel_price_city_weeks where uf = ${uf}`,
  );
  return rows.map((r) => heldCity(uf, r.municipio)).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** A held municipality by its slug (or any spelling of its name); null when none is held. */
export async function findCity(db: Db, uf: string, slug: string): Promise<HeldCity | null> {
  const wanted = citySlug(slug);
  return (await stateCities(db, uf)).find((c) => c.slug === wanted) ?? null;
}

/** A state's municipalities in its newest week, with each product's mean there, by name. */
export async function stateCityPrices(
  db: Db,
  uf: string,
): Promise<{ weekStart: string; cities: CityFuelPrices[] } | null> {
  const rows = await rowsOf<CityWeekRow>(
    db,
    sql`select municipio, product, week_start::text, week_end::text, mean_milli, prices
        from fuel_price_city_weeks
        where uf = ${uf} and week_start = (select max(week_start) from fuel_price_city_weeks where uf = ${uf})`,
  );
  if (!rows.length) return null;
  const cities = new Map<string, CityFuelPrices>();
  for (const row of rows) {
    const key = fuelKeyOf(row.product);
    if (!key) continue;
    const city = cities.get(row.municipio) ?? { ...heldCity(uf, row.municipio), prices: {} };
    city.prices[key] = { price: Number(row.mean_milli) / 1000, stations: Number(row.prices) };
    cities.set(row.municipio, city);
  }
  return {
    weekStart: day(rows[0]!.week_start),
    cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  };
}

/** A municipality's newest week per product (products not surveyed for 4 weeks are left out). */
export async function cityFuelPrices(db: Db, uf: string, municipio: string) {
  const rows = await rowsOf<CityWeekRow>(
    db,
    sql`select distinct on (product) municipio, product, week_start::text, week_end::text, mean_milli, prices
        from fuel_price_city_weeks where uf = ${uf} and municipio = ${municipio}
        order by product, week_start desc`,
  );
  const prices: Partial<Record<FuelKey, FuelWeekPrice>> = {};
  for (const row of rows) {
    const key = fuelKeyOf(row.product);
    if (key) prices[key] = weekPrice(row);
  }
  const newest = Object.values(prices).reduce((a, p) => (p.weekStart > a ? p.weekStart : a), "");
  const cutoff = newest ? daysBefore(newest, 21) : "";
  for (const key of Object.keys(prices) as FuelKey[]) if (prices[key]!.weekStart < cutoff) delete prices[key];
  return prices;
}

/** A municipality's page; null when it holds no week. */
export async function cityFuelPage(
  db: Db,
  uf: string,
  city: HeldCity,
): Promise<Omit<FuelCityPage, "state" | "updatedAt"> | null> {
  const prices = await cityFuelPrices(db, uf, city.municipio);
  const weeks = Object.values(prices);
  if (!weeks.length) return null;
  const newest = weeks.reduce((a, w) => (w.weekStart > a.weekStart ? w : a));
  const [stationRows, historyRows] = await Promise.all([
    rowsOf<{
      product: string;
      name: string;
      brand: string;
      street: string;
      number: string;
      district: string;
      price_milli: number;
      day: string;
    }>(
      db,
      sql`select product, name, brand, street, number, district, price_milli, day::text
          from fuel_price_stations
          where uf = ${uf} and municipio = ${city.municipio} and week_start = ${newest.weekStart}::date
          order by product, price_milli, day desc, name`,
    ),
    rowsOf<CityWeekRow>(
      db,
      sql`select municipio, product, week_start::text, week_end::text, mean_milli, prices
          from fuel_price_city_weeks where uf = ${uf} and municipio = ${city.municipio}
          order by week_start, product`,
    ),
  ]);
  const stations: Partial<Record<FuelKey, FuelStation[]>> = {};
  for (const row of stationRows) {
    const key = fuelKeyOf(row.product);
    if (!key) continue;
    (stations[key] ??= []).push({
      name: row.name,
      brand: row.brand,
      street: row.street,
      number: row.number,
      district: row.district,
      price: Number(row.price_milli) / 1000,
      day: day(row.day),
    });
  }
  const history: FuelHistoryPoint[] = historyRows.flatMap((row) => {
    const key = fuelKeyOf(row.product);
    return key ? [{ product: key, ...weekPrice(row) }] : [];
  });
  return {
    uf,
    city,
    prices,
    stations,
    stationsWeek: { weekStart: newest.weekStart, weekEnd: newest.weekEnd },
    history,
  };
}

/** The pages with data: the national page, each state's and each municipality's, with the end
 * of their newest week (the national page: the newest of all). */
export async function fuelSitemapEntries(db: Db): Promise<{ uf: string; city: HeldCity; weekEnd: string }[]> {
  const rows = await rowsOf<{ uf: string; municipio: string; week_end: string }>(
    db,
    sql`select uf, municipio, max(week_end)::text as week_end from fuel_price_city_weeks group by uf, municipio`,
  );
  return rows.map((r) => ({ uf: r.uf.trim(), city: heldCity(r.uf.trim(), r.municipio), weekEnd: day(r.week_end) }));
}
