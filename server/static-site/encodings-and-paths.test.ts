// `Accept-Encoding: br;q=0, …` gets no brotli; the FIPE sitemaps are sent compressed (2.4 MB
// otherwise); `/fipe/../package.json` answers the not-found page with 404.
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { vehicleAsJson } from "../../tests/helpers/render-stand-in.ts";
import { seedCatalog } from "../../tests/fixtures/fipe/catalog-seed.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createCatalogStore } from "../fipe/catalog/store.ts";
import { parseAcceptEncoding } from "./files.ts";
import type { RenderRequest } from "../ssr/server-build.ts";

/** A rendered HTML page (for the encodings of pages rendered on request). */
const render: RenderRequest = async (request) =>
  new URL(request.url).pathname.startsWith("/financiamento")
    ? new Response(`<html><body>${"<p>Financiamento</p>".repeat(200)}</body></html>`, {
        headers: { "content-type": "text/html", "cache-control": "public, max-age=600" },
      })
    : vehicleAsJson(request, {});

/** The status line and headers of a request sent byte for byte as written (no URL clean-up). */
function rawGet(base: string, path: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let out = "";
    socket.on("data", (d) => (out += d.toString("latin1")));
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
  });
}

describe("encodings and paths", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    await seedCatalog(createCatalogStore(database.db), "carros", ["21"], { models: (m) => m >= 21020 && m < 21030 });
    app = await buildApp(
      loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", FIPE_UPSTREAMS: "v1:http://127.0.0.1:9" }),
      { database, render, mail: { autoStart: false } },
    );
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app?.close());

  it("reads q=0 as not acceptable, and * as the codings not listed", () => {
    expect(parseAcceptEncoding("br;q=0, gzip")).toEqual({ br: false, gzip: true });
    expect(parseAcceptEncoding("br;q=0, gzip;q=0")).toEqual({ br: false, gzip: false });
    expect(parseAcceptEncoding("gzip, deflate, br")).toEqual({ br: true, gzip: true });
    expect(parseAcceptEncoding("BR;Q=0.5")).toEqual({ br: true, gzip: false });
    expect(parseAcceptEncoding("*;q=0.1, br;q=0")).toEqual({ br: false, gzip: true });
    expect(parseAcceptEncoding("identity")).toEqual({ br: false, gzip: false });
    expect(parseAcceptEncoding("x-gzip")).toEqual({ br: false, gzip: true });
  });

  it("never sends brotli to br;q=0, for prerendered files, rendered pages and sitemaps", async () => {
    for (const url of [
      "/",
      "/assets/app-abc123.js",
      "/financiamento?valor=40000",
      "/sitemap-fipe-1.xml",
      "/sitemap-index.xml",
    ]) {
      const res = await app.inject({ url, headers: { "accept-encoding": "br;q=0, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("gzip");
      const none = await app.inject({ url, headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
      expect(none.headers["content-encoding"], url).toBeUndefined();
    }
  });

  it("compresses the FIPE sitemaps as the client accepts, with an ETag", async () => {
    const plain = await app.inject({ url: "/sitemap-fipe-1.xml" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<urlset");
    const br = await app.inject({ url: "/sitemap-fipe-1.xml", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/sitemap-fipe-1.xml", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({
      url: "/sitemap-fipe-1.xml",
      headers: { "if-none-match": String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for a path with a . or .. segment, as typed or percent-encoded", async () => {
    for (const path of [
      "/fipe/../package.json",
      "/fipe/%2e%2e/package.json",
      "/fipe/%2E%2E/%2E%2E/package.json",
      "/fipe/.%2e/package.json",
      "/../package.json",
      "/fipe/./carros",
      "/fipe/carros/..?x=1",
    ]) {
      const answer = await rawGet(base, path);
      expect(answer.split("\r\n")[0], path).toBe("HTTP/1.1 404 Not Found");
    }
    // Names that merely contain dots are untouched.
    expect((await rawGet(base, "/fipe/carros/21/21020/2020-1..")).split("\r\n")[0]).not.toBe(
      "HTTP/1.1 500 Internal Server Error",
    );
  });
});
