// FIPE: the proxy in front of the upstreams (/api/fipe/*, the price history, the catalog
// search), the catalog's background sync (app.fipeSync, started by main.ts when FIPE_SYNC=auto)
// and the per-client limit on uncached lookups (FIPE_CLIENT_LIMIT). Decorates app.fipe for the
// pages that read FIPE data (fipe-pages.ts, ssr.ts, admin.ts): every lookup they make for a
// visitor goes through app.fipe.limiter, the one limit every path to an upstream counts toward.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { CatalogPages } from "#app/load-context.ts";
import type { Config } from "../config.ts";
import { brandPage, modelPage, typePage } from "../fipe/catalog/brand-pages.ts";
import { catalogHistory } from "../fipe/catalog/history.ts";
import { priceInCatalogMonth, vehicleMonths } from "../fipe/catalog/pages.ts";
import { createSyncRunner, type SyncRunner } from "../fipe/catalog/sync-runner.ts";
import { createHistoryFiller, type HistoryFiller } from "../fipe/history-filler.ts";
import { createFipeStack, type FipeStack } from "../fipe/stack.ts";
import {
  createPriceLookup,
  createVehicleLookup,
  type LookupVehicle,
  type PriceLookup,
} from "../fipe/vehicle-lookup.ts";
import { databaseRateLimiter, type RateLimiter } from "../rate-limit/fixed-window.ts";
import { fipeRoutes } from "../fipe/routes/lookups.ts";
import { fipeHistoryRoutes } from "../fipe/routes/history.ts";
import { fipeSearchRoutes } from "../fipe/routes/search.ts";

/** How long a vehicle's page waits for its price (then it answers 503 and the page retries). */
const VEHICLE_PRICE_TIMEOUT_MS = 4000;
/** How long it waits for the price history beyond that (then the page asks for it itself). */
const VEHICLE_HISTORY_TIMEOUT_MS = 1500;

export type FipeDomain = FipeStack & {
  /** Uncached lookups per client (FIPE_CLIENT_LIMIT): shared by every process through PostgreSQL. */
  limiter: RateLimiter;
  /** A vehicle page's data: price, lists, history (the catalog's months and prices added). */
  lookupVehicle: LookupVehicle;
  /** A vehicle's price alone (its share image). */
  lookupPrice: (...args: Parameters<ReturnType<typeof createPriceLookup>>) => Promise<PriceLookup>;
  /** The catalog's type, brand and model pages. */
  catalogPages: CatalogPages;
  /** Fills vehicles' history months in the background. */
  historyFiller: HistoryFiller;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The FIPE proxy, catalog and per-client limit (absent without a database). */
    fipe: FipeDomain;
    /** The FIPE catalog's background sync (started by main.ts when FIPE_SYNC=auto); null without a database. */
    fipeSync: SyncRunner | null;
  }
}

async function fipePlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { database } = app;
  const stack = createFipeStack(config, database, app.log);
  const { store, proxy, failover } = stack;
  // A vehicle's history months not held: filled in the background, never on a visitor's request.
  const historyFiller = createHistoryFiller(proxy, { log: app.log });
  app.addHook("onClose", async () => historyFiller.stop());
  const fillHistory = historyFiller.request;
  const limiter = databaseRateLimiter(database, {
    max: config.FIPE_CLIENT_LIMIT,
    scope: "fipe",
    onError: (error) => app.log.warn({ err: error }, "FIPE client limit unavailable: lookup allowed"),
  });
  app.decorate("fipe", {
    ...stack,
    limiter,
    historyFiller,
    lookupVehicle: createVehicleLookup(proxy, {
      catalog: {
        months: (codes) => vehicleMonths(store, codes),
        priceIn: (codes, month) => priceInCatalogMonth(store, codes, month),
        history: (codes) => catalogHistory(store, codes),
      },
      priceTimeoutMs: VEHICLE_PRICE_TIMEOUT_MS,
      historyTimeoutMs: VEHICLE_HISTORY_TIMEOUT_MS,
      fillHistory,
    }),
    lookupPrice: createPriceLookup(proxy, { priceTimeoutMs: VEHICLE_PRICE_TIMEOUT_MS }),
    catalogPages: {
      type: (type: VehicleType) => typePage(store, type),
      brand: (type: VehicleType, brand: string) => brandPage(store, type, brand),
      model: (type: VehicleType, brand: string, model: string) => modelPage(store, type, brand, model),
    },
  });
  // Informative only: FIPE trouble never makes the server unready (stale data still serves).
  app.readinessChecks.fipe = async () => ({ ok: true, upstreams: await failover.status() });

  const sync = createSyncRunner({
    ...stack.syncDeps,
    lease: stack.lease,
    // A month just completed: its price alerts go out (idempotent).
    onMonthComplete: () => app.priceAlerts?.nudge(),
  });
  app.decorate("fipeSync", sync);
  app.addHook("onClose", async () => sync.stop());

  await app.register(fipeSearchRoutes, { db: database.db });
  await app.register(fipeRoutes, { proxy, limiter });
  await app.register(fipeHistoryRoutes, { proxy, limiter, fillHistory });
}

export default fp(fipePlugin, { name: "fipe", dependencies: ["database", "price-alerts"] });
