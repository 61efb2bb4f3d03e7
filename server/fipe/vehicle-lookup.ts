// Everything a vehicle's page is rendered with, from the FIPE proxy (cache first, then the
// upstreams): the price, the three lists the lookup's fields show, and the price history when
// it comes in time. The server-rendered page (app/routes/fipe.tsx's loader) and the share
// image both read it.
import type { FipeOption, FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { VehicleLookup } from "#app/lib/fipe/vehicle-page-data.ts";
import type { VehicleCodes } from "#app/lib/fipe/vehicle-path.ts";
import { mergeHistories, type HistoryMonth } from "#app/lib/fipe/price-history.ts";
import { monthIndex } from "#app/lib/month-span.ts";
import { HISTORY_MONTHS, priceHistory, type HistoryAnswer } from "./history.ts";
import { fipeRequest, type FipeKey, type FipeRequest } from "./paths.ts";
import type { FipeProxy, LookupOptions, ProxyAnswer } from "./proxy.ts";
import type { VehicleKey } from "./upstreams/types.ts";

/** What the FIPE catalog adds to a vehicle's page: its months, a past month's price, all its history. */
export type VehicleCatalog = {
  months(codes: VehicleCodes): Promise<Array<{ value: string; label: string }>>;
  priceIn(codes: VehicleCodes, month: string): Promise<FipeResult | null>;
  history(codes: VehicleCodes): Promise<HistoryMonth[]>;
};

type Options = {
  catalog?: VehicleCatalog;
  /** How long the price may take (a page waits for it: without it the page says nothing). */
  priceTimeoutMs: number;
  /** How long the history may take beyond the price; the page asks for it itself after that. */
  historyTimeoutMs: number;
  /** Months of the history not held: asked for in the background (history-filler.ts). */
  fillHistory?: (vehicle: VehicleKey, references: string[]) => void;
};

/** The request for a list or the price of the vehicle (its codes were checked with its path). */
function request(key: FipeKey): FipeRequest {
  const built = fipeRequest(key);
  if (!built) throw new Error(`not a FIPE vehicle: ${JSON.stringify(key)}`);
  return built;
}

/** The promise's value, or null once `ms` have passed or when it fails. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

function optionsOf(answer: ProxyAnswer | null): FipeOption[] | null {
  if (!answer || answer.status !== 200) return null;
  const body = answer.body as FipeOption[] | { modelos?: FipeOption[] };
  return Array.isArray(body) ? body : (body.modelos ?? null);
}

/** The list as answered, or (when it could not be had) the chosen option alone. */
function listOr(list: FipeOption[] | null, code: string, name: string): FipeOption[] {
  if (list?.some((o) => o.codigo === code)) return list;
  return [{ codigo: code, nome: name }];
}

/**
 * The page's history: the recent months and every month held, one per month; null when the
 * recent months did not come in time (the page asks for them and adds the months held).
 */
function historyOf(recent: HistoryMonth[] | null, held: HistoryMonth[] | undefined): HistoryMonth[] | null {
  return recent ? mergeHistories(recent, held) : null;
}

export function createVehicleLookup(
  proxy: Pick<FipeProxy, "lookup" | "references" | "priceInMonth">,
  { priceTimeoutMs, historyTimeoutMs, catalog, fillHistory }: Options,
) {
  /** The catalog's additions; never fails the page (a database error leaves them out). */
  async function fromCatalog(codes: VehicleCodes, referencia: string | null) {
    if (!catalog) return { unheldMonth: false };
    try {
      const [months, fullHistory, past] = await Promise.all([
        catalog.months(codes),
        catalog.history(codes),
        referencia ? catalog.priceIn(codes, referencia) : Promise.resolve(null),
      ]);
      const newest = months[0]?.value ?? null;
      const shown = past && referencia !== newest ? referencia : null;
      return {
        months,
        fullHistory,
        referencia: shown,
        past: shown ? past : null,
        unheldMonth: referencia !== null && !past,
      };
    } catch {
      return { unheldMonth: false };
    }
  }

  /**
   * The last months' history from the catalog's own (already read for the page), when it holds
   * a price in each of the newest reference months: the same answer priceHistory would give,
   * without a lookup per month. null: some month is missing (not listed, or not held yet).
   */
  async function recentHistory(
    codes: VehicleCodes,
    extras: Promise<{ fullHistory?: HistoryMonth[] }>,
    options: LookupOptions,
  ): Promise<HistoryAnswer | null> {
    const [references, held] = await Promise.all([proxy.references(options), extras]);
    if (references.status !== 200 || !held.fullHistory?.length) return null;
    const recent = references.body.slice(0, HISTORY_MONTHS);
    // A month held is matched by its reference code or, when the catalog has no code for it (a
    // month imported from a history file), by the month itself.
    const byReference = new Map(held.fullHistory.map((h) => [h.reference, h.value]));
    const byMonth = new Map(held.fullHistory.map((h) => [monthIndex(h.month), h.value]));
    const valueOf = (r: { codigo: string; mes: string }) => byReference.get(r.codigo) ?? byMonth.get(monthIndex(r.mes));
    if (!recent.length || !recent.every((r) => valueOf(r) !== undefined)) return null;
    const months = recent.map((r) => ({ reference: r.codigo, month: r.mes, value: valueOf(r)! }));
    return { status: 200, body: { months: months.reverse(), missing: 0 } };
  }

  /**
   * The vehicle's page data. `options.admit`: the visitor's FIPE limit; every lookup the cache
   * and the catalog cannot answer (price, lists) counts toward it; the history is what they
   * hold, its missing months filled in the background (never charged to the visitor).
   * Over it: the price held or "limited" (the page says the rest is loading and asks for it in
   * the browser, once the client's window allows); lists and history left to the page.
   */
  return async function lookupVehicle(
    codes: VehicleCodes,
    referencia: string | null = null,
    options: LookupOptions = {},
  ): Promise<VehicleLookup> {
    const started = Date.now();
    const vehicleKey = { type: codes.type, brand: codes.brand, model: codes.model, year: codes.year };
    let historyPending = false;
    const extras = fromCatalog(codes, referencia);
    // The price first: lists and months are asked for only once it is known (a made-up code
    // costs nothing more, and the price is first in the client's limit).
    const answer = await within(proxy.lookup(request(codes), options), priceTimeoutMs);
    if (answer?.status === 404) return { status: "not-found" };
    if (answer?.status === 429) return { status: "limited", retryAfterSeconds: answer.retryAfterSeconds };
    if (answer?.status !== 200) return { status: "unavailable" };
    const lists = Promise.all([
      within(proxy.lookup(request({ type: codes.type }), options), priceTimeoutMs),
      within(proxy.lookup(request({ type: codes.type, brand: codes.brand }), options), priceTimeoutMs),
      within(
        proxy.lookup(request({ type: codes.type, brand: codes.brand, model: codes.model }), options),
        priceTimeoutMs,
      ),
    ]);
    const history = within(
      recentHistory(codes, extras, options).then(
        (held) =>
          held ??
          // What the catalog and the cache hold; the months missing fill in the background.
          priceHistory(proxy, vehicleKey, undefined, {
            ...options,
            heldOnly: true,
            onMissing: (references) => {
              historyPending = true;
              fillHistory?.(vehicleKey, references);
            },
          }),
      ),
      Math.max(0, started + priceTimeoutMs + historyTimeoutMs - Date.now()),
    );
    const result = answer.body as FipeResult;
    const [brands, models, years] = await lists;
    const months = await history;
    const { past, unheldMonth, ...catalogData } = await extras;
    // ?referencia= names a month the catalog does not hold this vehicle in: no such page.
    if (unheldMonth) return { status: "not-found" };
    return {
      status: "found",
      data: {
        ...catalogData,
        codes,
        brands: listOr(optionsOf(brands), codes.brand, result.Marca),
        models: listOr(optionsOf(models), codes.model, result.Modelo),
        years: listOr(optionsOf(years), codes.year, `${result.AnoModelo} ${result.Combustivel}`),
        price: past ?? result,
        // Every month there is: the last months the FIPE service answered and all the catalog holds.
        history: historyOf(months?.status === 200 ? months.body.months : null, catalogData.fullHistory),
        ...(historyPending ? { historyPending } : {}),
      },
    };
  };
}

export type LookupVehicle = ReturnType<typeof createVehicleLookup>;

/** A vehicle's price alone (its share image): found, not-found, unavailable or limited. */
export type PriceLookup =
  | { status: "found"; price: FipeResult }
  | { status: "not-found" }
  | { status: "unavailable" }
  | { status: "limited"; retryAfterSeconds: number };

export function createPriceLookup(proxy: Pick<FipeProxy, "lookup">, { priceTimeoutMs }: { priceTimeoutMs: number }) {
  return async (codes: VehicleCodes, options: LookupOptions = {}): Promise<PriceLookup> => {
    const answer = await within(proxy.lookup(request(codes), options), priceTimeoutMs);
    if (answer?.status === 200) return { status: "found", price: answer.body as FipeResult };
    if (answer?.status === 404) return { status: "not-found" };
    if (answer?.status === 429) return { status: "limited", retryAfterSeconds: answer.retryAfterSeconds };
    return { status: "unavailable" };
  };
}

export type LookupPrice = ReturnType<typeof createPriceLookup>;
