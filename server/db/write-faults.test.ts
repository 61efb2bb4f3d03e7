// A full disk at run time: writes answer 503, /readyz says unavailable until a write works
// again, and the failures log one line a minute, without stack traces.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "./client.ts";

const ANON_KEY = "test-anon-key-0123456789";
const headers = { apikey: ANON_KEY, "content-type": "application/json" };

describe("a full disk while running", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let diskFull = false;
  const lines: string[] = [];

  beforeAll(async () => {
    const real = await openDatabase({ dataDir: "memory://" });
    // PostgreSQL's answer when its disk is full (SQLSTATE 53100), on every write while "full".
    const database: Database = {
      ...real,
      runBatch: (groups) =>
        diskFull
          ? Promise.reject(
              Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
                code: "53100",
              }),
            )
          : real.runBatch(groups),
    };
    app = await buildApp(
      loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "info", ANON_KEY, RATE_LIMIT_MAX: "1000" }),
      {
        database,
        logStream: { write: (line) => lines.push(line) },
      },
    );
  });
  afterAll(() => app.close());

  it("becomes ready again by itself once writes work, with no visitor's write to prove it", async () => {
    diskFull = true;
    expect((await post(1000)).statusCode).toBe(503);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(503);
    // A balancer that trusts /readyz sends no insert here now: the server must check by itself.
    diskFull = false;
    const deadline = Date.now() + 15_000;
    let status = 503;
    while (Date.now() < deadline && status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await app.inject({ url: "/readyz" })).statusCode;
    }
    expect(status).toBe(200);
  }, 30_000);

  const post = (i: number) =>
    app.inject({
      method: "POST",
      url: "/rest/v1/contact_messages",
      headers,
      payload: { name: "Ana", email: `ana${i}@example.com`, message: "Olá" },
    });

  it("makes /readyz unready until a write succeeds, logging one line (no stack) per minute", async () => {
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    diskFull = true;
    lines.length = 0;
    for (let i = 0; i < 8; i++) {
      const res = await post(i);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "PGRST000" });
      expect(res.body).not.toMatch(/No space|base\/5/);
    }
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable" });
    const faultLines = lines.filter((l) => /"level":(50|60)/.test(l));
    expect(faultLines).toHaveLength(1);
    expect(faultLines[0]).toMatch(/database writes are failing/);
    expect(lines.join("")).not.toMatch(/"stack"/);

    diskFull = false;
    expect((await post(99)).statusCode).toBe(201);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});
