// A JSON body nested 15,000 levels deep (in a contact message) was answered 503 "Could not
// connect with the database": now a 400 in the route's own shape, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "./json-depth.ts";

const ANON_KEY = "json-depth-anon-key-0001";
const headers = { apikey: ANON_KEY, "content-type": "application/json" };

describe("deeply nested JSON", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    app = await buildApp(loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", ANON_KEY }), { database });
  });
  afterAll(() => app?.close());

  it("counts depth without recursion", () => {
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`), MAX_JSON_DEPTH)).toBe(true);
  });

  it("a contact message with 15,000 nested arrays is a 400, not a 503; an ordinary one is stored", async () => {
    const deep = `{"name":"Ana","email":"ana@example.com","message":${"[".repeat(15_000)}${"]".repeat(15_000)}}`;
    const res = await app.inject({ method: "POST", url: "/rest/v1/contact_messages", headers, payload: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "PGRST102" });
    const ok = await app.inject({
      method: "POST",
      url: "/rest/v1/contact_messages",
      headers,
      payload: { name: "Ana", email: "ana@example.com", message: "Olá" },
    });
    expect(ok.statusCode).toBe(201);
  });
});
