// The vehicle page's loader: what the server answers for a vehicle's address, given what the
// FIPE services say of it (a stand-in for the server's services).
import { describe, expect, it } from "vitest";
import type { SiteServices } from "../load-context.ts";
import type { VehicleLookup } from "../lib/fipe/vehicle-page-data.ts";
import type { FipeResult } from "../lib/fipe/fipe-types.ts";
import { loader, shouldRevalidate } from "./fipe.tsx";

const PRICE: FipeResult = {
  TipoVeiculo: 1,
  Valor: "R$ 77.059,00",
  Marca: "Fiat",
  Modelo: "Uno 1.6 MSI Flex 16V 4p",
  AnoModelo: 2020,
  Combustivel: "Gasolina",
  CodigoFipe: "001234-5",
  MesReferencia: "novembro de 2026",
  SiglaCombustivel: "G",
} as FipeResult;
const CANONICAL = "/fipe/carros/21-fiat/21002-uno-1-6-msi-flex-16v-4p/2020-1-2020-gasolina";

const SP_WEEK = { weekStart: "2026-11-15", weekEnd: "2026-11-21", stations: 40 };
function services(answer: VehicleLookup): SiteServices {
  return {
    vehicle: async () => answer,
    publicData: {
      placeFuelPrices: async (uf: string, city: string | null) =>
        uf === "SP" && !city ? { uf, city: null, place: uf, prices: { gasolina: { ...SP_WEEK, price: 6.262 } } } : null,
      fuelCities: async (uf: string) => (uf === "SP" ? [{ name: "Campinas", slug: "campinas" }] : []),
      ipcaBetween: async () => null,
    },
  } as unknown as SiteServices;
}

const found: VehicleLookup = {
  status: "found",
  data: {
    codes: { type: "carros", brand: "21", model: "21002", year: "2020-1" },
    brands: [{ codigo: "21", nome: "Fiat" }],
    models: [{ codigo: "21002", nome: PRICE.Modelo }],
    years: [{ codigo: "2020-1", nome: "2020 Gasolina" }],
    price: PRICE,
    history: [],
  },
};

async function load(url: string, params: Record<string, string>, answer: VehicleLookup | null) {
  try {
    return await loader({
      params,
      request: new Request(`http://localhost${url}`),
      context: answer ? { services: services(answer) } : {},
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

const PARAMS = { tipo: "carros", marca: "21", modelo: "21002", ano: "2020-1" };
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } } | null)?.init?.status;

describe("the vehicle page's loader", () => {
  it("renders a priced vehicle at its canonical address, cacheable for a while", async () => {
    const canonicalParams = {
      tipo: "carros",
      marca: "21-fiat",
      modelo: "21002-uno-1-6-msi-flex-16v-4p",
      ano: "2020-1-2020-gasolina",
    };
    const answer = (await load(CANONICAL, canonicalParams, found)) as {
      data: { vehicle: { price: FipeResult } };
      init: { headers: Record<string, string> };
    };
    expect(answer.data.vehicle.price.Valor).toBe("R$ 77.059,00");
    expect(answer.init.headers["Cache-Control"]).toBe("public, max-age=600");
  });

  it("gives the yearly cost the query's state's ANP means (so the price per litre is in the HTML), none without a state", async () => {
    const canonicalParams = {
      tipo: "carros",
      marca: "21-fiat",
      modelo: "21002-uno-1-6-msi-flex-16v-4p",
      ano: "2020-1-2020-gasolina",
    };
    const fuelOf = async (query: string) =>
      ((await load(`${CANONICAL}${query}`, canonicalParams, found)) as { data: { fuel: unknown } }).data.fuel;
    const sp = {
      uf: "SP",
      city: "",
      cities: [{ name: "Campinas", slug: "campinas" }],
      place: "SP",
      prices: { gasolina: { ...SP_WEEK, price: 6.262 } },
    };
    expect(await fuelOf("?uf=SP")).toEqual(sp);
    expect(await fuelOf("?uf=sp&km=1000")).toEqual(sp);
    expect(await fuelOf("?uf=AC")).toEqual({ uf: "AC", city: "", cities: [], place: "AC", prices: null });
    expect(await fuelOf("")).toBeNull();
    expect(await fuelOf("?uf=XX")).toBeNull();
  });

  it("computes the yearly cost of the query's send on the server, its problems beside the fields", async () => {
    const canonicalParams = {
      tipo: "carros",
      marca: "21-fiat",
      modelo: "21002-uno-1-6-msi-flex-16v-4p",
      ano: "2020-1-2020-gasolina",
    };
    type Ownership = {
      values: Record<string, string>;
      problems: Record<string, string>;
      computed: { ok: boolean; result?: { yearlyTotal: number; parts: Array<{ key: string; yearly: number | null }> } };
    };
    const ownershipOf = async (query: string) =>
      ((await load(`${CANONICAL}${query}`, canonicalParams, found)) as { data: { ownership: Ownership | null } }).data
        .ownership;
    // SP, a 2020 car: IPVA 4 % of R$ 77.059,00 = R$ 3.082,36; 1.000 km × 12 ÷ 10 km/l × R$ 6 = R$ 7.200,00.
    const sent = await ownershipOf("?uf=SP&km=1.000&litro=R%24+6&kml=10");
    expect(sent?.computed.ok).toBe(true);
    expect(sent?.computed.result?.parts.find((part) => part.key === "ipva")?.yearly).toBe(3082.36);
    expect(sent?.computed.result?.yearlyTotal).toBe(10282.36);
    expect(sent?.values.km).toBe("1.000");
    // A fuel block half filled: the message beside each missing field, nothing computed.
    const half = await ownershipOf("?km=1000");
    expect(half?.computed).toBeNull();
    expect(Object.keys(half?.problems ?? {})).toEqual(["litro", "kml"]);
    // The bare page: the empty form.
    expect((await ownershipOf(""))?.computed).toBeNull();
  });

  it("asks the server again for a send of the yearly cost, not for the lookup changing the vehicle", () => {
    const revalidate = (from: string, to: string) =>
      shouldRevalidate({
        currentUrl: new URL(`http://localhost${from}`),
        nextUrl: new URL(`http://localhost${to}`),
        defaultShouldRevalidate: true,
      } as never);
    expect(revalidate(CANONICAL, `${CANONICAL}?uf=SP&km=1000&litro=6&kml=10`)).toBe(true);
    expect(revalidate(`${CANONICAL}?uf=SP&km=1000`, `${CANONICAL}?uf=SP&km=2000`)).toBe(true);
    expect(revalidate(`${CANONICAL}?uf=SP`, `${CANONICAL}?uf=SP&cidade=campinas`)).toBe(true);
    expect(revalidate(CANONICAL, "/fipe/carros/21/21003/2021-1")).toBe(false);
    expect(revalidate(CANONICAL, "/financiamento")).toBe(true);
  });

  it("moves any other spelling, and the old query form, to the canonical address in one 301 (other query kept)", async () => {
    const fromCodes = (await load("/fipe/carros/21/21002/2020-1?comparar=x", PARAMS, found)) as Response;
    expect(fromCodes.status).toBe(301);
    expect(fromCodes.headers.get("Location")).toBe(`${CANONICAL}?comparar=x`);
    const fromQuery = (await load("/fipe?tipo=carros&marca=21&modelo=21002&ano=2020-1", {}, found)) as Response;
    expect(fromQuery.status).toBe(301);
    expect(fromQuery.headers.get("Location")).toBe(CANONICAL);
  });

  it("answers 404 for codes the FIPE service does not know and for partial vehicle paths", async () => {
    expect(statusOf(await load("/fipe/carros/21/99999/2020-1", PARAMS, { status: "not-found" }))).toBe(404);
    expect(statusOf(await load("/fipe/carros", { tipo: "carros" }, found))).toBe(404);
    expect(
      statusOf(await load("/fipe/carros/x/y/z", { tipo: "carros", marca: "x", modelo: "y", ano: "z" }, found)),
    ).toBe(404);
  });

  it("answers 404 for ?referencia= that is not a month, and passes a month on to the catalog", async () => {
    for (const bad of ["2026-13", "novembro", "2026-1", "339"]) {
      expect(statusOf(await load(`${CANONICAL}?referencia=${bad}`, PARAMS, found)), bad).toBe(404);
    }
    let asked: string | null | undefined;
    const spy = {
      vehicle: async (_codes: unknown, referencia?: string | null) => {
        asked = referencia;
        return { status: "not-found" } as VehicleLookup;
      },
    } as unknown as SiteServices;
    const answer = await loader({
      params: PARAMS,
      request: new Request(`http://localhost/fipe/carros/21/21002/2020-1?referencia=2019-02`),
      context: { services: spy },
    } as never).catch((thrown: unknown) => thrown);
    expect(asked).toBe("2019-02");
    expect(statusOf(answer)).toBe(404);
    // The select's "newest" option sends an empty value: the newest month, not a 404.
    expect(statusOf(await load(`${CANONICAL}?referencia=`, PARAMS, found))).not.toBe(404);
  });

  it("answers 503, not indexed and not cached, when the vehicle cannot be verified now", async () => {
    const answer = (await load("/fipe/carros/21/21002/2020-1", PARAMS, { status: "unavailable" })) as {
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.init.headers["X-Robots-Tag"]).toBe("noindex");
    expect(answer.init.headers["Cache-Control"]).toBe("no-store");
  });

  // A visitor over FIPE_CLIENT_LIMIT gets the page that loads the vehicle
  // in the browser, with 429 and Retry-After, never a 5xx.
  it("answers 429 with Retry-After, not indexed and not cached, when the client's FIPE lookups are spent", async () => {
    const answer = (await load("/fipe/carros/21/21002/2020-1", PARAMS, {
      status: "limited",
      retryAfterSeconds: 42,
    })) as { data: { vehicle: unknown }; init: { status: number; headers: Record<string, string> } };
    expect(answer.init.status).toBe(429);
    expect(answer.data.vehicle).toBeNull();
    expect(answer.init.headers["Retry-After"]).toBe("42");
    expect(answer.init.headers["Cache-Control"]).toBe("no-store");
  });

  it("loads every brand of each type for the bare lookup, and nothing at build time (no services)", async () => {
    const fiat = { codigo: "21", nome: "Fiat", path: "/fipe/carros/21-fiat" };
    const honda = { codigo: "80", nome: "Honda", path: "/fipe/motos/80-honda" };
    const pages = { carros: [fiat], motos: [honda], caminhoes: null };
    const withCatalog = {
      vehicle: async () => found,
      fipeCatalog: {
        type: async (type: keyof typeof pages) => (pages[type] ? { tipo: type, brands: pages[type] } : null),
      },
    } as unknown as SiteServices;
    const bare = (await loader({
      params: {},
      request: new Request("http://localhost/fipe"),
      context: { services: withCatalog },
    } as never)) as unknown as { data: unknown; init: { headers: Record<string, string> } };
    expect(bare.data).toEqual({
      codes: null,
      vehicle: null,
      brands: [
        { type: "carros", brands: [fiat] },
        { type: "motos", brands: [honda] },
        { type: "caminhoes", brands: [] },
      ],
    });
    expect(bare.init.headers["Cache-Control"]).toBe("public, max-age=600");
    const empty = { vehicle: async () => found, fipeCatalog: { type: async () => null } } as unknown as SiteServices;
    const nothing = (await loader({
      params: {},
      request: new Request("http://localhost/fipe"),
      context: { services: empty },
    } as never)) as unknown as { init: { headers: Record<string, string> } };
    expect(nothing.init.headers["Cache-Control"]).toBe("no-cache");
    expect(await load("/fipe", {}, null)).toBeNull();
    expect(await load("/fipe/carros/21/21002/2020-1", PARAMS, null)).toBeNull();
  });
});
