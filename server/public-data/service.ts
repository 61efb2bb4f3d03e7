// The public data as pages and the JSON endpoints read it: every reader answers null or empty
// when nothing is held or the database fails (logged), so a page shows blank fields, never an
// error, and what was imported before keeps being served while a source is down.
import { isStateCode } from "#app/lib/states.ts";
import { cityPricesPath, FUEL_PRICES_PATH, statePricesPath } from "#app/domain/fuel-prices/pages.ts";
import {
  placeFuelPrices,
  type FuelCityPage,
  type FuelDataStatus,
  type FuelSitemapEntry,
  type FuelStatePage,
  type PublicDataService,
} from "#app/lib/public-data.ts";
import type { Db } from "../db/client.ts";
import {
  cityFuelPage,
  cityFuelPrices,
  findCity,
  fuelSitemapEntries,
  stateCities,
  stateCityPrices,
} from "./city-queries.ts";
import { allStatesFuelPrices, ipcaBetween, latestLoanRate, stateFuelHistory, stateFuelPrices } from "./queries.ts";
import { sourceStates, type SourceState } from "./sources.ts";

type Log = { warn(obj: object, msg: string): void };

/**
 * Why the ANP's prices are missing, from its source's state: imported once (the place has none),
 * its last attempt failed with nothing imported since (the source could not be reached), or
 * never imported (never tried, or being imported now).
 */
export function fuelStatusOf(anp: SourceState | undefined): FuelDataStatus {
  if (anp?.lastSuccessAt) return { kind: "imported", lastSuccessAt: anp.lastSuccessAt };
  if (anp?.lastErrorAt && !anp.runningBy)
    return { kind: "unreachable", lastAttemptAt: anp.lastAttemptAt ?? anp.lastErrorAt };
  return { kind: "not-imported" };
}

export function createPublicDataService(db: Db, log?: Log): PublicDataService {
  async function safely<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      log?.warn({ err: error }, `public data unavailable (${what}): answered without it`);
      return fallback;
    }
  }
  const anpSource = () =>
    safely("sources", async () => (await sourceStates(db)).find((s) => s.name === "anp"), undefined);
  const anpUpdatedAt = async () => (await anpSource())?.lastSuccessAt ?? null;

  return {
    fuelPrices: (uf) =>
      isStateCode(uf) ? safely("fuel prices", () => stateFuelPrices(db, uf), null) : Promise.resolve(null),
    async allFuelPrices() {
      const [states, source] = await Promise.all([
        safely("fuel prices", () => allStatesFuelPrices(db), []),
        anpSource(),
      ]);
      return { states, updatedAt: source?.lastSuccessAt ?? null, status: states.length ? null : fuelStatusOf(source) };
    },
    async fuelState(uf): Promise<FuelStatePage> {
      if (!isStateCode(uf)) return { uf, prices: null, history: [], cities: null, updatedAt: null, status: null };
      const [prices, history, cities, source] = await Promise.all([
        safely("fuel prices", () => stateFuelPrices(db, uf), null),
        safely("fuel history", () => stateFuelHistory(db, uf), []),
        safely("fuel cities", () => stateCityPrices(db, uf), null),
        anpSource(),
      ]);
      const updatedAt = source?.lastSuccessAt ?? null;
      return { uf, prices, history, cities, updatedAt, status: prices ? null : fuelStatusOf(source) };
    },
    async fuelCity(uf, slug): Promise<FuelCityPage | null> {
      if (!isStateCode(uf)) return null;
      return safely(
        "fuel city",
        async () => {
          const city = await findCity(db, uf, slug);
          if (!city) return null;
          const [page, state, updatedAt] = await Promise.all([
            cityFuelPage(db, uf, city),
            stateFuelPrices(db, uf),
            anpUpdatedAt(),
          ]);
          return page ? { ...page, state, updatedAt } : null;
        },
        null,
      );
    },
    async placeFuelPrices(uf, slug) {
      if (!isStateCode(uf)) return null;
      return safely(
        "place fuel prices",
        async () => {
          if (!slug) return placeFuelPrices(uf, null, (await stateFuelPrices(db, uf))?.prices ?? {});
          const city = await findCity(db, uf, slug);
          if (!city) return null;
          return placeFuelPrices(
            uf,
            { name: city.name, slug: city.slug },
            await cityFuelPrices(db, uf, city.municipio),
          );
        },
        null,
      );
    },
    fuelCities: (uf) =>
      isStateCode(uf)
        ? safely("fuel cities", async () => (await stateCities(db, uf)).map(({ name, slug }) => ({ name, slug })), [])
        : Promise.resolve([]),
    fuelDataStatus: async () => fuelStatusOf(await anpSource()),
    fuelSitemap: () =>
      safely(
        "fuel sitemap",
        async (): Promise<FuelSitemapEntry[]> => {
          const cities = await fuelSitemapEntries(db);
          if (!cities.length) return [];
          const states = new Map<string, string>();
          for (const c of cities) if (c.weekEnd > (states.get(c.uf) ?? "")) states.set(c.uf, c.weekEnd);
          const newest = [...states.values()].reduce((a, b) => (b > a ? b : a));
          return [
            { path: FUEL_PRICES_PATH, lastmod: newest },
            ...[...states].sort().map(([uf, lastmod]) => ({ path: statePricesPath(uf), lastmod })),
            ...cities
              .map((c) => ({ path: cityPricesPath(c.uf, c.city.slug), lastmod: c.weekEnd }))
              .sort((a, b) => a.path.localeCompare(b.path)),
          ];
        },
        [],
      ),
    loanRate: () => safely("loan rate", () => latestLoanRate(db), null),
    ipcaBetween: (from, to) => safely("IPCA", () => ipcaBetween(db, from, to), null),
  };
}
