// The FIPE proxy with several upstreams (v1, v2, the FIPE site stand-ins): fail-over, the
// circuit breaker, the daily budget shared through the database (across a restart and across
// two app instances), /readyz, and one upstream call across processes for one key.
import type { UpstreamStatus } from "../failover.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { startFipeStandIns, type FipeStandIns } from "../../../tests/fixtures/fipe/server.ts";
import type { FipeMockMode } from "../../../tests/fixtures/fipe/stand-in.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";

const BUILD_DIR = makeFakeBuild();
const AMAROK = "carros/marcas/59/modelos/5940/anos/2014-3";
const AMAROK_ANSWER = {
  Valor: "R$ 106.138,00",
  Marca: "VW - VolksWagen",
  Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
  AnoModelo: 2014,
  Combustivel: "Diesel",
  CodigoFipe: "005340-6",
  MesReferencia: "fevereiro de 2017",
};

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `FIPE fail-over on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let stands: FipeStandIns;
      let database: Database;
      const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

      async function newApp(env: Record<string, string> = {}, db: Database = database) {
        const app = await buildApp(
          loadConfig({
            BUILD_DIR,
            LOG_LEVEL: "silent",
            FIPE_CLIENT_LIMIT: "100000",
            FIPE_UPSTREAMS: stands.upstreams,
            FIPE_TIMEOUT_MS: "400",
            ...env,
          }),
          { database: { ...db, close: async () => {} } },
        );
        apps.push(app);
        return app;
      }

      const hits = (name: "v1" | "v2" | "site", path?: string) => stands[name].hits(path);

      /** Caches the lists that lookups' codes are checked against (server/fipe/parent-list.ts),
       * then forgets those calls (hit counts, budget), so a test counts only its own lookups. */
      async function warm(app: Awaited<ReturnType<typeof buildApp>>, ...urls: string[]) {
        for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(200);
        for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
        await database.db.execute(sql`delete from fipe_upstream_calls`);
      }

      beforeAll(async () => {
        stands = await startFipeStandIns();
        database = await engine.open();
      });
      beforeEach(async () => {
        for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
        await database.db.execute(sql`delete from fipe_cache`);
        await database.db.execute(sql`delete from fipe_upstream_calls`);
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await database.close();
        await engine.dispose();
        await stands.close();
      });

      it("with v1 down and nothing cached, a car lookup succeeds through v2, in v1's shapes", async () => {
        stands.v1.setMode("down");
        const app = await newApp();
        const brands = await app.inject({ url: "/api/fipe/carros/marcas" });
        expect(brands.statusCode).toBe(200);
        expect(brands.json()).toContainEqual({ codigo: "59", nome: "VW - VolksWagen" });
        const models = (await app.inject({ url: "/api/fipe/carros/marcas/59/modelos" })).json();
        expect(models).toContainEqual({ codigo: "5940", nome: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut" });
        const years = (await app.inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos" })).json();
        expect(years[0]).toEqual({ codigo: "32000-3", nome: "32000 Diesel" });
        const price = await app.inject({ url: `/api/fipe/${AMAROK}` });
        expect(price.statusCode).toBe(200);
        expect(price.json()).toEqual(AMAROK_ANSWER);
        expect(hits("v2", AMAROK)).toBe(1);
        expect(hits("site")).toBe(0);
      });

      it("with v1 and v2 down, the lookup goes to the FIPE site (form-encoded POSTs)", async () => {
        stands.v1.setMode("500");
        stands.v2.setMode("429");
        const app = await newApp({ FIPE_TIMEOUT_MS: "3000" });
        const price = await app.inject({ url: `/api/fipe/${AMAROK}` });
        expect(price.statusCode).toBe(200);
        expect(price.json()).toEqual(AMAROK_ANSWER);
        expect(hits("site", "referencias")).toBe(1); // the newest month, asked once
        expect(hits("site", AMAROK)).toBe(1);
        const models = await app.inject({ url: "/api/fipe/motos/marcas/80/modelos" });
        expect(models.json()).toContainEqual({ codigo: "80000", nome: "CG 160 Fan 1.0 Flex 12V 5p" });
        expect(hits("site", "referencias")).toBe(1);
      });

      it("answers the same from every upstream alone (brands, models, years, price)", async () => {
        const paths = [
          "carros/marcas",
          "motos/marcas/101/modelos",
          "caminhoes/marcas/102/modelos/102010/anos",
          "carros/marcas/21/modelos/21002/anos/2019-1",
          "motos/marcas/80/modelos/80000/anos/32000-1",
        ];
        const answers: Record<string, unknown[]> = {};
        for (const kind of ["v1", "v2", "site"] as const) {
          await database.db.execute(sql`delete from fipe_cache`);
          const url = stands[kind].url;
          const app = await newApp({ FIPE_UPSTREAMS: `${kind}:${url}`, FIPE_TIMEOUT_MS: "5000" });
          answers[kind] = [];
          for (const path of paths) {
            const res = await app.inject({ url: `/api/fipe/${path}` });
            expect(res.statusCode, `${kind} ${path}`).toBe(200);
            answers[kind].push(res.json());
          }
        }
        expect(answers.v2).toEqual(answers.v1);
        expect(answers.site).toEqual(answers.v1);
      }, 20_000);

      it.each<[FipeMockMode, string]>([
        ["500", "a 5xx"],
        ["429", "a 429"],
        ["challenge", "a challenge page"],
        ["error-body", "an error body"],
        ["slow", "a timeout"],
        ["down", "a dropped connection"],
      ])("moves on to the next upstream after %s (%s)", async (mode) => {
        stands.v1.setMode(mode, 2000);
        const app = await newApp();
        const res = await app.inject({ url: "/api/fipe/carros/marcas/21/modelos" });
        expect(res.statusCode).toBe(200);
        expect(res.headers["x-cache"]).toBe("MISS");
        expect(hits("v1", "carros/marcas/21/modelos")).toBe(1);
        expect(hits("v2", "carros/marcas/21/modelos")).toBe(1);
      });

      it("sends FIPE_API_TOKEN to v1 and v2 only, and the site a form-encoded POST with its Referer", async () => {
        const app = await newApp({ FIPE_API_TOKEN: "token-abc", FIPE_TIMEOUT_MS: "3000" });
        await app.inject({ url: "/api/fipe/carros/marcas" });
        expect(stands.v1.lastHeaders()["x-subscription-token"]).toBe("token-abc");
        stands.v1.setMode("500");
        await app.inject({ url: "/api/fipe/motos/marcas" });
        expect(stands.v2.lastHeaders()["x-subscription-token"]).toBe("token-abc");
        stands.v2.setMode("500");
        expect((await app.inject({ url: "/api/fipe/caminhoes/marcas" })).statusCode).toBe(200);
        const site = stands.site.lastHeaders();
        expect(site["x-subscription-token"]).toBeUndefined();
        expect(site.referer).toBe("https://veiculos.fipe.org.br/");
        expect(site["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
      });

      it("passes a not-found on without asking the other upstreams", async () => {
        const res = await (await newApp()).inject({ url: "/api/fipe/carros/marcas/59/modelos/5940/anos/1990-1" });
        expect(res.statusCode).toBe(404);
        expect(hits("v2")).toBe(0);
      });

      it("when every upstream fails: a JSON error (no stale copy) and /readyz still ready", async () => {
        for (const s of [stands.v1, stands.v2, stands.site]) s.setMode("500");
        const app = await newApp();
        const res = await app.inject({ url: "/api/fipe/carros/marcas/22/modelos" });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ message: "Falha na comunicação com a API." });
        const ready = await app.inject({ url: "/readyz" });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: "ok" });
        const upstreams = (await app.readiness()).checks.fipe!.upstreams as UpstreamStatus[];
        expect(upstreams.map((u: { id: string }) => u.id)).toEqual(["v1", "v2", "site"]);
        expect(upstreams[0]).toMatchObject({
          kind: "v1",
          dailyLimit: 450,
          callsToday: 1,
          remaining: 449,
          circuitOpen: false,
          consecutiveFailures: 1,
          lastFailure: { reason: "server-error", message: "upstream status 500" },
        });
        expect(upstreams[2]).toMatchObject({ kind: "site", dailyLimit: null, remaining: null });
      });

      it("skips an upstream whose circuit is open instead of trying it on every request", async () => {
        const app = await newApp({ FIPE_CIRCUIT_FAILURES: "3", FIPE_CIRCUIT_COOLDOWN_MS: "60000" });
        await warm(app, "/api/fipe/carros/marcas");
        stands.v1.setMode("500");
        for (const brand of ["1", "21", "22", "23", "25", "26"]) {
          const res = await app.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos` });
          expect(res.statusCode).toBe(200);
        }
        expect(hits("v1")).toBe(3);
        expect(hits("v2")).toBe(6);
        const v1 = ((await app.readiness()).checks.fipe!.upstreams as UpstreamStatus[])[0];
        expect(v1).toMatchObject({ circuitOpen: true, consecutiveFailures: 3 });
        expect(Date.parse(v1!.circuitOpenUntil!)).toBeGreaterThan(Date.now() + 50_000);
      });

      it("tries the upstream again after the cool-down and closes the circuit when it answers", async () => {
        const app = await newApp({ FIPE_CIRCUIT_FAILURES: "2", FIPE_CIRCUIT_COOLDOWN_MS: "300" });
        await warm(app, "/api/fipe/carros/marcas");
        stands.v1.setMode("500");
        for (const brand of ["1", "21", "22"]) await app.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos` });
        expect(hits("v1")).toBe(2);
        stands.v1.setMode("ok");
        // Time itself is what is tested: the circuit's 300 ms cool-down has to run out.
        await new Promise((r) => setTimeout(r, 350));
        await app.inject({ url: "/api/fipe/carros/marcas/23/modelos" });
        expect(hits("v1", "carros/marcas/23/modelos")).toBe(1);
        expect(hits("v2", "carros/marcas/23/modelos")).toBe(0);
        const v1 = ((await app.readiness()).checks.fipe!.upstreams as UpstreamStatus[])[0];
        expect(v1).toMatchObject({ circuitOpen: false, consecutiveFailures: 0 });
      });

      it("with FIPE_DAILY_LIMIT=5, the sixth new key is answered without calling v1", async () => {
        const app = await newApp({ FIPE_DAILY_LIMIT: "5" });
        await warm(app, "/api/fipe/carros/marcas");
        const brands = ["1", "21", "22", "23", "25", "26"];
        for (const brand of brands) {
          const res = await app.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos` });
          expect(res.statusCode).toBe(200);
        }
        expect(hits("v1")).toBe(5);
        expect(hits("v1", "carros/marcas/26/modelos")).toBe(0);
        expect(hits("v2", "carros/marcas/26/modelos")).toBe(1);
        const [v1, v2] = (await app.readiness()).checks.fipe!.upstreams as UpstreamStatus[];
        expect(v1).toMatchObject({ callsToday: 5, remaining: 0, budgetSpent: true });
        expect(v2).toMatchObject({ callsToday: 1, remaining: 4, budgetSpent: false });
      });

      it("keeps the budget across a restart and across two app instances on one database", async () => {
        const first = await newApp({ FIPE_DAILY_LIMIT: "5" });
        await warm(first, "/api/fipe/carros/marcas");
        for (const brand of ["1", "21", "22"]) await first.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos` });
        await first.close(); // a restart: the next instance starts with empty memory
        const second = await newApp({ FIPE_DAILY_LIMIT: "5" });
        const third = await newApp({ FIPE_DAILY_LIMIT: "5" });
        await second.inject({ url: "/api/fipe/carros/marcas/23/modelos" });
        await third.inject({ url: "/api/fipe/carros/marcas/25/modelos" });
        await second.inject({ url: "/api/fipe/carros/marcas/26/modelos" });
        await third.inject({ url: "/api/fipe/carros/marcas/48/modelos" });
        expect(hits("v1")).toBe(5);
        expect(hits("v2")).toBe(2);
        const [v1] = (await third.readiness()).checks.fipe!.upstreams as UpstreamStatus[];
        expect(v1).toMatchObject({ callsToday: 5, remaining: 0 });
      });

      it("never overspends when two instances spend the budget at the same time", async () => {
        // What is counted is the budget: a call timed out on a busy host would go to v2 as well.
        const a = await newApp({ FIPE_DAILY_LIMIT: "5", FIPE_TIMEOUT_MS: "5000" });
        const b = await newApp({ FIPE_DAILY_LIMIT: "5", FIPE_TIMEOUT_MS: "5000" });
        const models = ["59", "21", "23", "22"]; // 8 new keys: 5 for v1, 3 for v2
        await warm(a, ...models.map((brand) => `/api/fipe/carros/marcas/${brand}/modelos`));
        const answers = await Promise.all(
          models.flatMap((brand) => [
            a.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos/${Number(brand) * 1000}/anos` }),
            b.inject({ url: `/api/fipe/carros/marcas/${brand}/modelos/${Number(brand) * 1000 + 1}/anos` }),
          ]),
        );
        expect(answers.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`)).toEqual(
          answers.map(() => expect.stringMatching(/^200/)),
        );
        expect(hits("v1")).toBe(5);
        expect(hits("v2")).toBe(answers.length - 5);
        const result = (await database.db.execute(
          sql`select calls from fipe_upstream_calls where upstream = 'v1'`,
        )) as unknown as { rows: Array<{ calls: number }> };
        expect(result.rows[0]!.calls).toBe(5);
      });

      // Two sessions on one PostgreSQL server: defined for that engine only (nothing skipped on PGlite).
      if (engine.name === "postgres")
        it("makes ONE upstream call for concurrent first requests of one key from two processes", async () => {
          stands.v1.setMode("slow", 300);
          const a = await newApp({ FIPE_TIMEOUT_MS: "3000" });
          const b = await newApp({ FIPE_TIMEOUT_MS: "3000" });
          const url = `/api/fipe/${AMAROK}`;
          const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).inject({ url })));
          expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
          expect(answers.every((r) => r.json().Valor === "R$ 106.138,00")).toBe(true);
          expect(hits("v1", AMAROK) + hits("v2", AMAROK) + hits("site", AMAROK)).toBe(1);
        });
    },
  );
}
