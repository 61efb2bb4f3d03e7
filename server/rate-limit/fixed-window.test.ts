// The write limit: in memory for one process (PGlite), in PostgreSQL for all processes on a
// database (two apps, each with its own connection pool, play two server processes).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { needsDatabase, postgresSkipReason } from "../../tests/helpers/postgres-required.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createMemoryRateLimiter, pgRateLimiter } from "./fixed-window.ts";

const BUILD_DIR = makeFakeBuild();
const ANON_KEY = "rate-limit-anon-key-00001";

describe("memory store", () => {
  it("allows max hits per window and key, then refuses until the window ends", () => {
    const limiter = createMemoryRateLimiter(2, 60_000);
    const t = 1_000_000;
    expect(limiter.hit("a", t).allowed).toBe(true);
    expect(limiter.hit("a", t + 1).allowed).toBe(true);
    expect(limiter.hit("a", t + 2)).toEqual({ allowed: false, retryAfterSeconds: 60, count: 3 });
    expect(limiter.hit("b", t + 3).allowed).toBe(true);
    expect(limiter.hit("a", t + 60_000).allowed).toBe(true);
  });
});

describe.skipIf(postgresSkipReason)(`PostgreSQL store${postgresSkipReason ? ` (${postgresSkipReason})` : ""}`, () => {
  beforeAll(() => void needsDatabase());
  const engine = engines().find((e) => e.name === "postgres")!;
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of opened) await database.close().catch(() => {});
    await engine.dispose();
  });

  /** Another "process": its own pool on the same database. */
  async function open(): Promise<Database> {
    const database =
      opened.length === 0 ? await engine.open() : await openDatabase({ databaseUrl: engine.url!, dataDir: "" });
    opened.push(database);
    return database;
  }

  async function app(max: number) {
    const instance = await buildApp(
      loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", ANON_KEY, RATE_LIMIT_MAX: String(max) }),
      { database: await open() },
    );
    apps.push(instance);
    return instance;
  }

  const write = (instance: FastifyInstance, ip: string, i: number) =>
    instance.inject({
      method: "POST",
      url: "/rest/v1/contact_messages",
      remoteAddress: ip,
      headers: { apikey: ANON_KEY, "content-type": "application/json" },
      payload: { name: "Limite", email: `limite${i}@example.com`, message: `mensagem ${ip} ${i}` },
    });

  it("two apps on one database share one client's limit", async () => {
    const a = await app(3);
    const b = await app(3);
    const ip = "198.51.100.7";
    const statuses = [];
    for (const [i, instance] of [a, b, a, b, a].entries()) statuses.push((await write(instance, ip, i)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await write(b, ip, 9);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("PGRST429");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another client is not affected, on either app.
    expect((await write(a, "198.51.100.8", 10)).statusCode).toBe(201);
    expect((await write(b, "198.51.100.8", 11)).statusCode).toBe(201);
    // Only the accepted writes were stored.
    const stored = await opened[0]!.db.execute(
      sql`select count(*)::int as n from contact_messages where message like ${"mensagem 198.51.100.7 %"}`,
    );
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(3);
  });

  it("concurrent hits through two pools allow exactly max", async () => {
    const [first, second] = [opened[0]!, opened[1]!];
    const one = pgRateLimiter(first.db, { max: 10, scope: "test-concurrent" });
    const two = pgRateLimiter(second.db, { max: 10, scope: "test-concurrent" });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).hit("203.0.113.1")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    // Other keys counted in the same round trips are independent.
    const mixed = await Promise.all([one.hit("203.0.113.2"), two.hit("203.0.113.3"), one.hit("203.0.113.1")]);
    expect(mixed.map((r) => r.allowed)).toEqual([true, true, false]);
  });

  it("a window that ended starts again from zero", async () => {
    const limiter = pgRateLimiter(opened[0]!.db, { max: 1, windowMs: 600, scope: "test-window" });
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect((await limiter.hit("k")).allowed).toBe(false);
    // Time itself is what is tested here: the 600 ms window has to end (on the database's clock).
    await new Promise((r) => setTimeout(r, 700));
    expect((await limiter.hit("k")).allowed).toBe(true);
    // A second process that never saw the key agrees.
    const other = pgRateLimiter(opened[1]!.db, { max: 1, windowMs: 600, scope: "test-window" });
    expect((await other.hit("k")).allowed).toBe(false);
  });
});
