import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INLINE_SCRIPT, makeFakeBuild } from "../tests/helpers/fake-build.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  app = await buildApp(loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent" }));
});
afterAll(() => app.close());

describe("static site", () => {
  it("serves a page with revalidation, an ETag and a CSP listing its inline script's hash", async () => {
    const res = await app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.etag).toMatch(/^".+"$/);
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    const hash = createHash("sha256").update(INLINE_SCRIPT).digest("base64");
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject({ url: "/blog" });
    const second = await app.inject({ url: "/blog", headers: { "if-none-match": String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("sends the precompressed brotli, else gzip, else plain body", async () => {
    const br = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("console.log('app')");
    const gz = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("console.log('app')");
    const plain = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("caches hashed assets for a year, immutable", async () => {
    const res = await app.inject({ url: "/assets/app-abc123.js" });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("answers unknown paths, the raw 404 page and the SPA fallback with the not-found page and 404", async () => {
    for (const url of ["/nao-existe", "/404", "/__spa-fallback.html", "/blog/nao-existe"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("Página não encontrada");
    }
  });

  it("answers a malformed URL with a 4xx, never a 500", async () => {
    const res = await app.inject({ url: "/%E0%A4%A" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const res = await app.inject({ url: "/blog/?a=1" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/blog?a=1");
  });

  it("serves the feed and the sitemap with their types", async () => {
    expect((await app.inject({ url: "/rss.xml" })).headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect((await app.inject({ url: "/sitemap.xml" })).headers["content-type"]).toBe("application/xml; charset=utf-8");
  });

  it("serves the service worker uncached, as JavaScript, with a policy that lets it fetch this origin only", async () => {
    const res = await app.inject({ url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-security-policy"]).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
  });

  it("serves the web manifest and share images with their types, and pages allow the worker and manifest", async () => {
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.headers["content-type"]).toBe("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await app.inject({ url: "/images/share/inicio.png" })).headers["content-type"]).toBe("image/png");
    const csp = String((await app.inject({ url: "/" })).headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("answers HEAD without a body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });
});

describe("security headers", () => {
  it("are on pages, assets, API answers and 404s", async () => {
    for (const url of ["/", "/assets/app-abc123.js", "/healthz", "/nao-existe"]) {
      const res = await app.inject({ url });
      expect(res.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"], url).toContain("camera=()");
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
  });
});

describe("health", () => {
  it("/healthz answers ok", async () => {
    const res = await app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});
