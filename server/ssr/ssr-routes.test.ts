// The rendered routes' edges: a form posted from another site, and a Host header that cannot
// stand in a URL, answered with 4xx/200, never the 500 React Router would give.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "#tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { RenderRequest } from "./server-build.ts";

/** Answers the URL and method it was asked for, as React Router would see them. */
const echo: RenderRequest = async (request) => Response.json({ url: request.url, method: request.method });

describe("server-rendered routes", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const buildDir = makeFakeBuild();
    // Two prerendered calculators: /combustivel is served from its file when bare; /ipva is not.
    for (const page of ["ipva", "combustivel"]) {
      const dir = join(buildDir, page);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, "index.html"),
        `<!DOCTYPE html><html><head><title>${page}</title></head><body>prerendered ${page}</body></html>`,
      );
    }
    app = await buildApp(
      loadConfig({ BUILD_DIR: buildDir, LOG_LEVEL: "silent", SITE_URL: "https://www.carroemconta.com.br" }),
      { database: await openDatabase({ dataDir: "memory://" }), render: echo, mail: { autoStart: false } },
    );
  });
  afterAll(() => app.close());

  const post = (origin?: string) =>
    app.inject({
      method: "POST",
      url: "/contato",
      headers: {
        host: "www.carroemconta.com.br",
        "content-type": "application/x-www-form-urlencoded",
        ...(origin ? { origin } : {}),
      },
      payload: "name=Ana&email=ana%40example.com&message=Oi",
    });

  it("renders /ipva on each request even without a query (the tax year follows the day); /combustivel is its file", async () => {
    const ipva = await app.inject({ method: "GET", url: "/ipva", headers: { host: "www.carroemconta.com.br" } });
    expect(ipva.statusCode).toBe(200);
    expect(ipva.body).not.toContain("prerendered ipva");
    const fuel = await app.inject({ method: "GET", url: "/combustivel", headers: { host: "www.carroemconta.com.br" } });
    expect(fuel.statusCode).toBe(200);
    expect(fuel.body).toContain("prerendered combustivel");
  });

  it("refuses a form posted from another site with 403 and a pt-BR message", async () => {
    const res = await post("https://evil.example");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Formulário enviado de outro site: recusado.");
  });

  it("passes a form posted from the site itself to the page's action", async () => {
    for (const origin of ["https://www.carroemconta.com.br", undefined]) {
      const res = await post(origin);
      expect(res.statusCode, String(origin)).toBe(200);
      expect(res.json().method).toBe("POST");
    }
  });

  it("passes the vehicle page's own form (the price alert) to its action; from another site 403", async () => {
    const postVehicle = (origin: string) =>
      app.inject({
        method: "POST",
        url: "/fipe/carros/21/21002/2020-1",
        headers: { host: "www.carroemconta.com.br", "content-type": "application/x-www-form-urlencoded", origin },
        payload: "intent=alerta-de-preco&email=ana%40example.com&consent=on",
      });
    const own = await postVehicle("https://www.carroemconta.com.br");
    expect(own.statusCode).toBe(200);
    expect(own.json().method).toBe("POST");
    expect((await postVehicle("https://evil.example")).statusCode).toBe(403);
  });

  it("renders with a usable URL whatever the Host header says", async () => {
    const res = await app.inject({ url: "/fipe/carros/21/21002/2020-1", headers: { host: "a b<c>" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe("http://localhost/fipe/carros/21/21002/2020-1");
  });
});
