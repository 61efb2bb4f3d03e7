// FIPE_CLIENT_LIMIT holds on every path: without it on the server-rendered page and the share
// image, 40 distinct vehicle pages from one address made 462 upstream calls and spent v2's
// whole daily budget. Here every
// path that can reach an upstream counts toward the client's limit, against the local FIPE
// stand-ins, on PGlite and PostgreSQL. (The history's months are no longer the client's calls:
// they fill in the background, server/fipe/history-filler.ts.)
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { vehicleAsJson } from "../../../tests/helpers/render-stand-in.ts";
import { startFipeStandIns, type FipeStandIns } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";

const BUILD_DIR = makeFakeBuild();
const LIMIT = 30;
const CLIENT = "203.0.113.40";
/** A tiny PNG stands in for the drawn card (drawing is not what is measured here). */
const PNG = Buffer.from("89504e470d0a1a0a", "hex");

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `one client's FIPE lookups through pages and images on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let stands: FipeStandIns;
      let database: Database;
      let app: Awaited<ReturnType<typeof buildApp>>;
      const upstreamHits = () => stands.v1.hits() + stands.v2.hits() + stands.site.hits();

      beforeAll(async () => {
        stands = await startFipeStandIns();
        database = await engine.open();
        app = await buildApp(
          loadConfig({
            BUILD_DIR,
            LOG_LEVEL: "silent",
            FIPE_UPSTREAMS: stands.upstreams,
            FIPE_TIMEOUT_MS: "2000",
            FIPE_CLIENT_LIMIT: String(LIMIT),
            FIPE_SYNC: "off",
          }),
          {
            database: { ...database, close: async () => {} },
            render: vehicleAsJson,
            mail: { autoStart: false },
            shareImages: { dir: null, render: async () => PNG },
          },
        );
        for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
      });
      afterAll(async () => {
        await app?.close();
        await stands?.close();
        await engine.dispose();
      });

      it("40 distinct vehicle pages and 10 share images stay within the client's limit; over it, no 5xx", async () => {
        const vehicles: string[] = [];
        for (let m = 21000; vehicles.length < 50; m++) {
          for (const year of ["2020-1", "2019-1", "2018-1"]) vehicles.push(`carros/21/${m}/${year}`);
        }
        const statuses: Record<string, number> = {};
        const outcomes: Record<string, number> = {};
        for (const v of vehicles.slice(0, 40)) {
          const res = await app.inject({ url: `/fipe/${v}`, remoteAddress: CLIENT });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const body = res.json<{ status: string } | null>();
          outcomes[body?.status ?? "null"] = (outcomes[body?.status ?? "null"] ?? 0) + 1;
        }
        for (const v of vehicles.slice(40, 50)) {
          const res = await app.inject({ url: `/fipe/imagem/${v}.png`, remoteAddress: CLIENT });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode === 429) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        }
        // The history months the pages did not hold are filled in the background, charged to
        // no client: stopped here, and their calls set apart from the client's own.
        app.fipe.historyFiller.stop();
        await app.fipe.historyFiller.idle();
        const hits = upstreamHits() - app.fipe.historyFiller.calls();
        console.log(
          `pages and images: ${JSON.stringify(statuses)}, lookups ${JSON.stringify(outcomes)}, upstream calls ${hits}`,
        );
        expect(Object.keys(statuses).every((s) => Number(s) < 500)).toBe(true);
        // Some pages were found before the limit, the rest were told to load in the browser.
        expect(outcomes.found).toBeGreaterThan(0);
        expect(outcomes.limited).toBeGreaterThan(0);
        expect(hits).toBeGreaterThan(0);
        expect(hits).toBeLessThanOrEqual(LIMIT);
        // The client's counter is written: its next uncached API lookup is refused too.
        const api = await app.inject({ url: "/api/fipe/carros/marcas/22/modelos", remoteAddress: CLIENT });
        expect(api.statusCode).toBe(429);
        if (engine.name === "postgres") {
          const rows = await database.db.execute(
            sql`select count from rate_limit_windows where key = ${`fipe:${CLIENT}`}`,
          );
          const count = Number((rows as unknown as { rows: Array<{ count: number }> }).rows[0]?.count);
          expect(count).toBeGreaterThanOrEqual(hits);
        }
        // Another client is not affected.
        const other = await app.inject({ url: "/api/fipe/carros/marcas/22/modelos", remoteAddress: "198.51.100.8" });
        expect(other.statusCode).toBe(200);
      });
    },
  );
}
