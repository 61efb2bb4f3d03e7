// `npm run fipe:sync` against the local FIPE stand-ins (motos and caminhões: 192 lists and
// 2,116 model-years): a run killed with SIGKILL half-way resumes without asking any stored key
// again and exits 0 when the month is complete; a further run makes one upstream call (the
// month list, asked afresh); then,
// with every upstream stopped, the synced vehicles' lists, prices, pages and search answer from
// the catalog. On PGlite (a data folder) and on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { vehicleAsJson } from "#tests/helpers/render-stand-in.ts";
import { startFipeStandIns, type FipeStandIns } from "../../../tests/fixtures/fipe/server.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase, type Database } from "../../db/client.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SCRIPT = join(ROOT, "scripts/fipe-sync.ts");
const BUILD_DIR = makeFakeBuild();

type Run = { child: ChildProcess; done: Promise<{ code: number | null; out: string }> };

function runSync(env: Record<string, string>, args = ["--tipos", "motos,caminhoes"]): Run {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (c) => (out += c));
  child.stderr!.on("data", (c) => (out += c));
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out })),
  );
  return { child, done };
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `npm run fipe:sync on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let stands: FipeStandIns;
      let env: Record<string, string>;
      const dataDir = mkdtempSync(join(tmpdir(), "cec-sync-"));
      const hits = () => {
        const all: Record<string, number> = {};
        for (const s of [stands.v1, stands.v2, stands.site]) {
          for (const [k, n] of Object.entries(s.hitMap())) all[k] = (all[k] ?? 0) + n;
        }
        return all;
      };
      const total = () => Object.values(hits()).reduce((a, b) => a + b, 0);

      beforeAll(async () => {
        stands = await startFipeStandIns();
        if (engine.name === "postgres") await (await engine.open()).close(); // creates the database
        env = {
          FIPE_UPSTREAMS: stands.upstreams,
          FIPE_DAILY_LIMIT: "1000000",
          FIPE_TIMEOUT_MS: "60000",
          // With DATABASE_URL the configuration asks for the shared auth secret, as in production.
          ...(engine.name === "postgres"
            ? {
                DATABASE_URL: engine.url!,
                DATA_DIR: "",
                BETTER_AUTH_SECRET: "sync-test-secret-0123456789abcdef0123456789",
              }
            : { DATA_DIR: dataDir }),
        };
      });
      afterAll(async () => {
        await stands.close();
        await engine.dispose();
      });

      // Three runs of `npm run fipe:sync` over 2,116 model-years, each a new process through tsx,
      // the first allowed 120 s to reach half-way: minutes on a busy host.
      it("killed half-way, resumes without asking a stored key again, completes with exit 0; a second run makes no call", async () => {
        const first = runSync({ ...env }, ["--tipos", "motos,caminhoes", "--concurrency", "1"]);
        // Half-way through the prices, hold every new request (answer none), so the run is
        // waiting on one unanswered call with everything before it stored, then SIGKILL it.
        await vi.waitFor(() => expect(total()).toBeGreaterThanOrEqual(1200), { timeout: 120_000, interval: 50 });
        for (const s of [stands.v1, stands.v2, stands.site]) s.setMode("slow", 600_000);
        // One call at a time (--concurrency 1) and a 60 s FIPE timeout: once a stand-in holds a
        // call, the run asks nothing more until it is killed.
        const held = () => stands.v1.held() + stands.v2.held() + stands.site.held();
        await vi.waitFor(() => expect(held()).toBe(1), { timeout: 30_000, interval: 20 });
        const heldAtKill = hits();
        first.child.kill("SIGKILL");
        expect((await first.done).code).toBe(null);
        for (const s of [stands.v1, stands.v2, stands.site]) s.setMode("ok");

        const second = runSync(env);
        const { code, out } = await second.done;
        expect(out).toContain("is complete");
        expect(code).toBe(0);
        const after = hits();
        const twice = Object.entries(after).filter(([k, n]) => k !== "referencias" && n > 1);
        // The one call in flight at the kill got no answer: only it may be asked again.
        const unanswered = Object.keys(heldAtKill).filter((k) => k !== "referencias");
        expect(twice.length).toBeLessThanOrEqual(1);
        for (const [k] of twice) expect(unanswered).toContain(k);
        expect(twice.every(([, n]) => n === 2)).toBe(true);
        // Every price of the two types was asked: 2,116 model-years.
        const prices = Object.keys(after).filter((k) => /\/anos\/\d+-\d+$/.test(k));
        expect(prices.length).toBe(2116);

        for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
        const third = await runSync(env).done;
        expect(third.code).toBe(0);
        expect(third.out).toContain("0 upstream calls");
        // Only the month list, asked afresh (one call): a month FIPE just published is seen at once.
        expect(hits()).toEqual({ referencias: 1 });
      }, 300_000);

      it("with every upstream stopped, the synced vehicles' lists, prices, page and search still answer", async () => {
        // Counted from here (the previous case's last run asked the month list once).
        for (const s of [stands.v1, stands.v2, stands.site]) s.reset();
        for (const s of [stands.v1, stands.v2, stands.site]) s.setMode("down");
        const database: Database =
          engine.name === "postgres"
            ? await openDatabase({ databaseUrl: engine.url!, dataDir: "" })
            : await openDatabase({ dataDir });
        const app = await buildApp(
          loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", FIPE_UPSTREAMS: stands.upstreams, FIPE_TIMEOUT_MS: "300" }),
          { database, render: vehicleAsJson },
        );
        try {
          for (const path of [
            "motos/marcas",
            "motos/marcas/80/modelos",
            "motos/marcas/80/modelos/80010/anos",
            "motos/marcas/80/modelos/80010/anos/2020-2",
          ]) {
            const res = await app.inject({ url: `/api/fipe/${path}` });
            expect(res.statusCode, path).toBe(200);
            expect(res.headers["x-cache"], path).toBe("CATALOG");
          }
          const price = (await app.inject({ url: "/api/fipe/motos/marcas/80/modelos/80010/anos/2020-2" })).json();
          expect(price).toMatchObject({ Marca: "HONDA", AnoModelo: 2020, CodigoFipe: "080010-0", Valor: /^R\$ / });
          const search = (
            await app.inject({ url: `/api/fipe/busca?q=${encodeURIComponent("cg 160 titan 2020")}` })
          ).json();
          expect(search.results.length).toBeGreaterThan(0);
          expect(search.results[0]).toMatchObject({
            tipo: "motos",
            marca: { nome: "HONDA" },
            ano: { codigo: "2020-2" },
          });
          expect(search.results[0].modelo.nome).toMatch(/^CG 160 Titan/);
          expect(total()).toBe(0);
          // The vehicle's page is rendered with its price and lists from the catalog (its
          // loader's lookup; past months it lacks are asked of the stopped upstreams, and left out).
          const page = await app.inject({ url: "/fipe/motos/80/80010/2020-2" });
          expect(page.json()).toMatchObject({ status: "found", data: { price: { Marca: "HONDA" } } });
        } finally {
          await app.close();
        }
      });
    },
  );
}
