// A month FIPE has just published is taken at once: `npm run fipe:sync` and the background
// sync ask FIPE for the month list itself (one call) instead of the proxy's list cached for
// 6 h; the background sync does so at most hourly. PGlite in memory; the FIPE services are
// a fake fail-over (the reference list is the only thing asked here).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../db/client.ts";
import { createFipeCache } from "../cache.ts";
import type { Failover } from "../failover.ts";
import { createFipeProxy } from "../proxy.ts";
import { normalizeReferences } from "../references.ts";
import { createSingleFlight } from "../single-flight.ts";
import { UpstreamError } from "../upstreams/types.ts";
import { createSyncRunner, FRESH_REFERENCES_MS } from "./sync-runner.ts";
import { createCatalogStore } from "./store.ts";
import { syncNewestMonth, type SyncDeps } from "./sync.ts";

const OCTOBER = { codigo: "338", mes: "outubro de 2026" };
const NOVEMBER = { codigo: "339", mes: "novembro de 2026" };

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await database.close();
});

/** FIPE as the fail-over sees it: the reference list it publishes now; every other call fails. */
function fakeFipe() {
  const fipe = { published: [OCTOBER], referenceCalls: 0 };
  const failover = {
    async run(call: (u: never, ctx: never) => Promise<unknown>, parse: (raw: unknown) => unknown) {
      const upstream = {
        references: async () => {
          fipe.referenceCalls++;
          return fipe.published;
        },
      };
      return parse(await call(upstream as never, {} as never));
    },
    async runInBackground() {
      throw new UpstreamError("unreachable", "not in this test");
    },
    status: async () => [],
    backgroundCapacity: async () => ({ leftToday: 0, perDay: 0, siteIntervalMs: null }),
  } as unknown as Failover;
  return { fipe, failover };
}

describe("the month list, asked afresh", () => {
  it("proxy.references({ fresh }) makes one call whatever the cache holds; the cached list serves the rest", async () => {
    const { fipe, failover } = fakeFipe();
    const proxy = createFipeProxy({
      failover,
      cache: createFipeCache(database.db),
      singleFlight: createSingleFlight(null, { waitMs: 1000 }),
    });
    expect((await proxy.references()).body).toEqual(normalizeReferences([OCTOBER]));
    fipe.published = [NOVEMBER, OCTOBER]; // FIPE publishes November
    expect((await proxy.references()).body).toEqual(normalizeReferences([OCTOBER])); // cached 6 h
    expect(fipe.referenceCalls).toBe(1);
    expect((await proxy.references({ fresh: true })).body).toEqual(normalizeReferences([NOVEMBER, OCTOBER]));
    expect(fipe.referenceCalls).toBe(2);
    expect((await proxy.references()).body).toEqual(normalizeReferences([NOVEMBER, OCTOBER]));
    expect(fipe.referenceCalls).toBe(2);
  });

  it("a sync run with freshReferences (npm run fipe:sync) works on the month FIPE just published", async () => {
    const { fipe, failover } = fakeFipe();
    const asked: Array<boolean | undefined> = [];
    const proxy = createFipeProxy({
      failover,
      cache: createFipeCache(database.db, { memoryMax: 0 }),
      singleFlight: createSingleFlight(null, { waitMs: 1000 }),
    });
    await proxy.references(); // October cached
    fipe.published = [NOVEMBER, OCTOBER];
    const deps: SyncDeps = {
      store: createCatalogStore(database.db),
      failover,
      references: async (options) => {
        asked.push(options?.fresh);
        const answer = await proxy.references(options);
        return answer.status === 200 ? answer.body : null;
      },
    };
    const result = await syncNewestMonth(deps, { types: ["motos"], freshReferences: true });
    expect(asked).toEqual([true]);
    expect(result.month).toBe("2026-11");
    expect(result.complete).toBe(false); // every other call fails here
  });

  it("the background sync asks afresh at its first check, then at most once per FRESH_REFERENCES_MS", async () => {
    const asked: Array<boolean | undefined> = [];
    let t = Date.UTC(2026, 10, 25, 12);
    const runner = createSyncRunner(
      {
        store: createCatalogStore(database.db),
        failover: fakeFipe().failover,
        lease: { owner: "test", claim: async () => true, release: async () => {}, holder: async () => null },
        references: async (options) => {
          asked.push(options?.fresh);
          return null; // FIPE unreachable: nothing to decide this time
        },
      },
      { now: () => t },
    );
    await runner.runOnce();
    t += 10 * 60_000;
    await runner.runOnce();
    t += FRESH_REFERENCES_MS;
    await runner.runOnce();
    expect(asked).toEqual([true, false, true]);
  });
});
