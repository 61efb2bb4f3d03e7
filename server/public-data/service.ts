// The public data as pages and the JSON endpoints read it: every reader answers null or empty
// when nothing is held or the database fails (logged), so a page shows blank fields, never an
// error, and what was imported before keeps being served while a source is down.
import { isStateCode } from "#app/lib/states.ts";
import type { FuelStatePage, PublicDataService } from "#app/lib/public-data.ts";
import type { Db } from "../db/client.ts";
import {
  allStatesFuelPrices,
  ipcaBetween,
  latestLoanRate,
  stateCityPrices,
  stateFuelHistory,
  stateFuelPrices,
} from "./queries.ts";
import { sourceStates } from "./sources.ts";

type Log = { warn(obj: object, msg: string): void };

export function createPublicDataService(db: Db, log?: Log): PublicDataService {
  async function safely<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      log?.warn({ err: error }, `public data unavailable (${what}): answered without it`);
      return fallback;
    }
  }
  const anpUpdatedAt = () =>
    safely("sources", async () => (await sourceStates(db)).find((s) => s.name === "anp")?.lastSuccessAt ?? null, null);

  return {
    fuelPrices: (uf) =>
      isStateCode(uf) ? safely("fuel prices", () => stateFuelPrices(db, uf), null) : Promise.resolve(null),
    async allFuelPrices() {
      const [states, updatedAt] = await Promise.all([
        safely("fuel prices", () => allStatesFuelPrices(db), []),
        anpUpdatedAt(),
      ]);
      return { states, updatedAt };
    },
    async fuelState(uf): Promise<FuelStatePage> {
      if (!isStateCode(uf)) return { uf, prices: null, history: [], cities: null, updatedAt: null };
      const [prices, history, cities, updatedAt] = await Promise.all([
        safely("fuel prices", () => stateFuelPrices(db, uf), null),
        safely("fuel history", () => stateFuelHistory(db, uf), []),
        safely("fuel cities", () => stateCityPrices(db, uf), null),
        anpUpdatedAt(),
      ]);
      return { uf, prices, history, cities, updatedAt };
    },
    loanRate: () => safely("loan rate", () => latestLoanRate(db), null),
    ipcaBetween: (from, to) => safely("IPCA", () => ipcaBetween(db, from, to), null),
  };
}
