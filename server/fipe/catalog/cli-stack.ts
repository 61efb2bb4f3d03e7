// The FIPE parts a command-line tool needs (npm run fipe:sync): the same fail-over, budget,
// cache and proxy as the server, from the same configuration, on the same database.
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createBudget } from "../budget.ts";
import { createFipeCache } from "../cache.ts";
import { createFailover } from "../failover.ts";
import { createFipeProxy } from "../proxy.ts";
import { createSingleFlight } from "../single-flight.ts";
import { createLease } from "./lease.ts";
import { createProxyCatalog } from "./proxy-catalog.ts";
import { createCatalogStore } from "./store.ts";
import type { SyncDeps } from "./sync.ts";

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function cliFipeStack(config: Config, database: Database, log: Log) {
  const store = createCatalogStore(database.db);
  const failover = createFailover({
    specs: config.FIPE_UPSTREAMS,
    token: config.FIPE_API_TOKEN,
    dailyLimit: config.FIPE_DAILY_LIMIT,
    timeoutMs: config.FIPE_TIMEOUT_MS,
    breaker: { failures: config.FIPE_CIRCUIT_FAILURES, cooldownMs: config.FIPE_CIRCUIT_COOLDOWN_MS },
    backgroundReserve: config.FIPE_SYNC_RESERVE,
    budget: createBudget(database.db),
    log,
  });
  const proxy = createFipeProxy({
    failover,
    cache: createFipeCache(database.db),
    singleFlight: createSingleFlight(database, { waitMs: 2 * config.FIPE_TIMEOUT_MS + 1000 }),
    catalog: createProxyCatalog(store, log),
    log,
  });
  const deps: SyncDeps = {
    store,
    failover,
    references: async (options) => {
      const answer = await proxy.references(options);
      return answer.status === 200 ? answer.body : null;
    },
    log,
  };
  return { store, failover, proxy, deps, lease: createLease(database.db) };
}
