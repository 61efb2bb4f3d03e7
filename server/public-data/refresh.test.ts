// The refresh against the local ANP and BCB stand-ins on both engines: both sources imported,
// the newest loan rate and IPCA read back, a source down is recorded as the failure while what
// was held stays served, one process at a time per source, and the JSON endpoints' answers.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { bcbSeries } from "../../tests/fixtures/public-data/bcb-data.ts";
import { startPublicDataStandIn, type PublicDataStandIn } from "../../tests/fixtures/public-data/server.ts";
import type { Database } from "../db/client.ts";
import { parseSeries } from "./bcb/import.ts";
import { isDue, refreshSource, createPublicDataRunner } from "./refresh.ts";
import { publicDataRoutes } from "./routes.ts";
import { createPublicDataService } from "./service.ts";
import { claimSource, sourceStates } from "./sources.ts";
import { installRouteSchemas } from "../validation/route-schemas.ts";

const NEWEST_WEEK = "2026-11-15";
const BCB_NEWEST = "2026-09";

describe("refresh schedule and BCB answers", () => {
  const state = (over: Partial<Parameters<typeof isDue>[0] & object>) => ({
    name: "anp" as const,
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastError: null,
    lastErrorAt: null,
    lastReport: null,
    runningBy: null,
    ...over,
  });
  const now = Date.parse("2026-11-25T12:00:00Z");
  it("is due when never refreshed, a week after the ANP's refresh, a month after the BCB's, 6 h after a failure", () => {
    expect(isDue(state({}), now)).toBe(true);
    expect(isDue(state({ lastSuccessAt: "2026-11-20T12:00:00Z", lastAttemptAt: "2026-11-20T12:00:00Z" }), now)).toBe(
      false,
    );
    expect(isDue(state({ lastSuccessAt: "2026-11-18T11:00:00Z", lastAttemptAt: "2026-11-18T11:00:00Z" }), now)).toBe(
      true,
    );
    expect(isDue(state({ name: "bcb", lastSuccessAt: "2026-11-01T12:00:00Z" } as never), now)).toBe(false);
    expect(isDue(state({ name: "bcb", lastSuccessAt: "2026-10-20T12:00:00Z" } as never), now)).toBe(true);
    expect(isDue(state({ lastAttemptAt: "2026-11-25T09:00:00Z" }), now)).toBe(false);
    expect(isDue(state({ lastAttemptAt: "2026-11-25T05:00:00Z" }), now)).toBe(true);
  });
  it("reads the SGS shape and refuses another, naming the entry", () => {
    expect(parseSeries("u", [{ data: "01/09/2026", valor: "1.95" }])).toEqual([["2026-09-01", "1.95"]]);
    expect(() =>
      parseSeries("u", [
        { data: "01/09/2026", valor: "1.95" },
        { data: "2026-10", valor: "2" },
      ]),
    ).toThrow('u: item 2: data "2026-10" não é dd/mm/aaaa');
    expect(() => parseSeries("u", [{ data: "01/09/2026", valor: "1,95" }])).toThrow(
      'u: item 1: valor "1,95" não é um número',
    );
    expect(() => parseSeries("u", { erro: "x" })).toThrow("não é uma lista");
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `public data refresh on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let standIn: PublicDataStandIn;
      const config = () => ({ anpUrls: standIn.anpUrls, bcbUrl: standIn.bcbUrl });

      beforeAll(async () => {
        database = await engine.open();
        standIn = await startPublicDataStandIn(0, { newestWeekStart: NEWEST_WEEK, bcb: bcbSeries(BCB_NEWEST) });
      });
      afterAll(async () => {
        await standIn.close();
        await database.close();
        await engine.dispose();
      });

      it("imports both sources; the newest loan rate and the IPCA over a span read back", async () => {
        const runner = createPublicDataRunner(database.db, config());
        const outcomes = await runner.runOnce();
        expect(outcomes.map((o) => [o.source, o.error])).toEqual([
          ["anp", null],
          ["bcb", null],
        ]);
        // Nothing is due right after.
        expect(await runner.runOnce()).toEqual([]);
        const service = createPublicDataService(database.db);
        expect((await service.allFuelPrices()).states).toHaveLength(27);
        const rate = await service.loanRate();
        expect(rate).toMatchObject({ month: BCB_NEWEST, monthlyPercent: 1.95 });
        expect(rate!.yearlyPercent).toBeCloseTo(26.08, 2); // 1,0195^12 − 1
        // IPCA: 12 months held after 2025-09 up to 2026-09.
        const ipca = await service.ipcaBetween("2025-09", "2026-09");
        expect(ipca?.months).toBe(12);
        const entries = bcbSeries(BCB_NEWEST)[433]!
          .slice(-12)
          .map((e) => Number(e.valor));
        expect(ipca!.percent).toBeCloseTo((entries.reduce((a, v) => a * (1 + v / 100), 1) - 1) * 100, 10);
        // A span reaching past what is held gives nothing rather than part of it.
        expect(await service.ipcaBetween("2026-01", "2026-11")).toBeNull();
        const states = await sourceStates(database.db);
        expect(states.map((s) => [s.name, Boolean(s.lastSuccessAt), s.lastError])).toEqual([
          ["anp", true, null],
          ["bcb", true, null],
        ]);
      });

      it("a source down is recorded as the failure; what was held stays served", async () => {
        standIn.setMode("down");
        try {
          const outcome = await refreshSource(database.db, "anp", config());
          expect(outcome?.error).toMatch(/ultimas-4-semanas-gasolina-etanol\.csv: respondeu HTTP 503/);
          const bcb = await refreshSource(database.db, "bcb", config());
          expect(bcb?.error).toMatch(/bcdata\.sgs\.25471\/dados\?formato=json: respondeu HTTP 503/);
        } finally {
          standIn.setMode("ok");
        }
        const states = await sourceStates(database.db);
        expect(states.find((s) => s.name === "anp")?.lastError).toMatch(/HTTP 503/);
        const service = createPublicDataService(database.db);
        expect((await service.fuelPrices("SP"))?.prices.gasolina?.weekStart).toBe(NEWEST_WEEK);
        expect((await service.loanRate())?.month).toBe(BCB_NEWEST);
      });

      it("one process at a time per source", async () => {
        expect(await claimSource(database.db, "bcb", "other-host:1")).toBe(true);
        expect(await refreshSource(database.db, "bcb", config(), "this-host:2")).toBeNull();
        expect(await claimSource(database.db, "anp", "this-host:2")).toBe(true);
        expect((await sourceStates(database.db)).find((s) => s.name === "bcb")?.runningBy).toBe("other-host:1");
      });

      it("JSON endpoints: a state's prices, the loan rate, 400 for a bad state", async () => {
        const app = Fastify();
        installRouteSchemas(app);
        await app.register(publicDataRoutes, { service: createPublicDataService(database.db) });
        const sp = await app.inject("/api/dados-publicos/combustiveis?uf=sp");
        expect(sp.statusCode).toBe(200);
        expect(sp.headers["cache-control"]).toBe("public, max-age=600");
        expect(sp.json().prices.gasolina).toMatchObject({ weekStart: NEWEST_WEEK, weekEnd: "2026-11-21" });
        const bad = await app.inject("/api/dados-publicos/combustiveis?uf=XX");
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/sigla de um estado/);
        const rate = await app.inject("/api/dados-publicos/juros-veiculos");
        expect(rate.json().rate.month).toBe(BCB_NEWEST);
        await app.close();
      });
    },
  );
}
