// The server as a process: one per data folder, no acknowledged row lost on SIGTERM, and
// 503 (not a crash) while PostgreSQL is unreachable, recovering when it returns.
import { mkdtempSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { needsDatabase, postgresSkipReason } from "../../tests/helpers/postgres-required.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { freePort, startServer } from "../../tests/helpers/server-process.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { DataDirInUseError } from "../db/data-dir-lock.ts";

const BUILD_DIR = makeFakeBuild();
const ANON_KEY = "reliability-anon-key-0001";

describe("one server per data folder", () => {
  it("refuses a second open of the same folder in this process", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cec-lock-"));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it("a second server process on the same DATA_DIR exits with a clear message", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cec-lock-"));
    const env = { DATA_DIR: dataDir, BUILD_DIR, ANON_KEY };
    const first = await startServer(env);
    try {
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      const second = await startServer(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/data folder .* is in use by another server \(pid \d+\)/);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM finishes the requests in flight and loses no acknowledged row", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cec-stop-"));
    const server = await startServer({ DATA_DIR: dataDir, BUILD_DIR, ANON_KEY, RATE_LIMIT_MAX: "100000" });
    const send = (i: number) =>
      fetch(`${server.url}/rest/v1/contact_messages`, {
        method: "POST",
        headers: { apikey: ANON_KEY, "content-type": "application/json" },
        body: JSON.stringify({ name: "Teste", email: `stop${i}@example.com`, message: `mensagem ${i}` }),
      }).then(
        (r) => ({ i, status: r.status }),
        () => ({ i, status: 0 }),
      );
    const inFlight = Array.from({ length: 60 }, (_, i) => send(i));
    // The signal comes as soon as the server has acknowledged a first row, the rest still in
    // flight (a fixed 30 ms wait sent it before any request was read on a slow host).
    await new Promise<void>((resolve) => {
      for (const request of inFlight) void request.then((r) => r.status === 201 && resolve());
      void Promise.all(inFlight).then(() => resolve());
    });
    server.child.kill("SIGTERM");
    const results = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);
    const acknowledged = results.filter((r) => r.status === 201).map((r) => `mensagem ${r.i}`);
    expect(acknowledged.length).toBeGreaterThan(0);

    const database = await openDatabase({ dataDir });
    const stored = await database.db.execute(sql`select message from contact_messages`);
    const messages = new Set((stored as { rows: Array<{ message: string }> }).rows.map((r) => r.message));
    await database.close();
    expect(acknowledged.filter((m) => !messages.has(m))).toEqual([]);
    // Everything refused was really refused: the server answered 503 or closed the connection.
    for (const r of results) expect([201, 503, 0]).toContain(r.status);
  });
});

/** A TCP proxy to PostgreSQL that can be cut and restored, to play an unreachable database. */
function pgProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  return {
    async start(port: number) {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async stop() {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

describe.skipIf(postgresSkipReason)(`database outage${postgresSkipReason ? ` (${postgresSkipReason})` : ""}`, () => {
  beforeAll(() => void needsDatabase());
  const engine = engines().find((e) => e.name === "postgres")!;
  afterAll(() => engine.dispose());

  it("answers 503 while PostgreSQL is unreachable, keeps running, and recovers", async () => {
    await (await engine.open()).close(); // creates the database and runs the migrations
    const target = new URL(engine.url!);
    const proxy = pgProxy(target);
    const port = await freePort();
    await proxy.start(port);
    const viaProxy = new URL(engine.url!);
    viaProxy.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: "", onPoolError: () => {} });
    const app = await buildApp(loadConfig({ BUILD_DIR, LOG_LEVEL: "silent", ANON_KEY, RATE_LIMIT_MAX: "1000" }), {
      database,
    });
    const insert = () =>
      app.inject({
        method: "POST",
        url: "/rest/v1/newsletter_subscriptions",
        headers: { apikey: ANON_KEY, "content-type": "application/json" },
        payload: { name: "Outage", email: "outage@example.com", has_accepted_terms: true },
      });
    try {
      expect((await insert()).statusCode).toBe(201);
      await proxy.stop();
      const down = await insert();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: "PGRST000", message: "Could not connect with the database" });
      expect((await app.inject({ url: "/readyz" })).statusCode).toBe(503);
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
      await proxy.start(port);
      const up = await insert();
      expect(up.statusCode).toBe(201);
      expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await proxy.stop();
    }
  });
});
