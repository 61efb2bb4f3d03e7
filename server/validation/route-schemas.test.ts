import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { linkForm, linkToken } from "./fields.ts";
import { registerFormBodies } from "./form-bodies.ts";
import { installRouteSchemas } from "./route-schemas.ts";

function schemaApp() {
  const app = Fastify();
  installRouteSchemas(app);
  return app;
}

describe("route schemas", () => {
  it("refuses a route that declares no schema, at registration", () => {
    const app = schemaApp();
    expect(() => app.get("/sem-schema", async () => "ok")).toThrow("GET /sem-schema declares no schema");
  });

  it("hands the handler the parsed values and answers a request that fails its schema in pt-BR", async () => {
    const app = schemaApp().withTypeProvider<ZodTypeProvider>();
    const schema = { querystring: z.object({ n: z.coerce.number().int().min(1) }) };
    app.get("/numero", { schema }, async (request) => ({ dobro: request.query.n * 2 }));
    app.get(
      "/proprio",
      { schema, config: { invalidRequest: { code: "X", message: "Informe um número." } } },
      async () => "",
    );

    expect((await app.inject("/numero?n=21")).json()).toEqual({ dobro: 42 });
    const refused = await app.inject("/numero?n=zero");
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.json()).toEqual({ code: "invalid_request", message: "Pedido inválido." });
    expect((await app.inject("/proprio?n=-1")).json()).toEqual({ code: "X", message: "Informe um número." });
  });

  it("reads a link's form posted urlencoded or as multipart (RFC 8058), and no body as an empty form", async () => {
    const app = schemaApp().withTypeProvider<ZodTypeProvider>();
    await app.register(async (scope) => {
      await registerFormBodies(scope, { bodyLimit: 4096 });
      scope
        .withTypeProvider<ZodTypeProvider>()
        .post("/cancelar", { schema: { body: linkForm({ token: linkToken }) } }, async (request) => request.body);
    });
    const urlencoded = await app.inject({
      method: "POST",
      url: "/cancelar",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "token=%20abc%20&List-Unsubscribe=One-Click",
    });
    expect(urlencoded.json()).toEqual({ token: "abc", "List-Unsubscribe": "One-Click" });

    const boundary = "----cec";
    const multipart = await app.inject({
      method: "POST",
      url: "/cancelar",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        "",
        "One-Click",
        `--${boundary}`,
        'Content-Disposition: form-data; name="token"',
        "",
        "xyz",
        `--${boundary}--`,
        "",
      ].join("\r\n"),
    });
    expect(multipart.json()).toEqual({ token: "xyz", "List-Unsubscribe": "One-Click" });

    expect((await app.inject({ method: "POST", url: "/cancelar" })).json()).toEqual({ token: "" });
  });
});

describe("the site's server", () => {
  const closing: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it("builds with a schema on every route, and refuses a new route without one", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    const app = await buildApp(loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent" }), {
      database,
      render: async () => new Response("<!DOCTYPE html><html></html>", { headers: { "content-type": "text/html" } }),
      mail: { autoStart: false },
      shareImages: { dir: null },
    });
    closing.push(() => app.close());
    expect(() => app.post("/api/nova-rota", async () => "ok")).toThrow("POST /api/nova-rota declares no schema");
    await app.ready();
    // Every domain is there (a route of each answers through its schema).
    expect((await app.inject("/api/fipe/busca")).statusCode).toBe(400);
    expect((await app.inject("/api/dados-publicos/combustiveis?uf=XX")).json()).toEqual({
      code: "INVALID_PLACE",
      message: "Informe a sigla de um estado (uf=SP, por exemplo) e, se quiser, uma cidade (cidade=campinas).",
    });
    expect((await app.inject("/api/fipe/carros/marcas/abc/modelos/1/anos/2014-3/historico")).json()).toEqual({
      error: "invalid FIPE path",
      message: "Tipo de veículo ou código inválido.",
    });
  });
});
