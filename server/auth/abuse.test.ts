// Accounts under abuse: failed passwords from many addresses slow an account down but never
// keep the right one out, a password change ends the account's other sessions, and production
// trusts only SITE_URL as an origin (not http://localhost:PORT).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { SIGN_IN_LIMIT_PER_MINUTE, createAuth, signInDelayMs, trustedOrigins } from "./better-auth.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";

const BUILD_DIR = makeFakeBuild();
const SITE = "http://localhost:3000";
const json = { "content-type": "application/json", origin: SITE };
type App = Awaited<ReturnType<typeof buildApp>>;

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

function config(extra: Record<string, string> = {}) {
  return loadConfig({
    BUILD_DIR,
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-auth-abuse-")),
    SITE_URL: SITE,
    BETTER_AUTH_SECRET: "auth-abuse-secret-0123456789abcdefghij",
    AUTH_SIGN_UP: "open",
    ...extra,
  });
}

const signIn = (app: App, email: string, password: string, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: json,
    payload: { email, password },
    remoteAddress: ip,
  });

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`sign-in and sessions on ${engine.name}`, () => {
    let database: Database;
    const apps: App[] = [];
    async function newApp(extra: Record<string, string> = {}, delayMs?: (failures: number) => number) {
      database ??= await engine.open();
      const app = await buildApp(config(extra), {
        database: { ...database, close: async () => {} },
        ...(delayMs ? { signInDelayMs: delayMs } : {}),
      });
      apps.push(app);
      return app;
    }
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
      await engine.dispose();
    });

    it("failed passwords never block the right one: 10 wrong from 10 addresses, then the right one from an 11th", async () => {
      const seen: number[] = [];
      // The delay the server would wait, recorded and shortened (the real one: signInDelayMs).
      const app = await newApp({}, (failures) => {
        seen.push(failures);
        return signInDelayMs(failures) / 100;
      });
      const signUp = await app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: json,
        payload: { name: "Admin", email: "alvo@example.com", password: "senha-certa-123" },
        remoteAddress: "192.0.2.10",
      });
      expect(signUp.statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push((await signIn(app, "Alvo@example.com", `errada-${i}-xyz`, `198.51.100.${i + 1}`)).statusCode);
      }
      expect(statuses).toEqual(Array(10).fill(401));
      const right = await signIn(app, "alvo@example.com", "senha-certa-123", "198.51.100.200");
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ user: { email: "alvo@example.com" } });
      // Each attempt read the failures before it, and the delay grows with them.
      expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(seen.map(signInDelayMs)).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000]);
    });

    // Two sessions on one PostgreSQL server: defined for that engine only (nothing skipped on PGlite).
    if (engine.name === "postgres")
      it("the per-address limit holds across processes on one PostgreSQL", async () => {
        const [a, b] = [await newApp(), await newApp()];
        const statuses: number[] = [];
        for (let i = 0; i <= SIGN_IN_LIMIT_PER_MINUTE; i++) {
          statuses.push(
            (await signIn(i % 2 ? a : b, `conta${i}@example.com`, "errada-123", "203.0.113.50")).statusCode,
          );
        }
        expect(statuses.slice(0, SIGN_IN_LIMIT_PER_MINUTE).every((s) => s === 401)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
      });

    it("a password change ends every other session of the account", async () => {
      const app = await newApp();
      const signUp = await app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: json,
        payload: { name: "Bia", email: "bia@example.com", password: "senha-antiga-123" },
        remoteAddress: "192.0.2.1",
      });
      expect(signUp.statusCode).toBe(200);
      // A sign-up starts no session: two sign-ins, two sessions.
      const first = await signIn(app, "bia@example.com", "senha-antiga-123", "192.0.2.1");
      const here = cookieHeader(first.headers["set-cookie"]);
      const other = await signIn(app, "bia@example.com", "senha-antiga-123", "192.0.2.2");
      expect(other.statusCode).toBe(200);
      const there = cookieHeader(other.headers["set-cookie"]);
      const changed = await app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { ...json, cookie: here },
        // The client does not ask for it: the server does it anyway.
        payload: { currentPassword: "senha-antiga-123", newPassword: "senha-nova-4567", revokeOtherSessions: false },
      });
      expect(changed.statusCode).toBe(200);
      const session = await app.inject({ url: "/api/auth/get-session", headers: { cookie: there } });
      expect(session.json()).toBeNull();
    });
  });
}

describe("trusted origins", () => {
  it("production trusts SITE_URL only; development also the local server", () => {
    const c = { SITE_URL: "https://www.carroemconta.com.br", PORT: 3000 };
    expect(trustedOrigins(c, true)).toEqual(["https://www.carroemconta.com.br"]);
    expect(trustedOrigins(c, false)).toContain("http://localhost:3000");
  });

  it("the production auth instance is configured with SITE_URL alone", async () => {
    const [pglite] = engines();
    const database = await pglite!.open();
    try {
      const c = config({ SITE_URL: "https://www.carroemconta.test" });
      const auth = createAuth(c, database.db, "x".repeat(32), { warn() {}, error() {} }, true);
      // (better-auth skips its origin check under a test runner, so the list itself is checked.)
      expect(auth.options.trustedOrigins).toEqual(["https://www.carroemconta.test"]);
    } finally {
      await database.close();
    }
  });
});
