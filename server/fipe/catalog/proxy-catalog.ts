// What the FIPE proxy asks of the catalog: answer from it first (a list or price it holds for
// the newest reference month costs no upstream call, whatever the upstreams' state), write in
// what an upstream answered (write-through), and the newest copy it holds when every upstream
// fails. A database error here never fails a lookup: the proxy goes on as if the catalog were
// empty.
import type { FipeOption, FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { FipeRequest } from "../paths.ts";
import type { FipeReference } from "../references.ts";
import type { VehicleKey } from "../upstreams/types.ts";
import { vehicleOfPath, type CatalogStore } from "./store.ts";

export type Held = { found: true; body: unknown } | { found: false };

export type ProxyCatalog = {
  /** A list or price held for the newest month; null: the catalog does not hold it. */
  held(request: FipeRequest): Promise<Held | null>;
  /** The newest copy held, whatever its month (every upstream failed). */
  older(request: FipeRequest): Promise<unknown>;
  /** Writes an upstream's answer in (lists as read in the newest month; a price for it);
   * false when it could not (no month known yet, or the catalog is unavailable). */
  remember(request: FipeRequest, body: unknown): Promise<boolean>;
  rememberReferences(refs: FipeReference[]): Promise<void>;
  /** The reference months held with their FIPE codes (newest first); null when none. */
  references(): Promise<FipeReference[] | null>;
  /** A price held for the month of FIPE reference `code`; null: not held. */
  heldInMonth(vehicle: VehicleKey, code: string): Promise<Held | null>;
  rememberInMonth(vehicle: VehicleKey, code: string, result: FipeResult | null): Promise<void>;
};

export function createProxyCatalog(store: CatalogStore, log?: { warn(obj: object, msg: string): void }): ProxyCatalog {
  async function safely<T>(what: string, fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      log?.warn({ err: error, what }, "FIPE catalog unavailable");
      return fallback;
    }
  }

  return {
    held: (request) =>
      safely(
        "read",
        async () => {
          if (request.kind !== "price") {
            const list = await store.list(request.path);
            return list?.current ? { found: true as const, body: list.items } : null;
          }
          const newest = await store.newestMonth();
          if (!newest) return null;
          const price = await store.price(vehicleOfPath(request), newest.month);
          if (!price) return null;
          return price.listed ? { found: true as const, body: price.result } : { found: false as const };
        },
        null,
      ),

    older: (request) =>
      safely(
        "read",
        async () => {
          if (request.kind !== "price") return (await store.list(request.path))?.items ?? null;
          return (await store.newestPrice(vehicleOfPath(request)))?.result ?? null;
        },
        null,
      ),

    remember: (request, body) =>
      safely(
        "write",
        async () => {
          const newest = await store.newestMonth();
          if (!newest) return false;
          if (request.kind === "price") {
            await store.storePrice(vehicleOfPath(request), newest.month, body as FipeResult, "proxy");
          } else {
            await store.storeList(request, newest.month, body as FipeOption[]);
          }
          return true;
        },
        false,
      ),

    rememberReferences: (refs) => safely("write", () => store.rememberReferences(refs), undefined),

    references: () =>
      safely(
        "read",
        async () => {
          const months = (await store.months()).filter((m) => m.code !== null);
          return months.length ? months.map((m) => ({ codigo: String(m.code), mes: m.label })) : null;
        },
        null,
      ),

    heldInMonth: (vehicle, code) =>
      safely(
        "read",
        async () => {
          const month = await store.monthOfCode(code);
          if (!month) return null;
          const price = await store.price(vehicle, month);
          if (!price) return null;
          return price.listed ? { found: true as const, body: price.result } : { found: false as const };
        },
        null,
      ),

    rememberInMonth: (vehicle, code, result) =>
      safely(
        "write",
        async () => {
          const month = await store.monthOfCode(code);
          if (month) await store.storePrice(vehicle, month, result, "proxy");
        },
        undefined,
      ),
  };
}
