// The FIPE budget is spent on the catalog, not on visitors: a vehicle page's history is what the
// catalog and the cache hold (its missing months fill in the background, charged to nobody),
// a request that waits for another's upstream call or is answered from the cache is never
// charged, a code that does not exist is a 404 before any limit, and the default limit lets a
// person browse a dozen vehicles a minute while a crawler is still refused. Against the local
// FIPE stand-ins, on PGlite.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { vehicleAsJson } from "../../../tests/helpers/render-stand-in.ts";
import { modelsOf, yearsOf } from "../../../tests/fixtures/fipe/data.ts";
import { startFipeStandIns, type FipeStandIns } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";

const BUILD_DIR = makeFakeBuild();

/** Distinct vehicles of brand 21 (Fiat), one year per model, `count` of them from model `skip`. */
function vehicles(count: number, skip = 0): string[] {
  const models = modelsOf("carros", "21")!.slice(skip, skip + count);
  return models.map((m) => `carros/21/${m.codigo}/${yearsOf(Number(m.codigo)).at(-1)!.codigo}`);
}

async function appWith(stands: FipeStandIns, env: Record<string, string> = {}) {
  const database = await openDatabase({ dataDir: "memory://" });
  const app = await buildApp(
    loadConfig({
      BUILD_DIR,
      LOG_LEVEL: "silent",
      FIPE_UPSTREAMS: stands.upstreams,
      FIPE_TIMEOUT_MS: "2000",
      FIPE_SYNC: "off",
      ...env,
    }),
    { database, render: vehicleAsJson, mail: { autoStart: false } },
  );
  return app;
}

describe("FIPE budget: visitors browsing under the default limit", () => {
  let stands: FipeStandIns;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    stands = await startFipeStandIns();
    app = await appWith(stands);
  });
  afterAll(async () => {
    await app?.close();
    await stands?.close();
  });

  // A dozen vehicle pages, then up to a hundred, each rendered with its lookups: ≈34 s measured
  // beside other test files on a loaded two-core host, over half the default: a larger bound.
  it("a dozen new vehicle pages in a row are all shown; a crawler's next hundred meet the limit", async () => {
    const person = "203.0.113.50";
    const outcomes: string[] = [];
    for (const v of vehicles(12)) {
      const res = await app.inject({ url: `/fipe/${v}`, remoteAddress: person });
      outcomes.push(res.json<{ status: string }>().status);
    }
    expect(outcomes).toEqual(Array(12).fill("found"));

    const crawler = "198.51.100.60";
    const statuses = new Set<string>();
    for (const v of vehicles(100, 12)) {
      const res = await app.inject({ url: `/fipe/${v}`, remoteAddress: crawler });
      statuses.add(res.json<{ status: string }>().status);
      if (statuses.has("limited")) break;
    }
    expect(statuses.has("limited")).toBe(true);
    app.fipe.historyFiller.stop();
  }, 120_000);
});

describe("FIPE budget: what is charged", () => {
  let stands: FipeStandIns;
  let app: Awaited<ReturnType<typeof appWith>>;
  const upstreamHits = () => stands.v1.hits() + stands.v2.hits() + stands.site.hits();
  beforeAll(async () => {
    stands = await startFipeStandIns();
    app = await appWith(stands, { FIPE_CLIENT_LIMIT: "3" });
  });
  afterAll(async () => {
    await app?.close();
    await stands?.close();
  });

  it("ten people behind one address asking the same new price at once: one upstream call, nobody refused", async () => {
    const [vehicle] = vehicles(1, 40);
    const [type, brand, model] = vehicle!.split("/");
    // The lists are already held (someone else browsed there).
    await app.inject({ url: `/api/fipe/${type}/marcas/${brand}/modelos/${model}/anos`, remoteAddress: "192.0.2.1" });
    const before = upstreamHits();
    const path = `/api/fipe/${vehicle!.replace(/^(\w+)\/(\d+)\/(\d+)\//, "$1/marcas/$2/modelos/$3/anos/")}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url: path, remoteAddress: "203.0.113.70" })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(upstreamHits() - before).toBe(1);
    // Answers from the cache are not charged either: the same price again, many times.
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: path, remoteAddress: "203.0.113.70" })).statusCode).toBe(200);
    }
  });

  it("a code that does not exist is a 404 even once the client's limit is spent", async () => {
    const client = "203.0.113.80";
    // Spend the limit (3) on new lists.
    for (const brand of ["21", "22", "23", "25"]) {
      await app.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos`, remoteAddress: client });
    }
    const spent = await app.inject({ url: "/api/fipe/carros/marcas/26/modelos", remoteAddress: client });
    expect(spent.statusCode).toBe(429);
    const unknown = await app.inject({ url: "/api/fipe/carros/marcas/21/modelos/99999/anos", remoteAddress: client });
    expect(unknown.statusCode).toBe(404);
  });
});
