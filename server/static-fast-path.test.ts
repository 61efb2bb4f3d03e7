// The static fast path (before the router) over real HTTP answers exactly what the router's
// static route answers through app.inject, and hands everything else on.
import { request } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../tests/helpers/fake-build.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildApp(loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent" }));
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that differ per response by nature. */
const stable = (headers: Record<string, unknown>) => {
  const { date: _d, connection: _c, "keep-alive": _k, ...rest } = headers;
  return rest;
};

describe("static fast path", () => {
  it.each([
    ["/", { "accept-encoding": "br, gzip" }],
    ["/", { "accept-encoding": "gzip" }],
    ["/", {}],
    ["/blog?utm=x", { "accept-encoding": "gzip" }],
    ["/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" }],
  ])("%s %j: same status, headers and body as the router", async (path, headers) => {
    const fast = await get(path, headers);
    const routed = await app.inject({ url: path, headers });
    expect(fast.status).toBe(routed.statusCode);
    expect(stable(fast.headers)).toEqual(stable(routed.headers));
    expect(fast.body.equals(routed.rawPayload)).toBe(true);
    expect(fast.headers["strict-transport-security"]).toBeDefined();
    expect(fast.headers["content-security-policy"]).toBeDefined();
  });

  it("answers 304 to a matching If-None-Match (also in a list), HEAD without a body", async () => {
    const first = await get("/blog");
    const etag = String(first.headers.etag);
    expect((await get("/blog", { "if-none-match": etag })).status).toBe(304);
    expect((await get("/blog", { "if-none-match": `"other", ${etag}` })).status).toBe(304);
    expect((await get("/blog", { "if-none-match": '"other"' })).status).toBe(200);
    const head = await get("/blog", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("hands on what is not exactly a file: 404 page, redirects, API, other methods", async () => {
    const missing = await get("/nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-cache");
    expect(missing.headers["strict-transport-security"]).toBeDefined();
    expect((await get("/blog/")).status).toBe(301);
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/", {}, "DELETE")).status).toBe(404);
  });
});
