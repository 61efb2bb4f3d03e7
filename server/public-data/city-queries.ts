// What the municipality pages and the calculators' prefill read: a state's municipalities in
// its newest week, one municipality's newest week per product with its cheapest surveyed
// stations and every week held, and the pages that have data (for the sitemap). Municipalities
// are found by their address slug among those held for the state (the same name in two states
// stays two cities); names are shown as people write them (cities/city-names.ts).
import { and, desc, eq, max } from "drizzle-orm";
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
import { fuelPriceCityWeeks, fuelPriceStations } from "../db/schema.ts";
import { cityDisplayName } from "./cities/city-names.ts";

const daysBefore = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const cityWeeks = fuelPriceCityWeeks;
/** A municipality's week as the pages read it (dates as "YYYY-MM-DD": the columns' string mode). */
const cityWeekColumns = {
  municipio: cityWeeks.municipio,
  product: cityWeeks.product,
  weekStart: cityWeeks.weekStart,
  weekEnd: cityWeeks.weekEnd,
  meanMilli: cityWeeks.meanMilli,
  prices: cityWeeks.prices,
};
type CityWeekRow = Pick<typeof cityWeeks.$inferSelect, keyof typeof cityWeekColumns>;

const weekPrice = (row: CityWeekRow): FuelWeekPrice => ({
  price: row.meanMilli / 1000,
  weekStart: row.weekStart,
  weekEnd: row.weekEnd,
  stations: row.prices,
});

export type HeldCity = { municipio: string; name: string; slug: string };

const heldCity = (uf: string, municipio: string): HeldCity => {
  const name = cityDisplayName(uf, municipio);
  return { municipio, name, slug: citySlug(name) };
};

/** The municipalities held for a state (any week), by name. */
export async function stateCities(db: Db, uf: string): Promise<HeldCity[]> {
  const rows = await db.selectDistinct({ municipio: cityWeeks.municipio }).from(cityWeeks).where(eq(cityWeeks.uf, uf));
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
  const newest = db
    .select({ weekStart: max(cityWeeks.weekStart) })
    .from(cityWeeks)
    .where(eq(cityWeeks.uf, uf));
  const rows = await db
    .select(cityWeekColumns)
    .from(cityWeeks)
    .where(and(eq(cityWeeks.uf, uf), eq(cityWeeks.weekStart, newest)));
  if (!rows.length) return null;
  const cities = new Map<string, CityFuelPrices>();
  for (const row of rows) {
    const key = fuelKeyOf(row.product);
    if (!key) continue;
    const city = cities.get(row.municipio) ?? { ...heldCity(uf, row.municipio), prices: {} };
    city.prices[key] = { price: row.meanMilli / 1000, stations: row.prices };
    cities.set(row.municipio, city);
  }
  return {
    weekStart: rows[0]!.weekStart,
    cities: [...cities.values()].sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  };
}

/** A municipality's newest week per product (products not surveyed for 4 weeks are left out). */
export async function cityFuelPrices(db: Db, uf: string, municipio: string) {
  const rows = await db
    .selectDistinctOn([cityWeeks.product], cityWeekColumns)
    .from(cityWeeks)
    .where(and(eq(cityWeeks.uf, uf), eq(cityWeeks.municipio, municipio)))
    .orderBy(cityWeeks.product, desc(cityWeeks.weekStart));
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
  const s = fuelPriceStations;
  const [stationRows, historyRows] = await Promise.all([
    db
      .select({
        product: s.product,
        name: s.name,
        brand: s.brand,
        street: s.street,
        number: s.number,
        district: s.district,
        priceMilli: s.priceMilli,
        day: s.day,
      })
      .from(s)
      .where(and(eq(s.uf, uf), eq(s.municipio, city.municipio), eq(s.weekStart, newest.weekStart)))
      .orderBy(s.product, s.priceMilli, desc(s.day), s.name),
    db
      .select(cityWeekColumns)
      .from(cityWeeks)
      .where(and(eq(cityWeeks.uf, uf), eq(cityWeeks.municipio, city.municipio)))
      .orderBy(cityWeeks.weekStart, cityWeeks.product),
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
      price: row.priceMilli / 1000,
      day: row.day,
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
  const rows = await db
    .select({ uf: cityWeeks.uf, municipio: cityWeeks.municipio, weekEnd: max(cityWeeks.weekEnd) })
    .from(cityWeeks)
    .groupBy(cityWeeks.uf, cityWeeks.municipio);
  // max() over a group of rows is never null here.
  return rows.map((r) => ({ uf: r.uf.trim(), city: heldCity(r.uf.trim(), r.municipio), weekEnd: r.weekEnd! }));
}
