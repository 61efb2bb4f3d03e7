// The OpenAPI document (/api/openapi.json), built from the routes' schemas, and a real route's
// answer written from its schema.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { fipeCache } from "../db/schema.ts";

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema };
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; schema: { pattern?: string; enum?: string[] } }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string }>;
};

/** Every public endpoint, as the document names it. */
const PUBLIC_OPERATIONS = [
  "GET /api/fipe/{tipo}/marcas",
  "GET /api/fipe/{tipo}/marcas/{marca}/modelos",
  "GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos",
  "GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}",
  "GET /api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}/historico",
  "GET /api/fipe/busca",
  "GET /api/dados-publicos/combustiveis",
  "GET /api/dados-publicos/combustiveis/cidades",
  "GET /api/dados-publicos/juros-veiculos",
  "POST /api/alertas-de-preco",
  "POST /api/lembretes",
  "GET /api/newsletter/unsubscribe",
  "POST /api/newsletter/unsubscribe",
  "POST /api/newsletter/confirm",
  "GET /healthz",
  "GET /readyz",
].sort();

const operationsOf = (document: Document) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

/** The JSON schema of an operation's answer with `status`. */
const answerSchema = (operation: Operation | undefined, status: string) =>
  operation?.responses[status]?.content?.["application/json"]?.schema;

const PRICE_PATH = "carros/marcas/59/modelos/5940/anos/2014-3";
const PRICE = {
  Valor: "R$ 106.138,00",
  MesReferencia: "fevereiro de 2017",
  Marca: "VW - VolksWagen",
  Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
  AnoModelo: 2014,
  Combustivel: "Diesel",
  CodigoFipe: "005340-6",
};

describe("the OpenAPI document", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let document: Document;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    app = await buildApp(
      // No FIPE service is reachable: what these tests ask is in the cache.
      loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", FIPE_UPSTREAMS: "v1:http://127.0.0.1:9" }),
      { database, render: null, mail: { autoStart: false }, shareImages: { dir: null } },
    );
    await app.ready();
    const res = await app.inject("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    document = res.json();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is OpenAPI 3 and lists every public endpoint, and nothing else", () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(operationsOf(document)).toEqual(PUBLIC_OPERATIONS);
  });

  it("describes each endpoint's answers with their schemas, summaries in English", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toMatch(/^[A-Z][A-Za-z' ,-]+$/);
        expect(operation.tags, name).toHaveLength(1);
        const success = Object.keys(operation.responses).find((status) => status.startsWith("2"));
        expect(success, name).toBeDefined();
        const schema = answerSchema(operation, success!);
        expect(schema?.type, name).toMatch(/^(object|array)$/);
        // Every refusal the endpoint can give is described too.
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.description, `${name} ${status}`).not.toBe("Default Response");
        }
      }
    }
  });

  it("gives the FIPE price its shape and codes, and the public data its states", () => {
    const price = document.paths["/api/fipe/{tipo}/marcas/{marca}/modelos/{modelo}/anos/{ano}"]?.get;
    const priceAnswer = answerSchema(price, "200");
    expect(priceAnswer?.required).toEqual(Object.keys(PRICE));
    expect(Object.keys(answerSchema(price, "404")?.properties ?? {})).toEqual(["error", "message"]);
    const params = Object.fromEntries((price?.parameters ?? []).map((p) => [p.name, p.schema]));
    expect(params.tipo?.enum).toEqual(["carros", "motos", "caminhoes"]);
    expect(params.ano?.pattern).toBe("^\\d{4,5}-\\d{1,2}$");

    const brands = document.paths["/api/fipe/{tipo}/marcas"]?.get;
    expect(answerSchema(brands, "200")?.items?.required).toEqual(["codigo", "nome"]);

    const fuel = document.paths["/api/dados-publicos/combustiveis"]?.get;
    const prices = answerSchema(fuel, "200")?.properties?.prices;
    expect(Object.keys(prices?.properties ?? {})).toEqual([
      "gasolina",
      "gasolina_aditivada",
      "etanol",
      "diesel",
      "diesel_s10",
      "gnv",
    ]);
    expect(fuel?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(["query uf", "query cidade"]);
  });

  it("leaves the console out; the full document (for admins) has it", () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/api/admin"))).toEqual([]);
    expect(document.tags.map((tag) => tag.name)).not.toContain("Console");
    const full = app.swagger() as unknown as Document;
    const overview = full.paths["/api/admin/overview"]?.get;
    expect(overview?.tags).toEqual(["Console"]);
    expect(answerSchema(overview, "200")?.required).toEqual(["messages", "newsletter", "mail"]);
    expect(answerSchema(overview, "4XX")?.required).toEqual(["code", "message"]);
  });

  it("a lookup's answer is written from its schema, whichever way its path is written", async () => {
    // A cached answer carrying a field the FIPE shape does not have.
    await app.database.db
      .insert(fipeCache)
      .values({ key: PRICE_PATH, body: { ...PRICE, Interno: "não sai" }, expiresAt: new Date(Date.now() + 3600_000) });
    for (const url of [`/api/fipe/${PRICE_PATH}`, `/api/fipe/${PRICE_PATH}/`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-cache"], url).toBe("HIT");
      expect(res.json(), url).toEqual(PRICE);
    }
    await app.database.db.execute(sql`delete from fipe_cache`);
  });
});
