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

describe("form posts whose body is not a form", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  // Reads the body as an action does (request.formData(), which throws on anything but a form).
  const action: RenderRequest = async (request) =>
    Response.json({ fields: request.method === "POST" ? [...(await request.formData()).keys()] : [] });
  beforeAll(async () => {
    app = await buildApp(
      loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", SITE_URL: "https://www.carroemconta.com.br" }),
      { database: await openDatabase({ dataDir: "memory://" }), render: action, mail: { autoStart: false } },
    );
  });
  afterAll(() => app.close());

  const paths = ["/contato", "/newsletter", "/entrar", "/admin/configurar", "/fipe/carros/21/21002/2020-1"];
  const bodies: [string, Record<string, string>, string | undefined][] = [
    ["text/plain", { "content-type": "text/plain" }, "name=Ana&email=ana@example.com"],
    ["JSON", { "content-type": "application/json" }, JSON.stringify({ name: "Ana" })],
    ["broken JSON", { "content-type": "application/json" }, "{"],
    ["no body", {}, undefined],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }, "--x--\r\n"],
  ];

  it("answers 415 with a pt-BR JSON message, never a 500, on every form's address", async () => {
    for (const path of paths) {
      for (const [name, headers, payload] of bodies) {
        const res = await app.inject({
          method: "POST",
          url: path,
          headers: { host: "www.carroemconta.com.br", ...headers },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode, `${path} ${name}`).toBe(415);
        expect(res.json()).toEqual({
          code: "unsupported_media_type",
          message: "Pedido inválido: envie os dados pelo formulário da página (application/x-www-form-urlencoded).",
        });
      }
    }
  });

  it("a body over the forms' limit is 413 in pt-BR; a form still reaches its action, even empty", async () => {
    const big = await app.inject({
      method: "POST",
      url: "/contato",
      headers: { host: "www.carroemconta.com.br", "content-type": "text/plain" },
      payload: "x".repeat(40_000),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/^Formulário grande demais/);
    for (const payload of ["name=Ana", ""]) {
      const res = await app.inject({
        method: "POST",
        url: "/contato",
        headers: {
          host: "www.carroemconta.com.br",
          "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
        },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ fields: payload ? ["name"] : [] });
    }
  });
});
