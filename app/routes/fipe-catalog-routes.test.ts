// The catalog's brand and model pages' loaders: what the server answers for an address, given
// what the catalog holds (a stand-in for the server's services).
import { describe, expect, it } from "vitest";
import type { CatalogPages, SiteServices } from "../load-context.ts";
import type { BrandPageData, ModelPageData } from "../lib/fipe/catalog-pages.ts";
import { loader as brandLoader } from "./fipe-marca.tsx";
import { loader as modelLoader } from "./fipe-modelo.tsx";
import { loader as typeLoader } from "./fipe-tipo.tsx";

const BRAND = { path: "/fipe/carros/21-fiat" } as BrandPageData;
const MODEL = { path: "/fipe/carros/21-fiat/21020-argo-1-0" } as ModelPageData;
const asked: string[] = [];

const catalog: CatalogPages = {
  type: async () => null,
  brand: async (type, brand) => (asked.push(`${type}/${brand}`), brand === "21" ? BRAND : null),
  model: async (type, brand, model) => (asked.push(`${type}/${brand}/${model}`), model === "21020" ? MODEL : null),
};

async function run(load: (args: never) => unknown, url: string, params: Record<string, string>, services = true) {
  try {
    return await load({
      params,
      request: new Request(`http://localhost${url}`),
      context: services ? { services: { fipeCatalog: catalog } as unknown as SiteServices } : {},
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } } | null)?.init?.status;

describe("the catalog pages' loaders", () => {
  it("render a brand or model the catalog holds at its canonical address, cacheable for a while", async () => {
    const brand = await run(brandLoader, BRAND.path, { tipo: "carros", marca: "21-fiat" });
    expect((brand as { data: unknown }).data).toBe(BRAND);
    expect((brand as { init: { headers: Record<string, string> } }).init.headers["Cache-Control"]).toBe(
      "public, max-age=600",
    );
    const model = await run(modelLoader, MODEL.path, { tipo: "carros", marca: "21-fiat", modelo: "21020-argo-1-0" });
    expect((model as { data: unknown }).data).toBe(MODEL);
  });

  it("send any other spelling to the canonical address in one 301, the query kept", async () => {
    const moved = (await run(brandLoader, "/fipe/carros/21?x=1", { tipo: "carros", marca: "21" })) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`${BRAND.path}?x=1`);
    const model = (await run(modelLoader, "/fipe/carros/21-old/21020", {
      tipo: "carros",
      marca: "21-old",
      modelo: "21020",
    })) as Response;
    expect(model.headers.get("Location")).toBe(MODEL.path);
  });

  it("answer 404 for what the catalog does not hold and for addresses that are not codes, asking nothing for those", async () => {
    asked.length = 0;
    expect(statusOf(await run(brandLoader, "/fipe/carros/9", { tipo: "carros", marca: "9" }))).toBe(404);
    expect(statusOf(await run(modelLoader, "/fipe/carros/21/9", { tipo: "carros", marca: "21", modelo: "9" }))).toBe(
      404,
    );
    expect(asked).toEqual(["carros/9", "carros/21/9"]);
    for (const [tipo, marca] of [
      ["avioes", "21"],
      ["carros", "fiat"],
      ["carros", "21;drop"],
    ] as const) {
      expect(statusOf(await run(brandLoader, `/fipe/${tipo}/${marca}`, { tipo, marca }))).toBe(404);
    }
    expect(statusOf(await run(typeLoader, "/fipe/avioes", { tipo: "avioes" }))).toBe(404);
    // A type whose brands the catalog does not hold yet: the page says so (no 404 for a link /fipe shows).
    const empty = await run(typeLoader, "/fipe/carros", { tipo: "carros" });
    expect(statusOf(empty) ?? 200).toBe(200);
    expect((empty as { data: unknown }).data).toEqual({ tipo: "carros", empty: true });
    expect(asked).toEqual(["carros/9", "carros/21/9"]);
  });

  it("load nothing when prerendering (no services)", async () => {
    expect(await run(brandLoader, "/fipe/carros/21", { tipo: "carros", marca: "21" }, false)).toBeNull();
    expect(await run(modelLoader, "/fipe/carros/21/1", { tipo: "carros", marca: "21", modelo: "1" }, false)).toBeNull();
  });
});
