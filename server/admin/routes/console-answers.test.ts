// The console's answers as the database gives them (timestamps, JSON columns, every column of a
// `select *`) fit their schemas on PGlite and PostgreSQL, and admins get the API's full OpenAPI
// document.
import { sql } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../../tests/helpers/fake-build.ts";
import { addAdmin } from "../accounts.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";

const SITE = "https://www.carroemconta.com.br";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `console answers on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let app: Awaited<ReturnType<typeof buildApp>>;
      let cookie: string;
      const get = (url: string) => app.inject({ url, headers: { cookie, origin: SITE } });

      beforeAll(async () => {
        database = await engine.open();
        const config = loadConfig({
          BUILD_DIR: makeFakeBuild(),
          LOG_LEVEL: "silent",
          DATA_DIR: mkdtempSync(join(tmpdir(), "cec-admin-answers-")),
          BETTER_AUTH_SECRET: "s".repeat(40),
          SITE_URL: SITE,
        });
        app = await buildApp(config, { database, render: null, mail: { autoStart: false } });
        await addAdmin(database.db, { email: "chefe@example.com", password: "senha-chefe-123", addedBy: null });
        const signIn = await app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { "content-type": "application/json", origin: SITE },
          payload: { email: "chefe@example.com", password: "senha-chefe-123" },
        });
        expect(signIn.statusCode).toBe(200);
        const setCookie = signIn.headers["set-cookie"];
        cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).map((c) => c.split(";")[0]).join("; ");
      });
      afterAll(async () => {
        await app.close();
        await engine.dispose();
      });

      it("the FIPE sync's state, every column of it", async () => {
        await database.db.execute(sql`insert into fipe_sync_state
            (month, reference_code, status, total, done, failures, calls, eta_at, completed_at, last_error)
          values ('2026-11', 330, 'running', 100, 40, 2, 45, now() + interval '1 hour', null, 'timeout')`);
        const res = await get("/api/admin/fipe");
        expect(res.statusCode).toBe(200);
        const { sync } = res.json();
        expect(sync.state).toMatchObject({ month: "2026-11", reference_code: 330, status: "running", done: 40 });
        // Every column, timestamps as the database writes them.
        const [row] = (
          (await database.db.execute(sql`select started_at::text, eta_at::text from fipe_sync_state`)) as unknown as {
            rows: Array<{ started_at: string; eta_at: string }>;
          }
        ).rows;
        expect(sync.state).toMatchObject({ started_at: row!.started_at, eta_at: row!.eta_at, completed_at: null });
        expect(Object.keys(sync.state)).toHaveLength(14);
      });

      it("the public data sources' refresh, with its report and lease", async () => {
        await database.db.execute(sql`update public_data_sources set last_attempt_at = now(),
            last_error = 'HTTP 503', last_error_at = now(), last_report = '{"files": 2, "rows": 10}'::jsonb,
            lease_owner = 'host:1', lease_until = now() + interval '1 minute'
          where name = 'anp'`);
        const res = await get("/api/admin/public-data");
        expect(res.statusCode).toBe(200);
        const anp = res.json().sources.find((s: { name: string }) => s.name === "anp");
        expect(anp).toMatchObject({
          lastSuccessAt: null,
          lastError: "HTTP 503",
          lastReport: { files: 2, rows: 10 },
          runningBy: "host:1",
        });
        expect(anp.lastAttemptAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      });

      it("admins get the full OpenAPI document: the public endpoints and the console's", async () => {
        const res = await get("/api/admin/openapi.json");
        expect(res.statusCode).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
        const document = res.json();
        expect(document.openapi).toMatch(/^3\./);
        expect(document.paths["/api/admin/messages/{id}"].patch.tags).toEqual(["Console"]);
        expect(document.paths["/api/setup/first-admin"].post.responses["201"]).toBeDefined();
        expect(document.paths["/api/fipe/busca"].get.tags).toEqual(["FIPE"]);
        expect((await app.inject("/api/admin/openapi.json")).statusCode).toBe(401);
      });
    },
  );
}
