// The fail-over's warnings (one per event, not per request), the site's pacing, and the
// functions the price history builds on: references() and priceInMonth() through
// fail-over + budget + cache, on every upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFipeStandIns, type FipeStandIns } from "../../tests/fixtures/fipe/server.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { sql } from "drizzle-orm";
import { createBudget } from "./budget.ts";
import { createFipeCache } from "./cache.ts";
import { createFailover } from "./failover.ts";
import { createFipeProxy } from "./proxy.ts";
import { createSingleFlight } from "./single-flight.ts";
import type { UpstreamKind } from "./upstreams/types.ts";

let stands: FipeStandIns;
let database: Database;

beforeAll(async () => {
  stands = await startFipeStandIns();
  database = await openDatabase({ dataDir: "memory://" });
});
beforeEach(async () => {
  for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
  await database.db.execute(sql`delete from fipe_cache`);
  await database.db.execute(sql`delete from fipe_upstream_calls`);
});
afterAll(async () => {
  await database.close();
  await stands.close();
});

function setup({
  kinds = ["v1", "v2", "site"] as UpstreamKind[],
  dailyLimit = 450,
  siteIntervalMs = 1000,
  timeoutMs = 3000,
  breaker = { failures: 3, cooldownMs: 60_000 },
} = {}) {
  const warnings: Array<{ obj: object; msg: string }> = [];
  const log = { warn: (obj: object, msg: string) => warnings.push({ obj, msg }) };
  const failover = createFailover({
    specs: kinds.map((kind) => ({ kind, url: stands[kind].url })),
    dailyLimit,
    timeoutMs,
    budget: createBudget(database.db),
    breaker,
    siteIntervalMs,
    log,
  });
  const proxy = createFipeProxy({
    failover,
    cache: createFipeCache(database.db),
    singleFlight: createSingleFlight(database, { waitMs: 7000 }),
  });
  return { failover, proxy, warnings };
}

const AMAROK = { type: "carros", brand: "59", model: "5940", year: "2014-3" } as const;
const TSI = { type: "carros", brand: "59", model: "59001", year: "2020-1" } as const; // launched 9 months ago

describe("FIPE fail-over", () => {
  it("warns once when a circuit opens, not once per request", async () => {
    stands.v1.setMode("500");
    const { proxy, warnings } = setup();
    for (const brand of ["1", "21", "22", "23", "25", "26", "48"]) {
      expect(
        (await proxy.lookup({ kind: "models", type: "carros", brand, path: `carros/marcas/${brand}/modelos` })).status,
      ).toBe(200);
    }
    const opened = warnings.filter((w) => w.msg.includes("circuit is open"));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.obj).toMatchObject({ upstream: "v1", failures: 3 });
  });

  it("warns once when a budget runs out, and skips that upstream for the rest of the day", async () => {
    const { proxy, warnings, failover } = setup({ dailyLimit: 2 });
    for (const brand of ["1", "21", "22", "23", "25", "26"]) {
      await proxy.lookup({ kind: "models", type: "carros", brand, path: `carros/marcas/${brand}/modelos` });
    }
    const spent = warnings.filter((w) => w.msg.includes("budget is spent"));
    expect(spent.map((w) => (w.obj as { upstream: string }).upstream)).toEqual(["v1", "v2"]);
    expect(stands.v1.hits()).toBe(2);
    expect(stands.v2.hits()).toBe(2);
    expect(stands.site.hits("carros/marcas/26/modelos")).toBe(1);
    const status = await failover.status();
    expect(status.map((s) => s.budgetSpent)).toEqual([true, true, false]);
  }, 15_000);

  it("paces the FIPE site: calls at least the interval apart", async () => {
    const { proxy } = setup({ kinds: ["site"], siteIntervalMs: 400 });
    const started = Date.now();
    const answers = await Promise.all(
      ["1", "21", "22"].map((brand) =>
        proxy.lookup({ kind: "models", type: "carros", brand, path: `carros/marcas/${brand}/modelos` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // The reference list, the brand list the codes are checked against (once), three lists.
    expect(stands.site.hits()).toBe(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 400 - 20);
  });

  it("waiting for the site's turns does not count as the site being slow", async () => {
    // Turns 400 ms apart: the reference list, the brand check, then three lists. The third list
    // asks after the brand check and starts three turns (1.2 s) later: past the 800 ms an
    // answer may take, within the request's 1.6 s. Every answer here comes at once.
    const { proxy } = setup({ kinds: ["site"], siteIntervalMs: 400, timeoutMs: 800 });
    const answers = await Promise.all(
      ["1", "21", "22"].map((brand) =>
        proxy.lookup({ kind: "models", type: "carros", brand, path: `carros/marcas/${brand}/modelos` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(stands.site.hits()).toBe(5);
  });
});

describe.each<UpstreamKind>(["v1", "v2", "site"])("price history building blocks through %s", (kind) => {
  it("lists the reference months, newest first, labels trimmed", async () => {
    const { proxy } = setup({ kinds: [kind], siteIntervalMs: 50 });
    const answer = await proxy.references();
    expect(answer.status).toBe(200);
    const months = answer.status === 200 ? answer.body : [];
    expect(months.length).toBeGreaterThanOrEqual(14);
    expect(months[0]).toEqual({ codigo: "339", mes: "novembro de 2026" });
    expect(months[3]).toEqual({ codigo: "336", mes: "agosto de 2026" });
    expect((await proxy.references()).cache).toBe("HIT");
  });

  it("gives one vehicle's price in past months, varying, cached for good", async () => {
    const { proxy } = setup({ kinds: [kind], siteIntervalMs: 50 });
    const values: string[] = [];
    for (const code of ["339", "338", "334", "331"]) {
      const answer = await proxy.priceInMonth(TSI, code);
      expect(answer.status, code).toBe(200);
      if (answer.status === 200) values.push(answer.body.Valor);
      if (code === "331" && answer.status === 200) expect(answer.body.MesReferencia).toBe("março de 2026");
    }
    expect(new Set(values).size).toBe(values.length);
    const again = await proxy.priceInMonth(TSI, "331");
    expect(again.cache).toBe("HIT");
    expect(stands[kind].hits("carros/marcas/59/modelos/59001/anos/2020-1?referencia=331")).toBe(1);
  });

  it("answers 404 for a month before the vehicle existed, and remembers it", async () => {
    const { proxy } = setup({ kinds: [kind], siteIntervalMs: 50 });
    expect((await proxy.priceInMonth(TSI, "330")).status).toBe(404);
    const again = await proxy.priceInMonth(TSI, "330");
    expect(again).toMatchObject({ status: 404, cache: "HIT" });
    expect(stands[kind].hits("carros/marcas/59/modelos/59001/anos/2020-1?referencia=330")).toBe(1);
    // The newest month equals the current price.
    const newest = await proxy.priceInMonth(AMAROK, "339");
    expect(newest).toMatchObject({ status: 200, body: { Valor: "R$ 106.138,00" } });
  });
});

describe("price history through fail-over", () => {
  it("a past month's price comes from v2 when v1 fails, with the same value v1 gives", async () => {
    const direct = await setup({ kinds: ["v1"] }).proxy.priceInMonth(AMAROK, "328");
    await database.db.execute(sql`delete from fipe_cache`);
    stands.v1.setMode("500");
    const failedOver = await setup().proxy.priceInMonth(AMAROK, "328");
    expect(failedOver.status).toBe(200);
    expect(failedOver.body).toEqual(direct.body);
    expect(stands.v2.hits("carros/marcas/59/modelos/5940/anos/2014-3?referencia=328")).toBe(1);
  });

  it("refuses malformed vehicles and codes", () => {
    const { proxy } = setup();
    expect(() => proxy.priceInMonth({ ...AMAROK, brand: "x" }, "330")).toThrow(TypeError);
    expect(() => proxy.priceInMonth(AMAROK, "33;0")).toThrow(TypeError);
  });
});
