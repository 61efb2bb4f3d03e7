// The FIPE parts built from the configuration and the database: the upstreams' fail-over (with
// its daily budget), the catalog, the proxy in front of them (cache, single flight), and what
// the catalog's sync needs. The server's FIPE plugin (server/plugins/fipe.ts) and the
// command-line tools (npm run fipe:sync: scripts/fipe-sync.ts) both build them here.
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createBudget } from "./budget.ts";
import { createFipeCache } from "./cache.ts";
import { createFailover } from "./failover.ts";
import { createFipeProxy } from "./proxy.ts";
import { createSingleFlight } from "./single-flight.ts";
import { createLease } from "./catalog/lease.ts";
import { createProxyCatalog } from "./catalog/proxy-catalog.ts";
import { createCatalogStore } from "./catalog/store.ts";
import type { SyncDeps } from "./catalog/sync.ts";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createFipeStack(config: Config, database: Database, log: Log) {
  const store = createCatalogStore(database.db);
  const failover = createFailover({
    specs: config.FIPE_UPSTREAMS,
    token: config.FIPE_API_TOKEN,
    dailyLimit: config.FIPE_DAILY_LIMIT,
    timeoutMs: config.FIPE_TIMEOUT_MS,
    breaker: { failures: config.FIPE_CIRCUIT_FAILURES, cooldownMs: config.FIPE_CIRCUIT_COOLDOWN_MS },
    backgroundReserve: config.FIPE_SYNC_RESERVE,
    budget: createBudget(database.db, {
      onError: (error) => log.warn({ err: error }, "FIPE budget unavailable"),
    }),
    log,
  });
  const proxy = createFipeProxy({
    failover,
    catalog: createProxyCatalog(store, log),
    cache: createFipeCache(database.db, {
      onError: (error) => log.warn({ err: error }, "FIPE cache unavailable"),
    }),
    singleFlight: createSingleFlight(database, {
      waitMs: 2 * config.FIPE_TIMEOUT_MS + 1000,
      onError: (error) => log.warn({ err: error }, "FIPE single-flight lock unavailable"),
    }),
    log,
  });
  /** What the catalog's sync reads from: the store, the upstreams, the reference months. */
  const syncDeps: SyncDeps = {
    store,
    failover,
    references: async (options) => {
      const answer = await proxy.references(options);
      return answer.status === 200 ? answer.body : null;
    },
    log,
  };
  return { store, failover, proxy, syncDeps, lease: createLease(database.db) };
}

export type FipeStack = ReturnType<typeof createFipeStack>;
