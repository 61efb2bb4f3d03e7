// A vehicle page's lookup with a catalog: a past month it holds is shown, a month it does not
// hold is "not-found" (the page answers 404, never the newest price under another month's
// address), and a catalog that fails leaves its additions out without failing the page.
import { describe, expect, it } from "vitest";
import type { FipeResult } from "#app/lib/fipe/fipe-types.ts";
import { createVehicleLookup, type VehicleCatalog } from "./vehicle-lookup.ts";
import type { FipeRequest } from "./paths.ts";

const CODES = { type: "carros", brand: "21", model: "21002", year: "2020-1" } as const;
const NEWEST = { Valor: "R$ 50.000,00", Marca: "Fiat", Modelo: "Uno", AnoModelo: 2020, Combustivel: "Gasolina" };
const PAST = { ...NEWEST, Valor: "R$ 55.000,00", MesReferencia: "novembro de 2025" };

const proxy = {
  lookup: async (request: FipeRequest) =>
    request.kind === "price" ? { status: 200, body: NEWEST } : { status: 200, body: [] },
  references: async () => ({ status: 200, body: [] }),
  priceInMonth: async () => ({ status: 404, body: null }),
} as never;

const catalog = (fail = false): VehicleCatalog => ({
  months: async () => {
    if (fail) throw new Error("database down");
    return [
      { value: "2026-11", label: "novembro de 2026" },
      { value: "2025-11", label: "novembro de 2025" },
    ];
  },
  priceIn: async (_codes, month) => (month === "2025-11" ? (PAST as unknown as FipeResult) : null),
  history: async () => [],
});

const lookupWith = (c: VehicleCatalog) =>
  createVehicleLookup(proxy, { catalog: c, priceTimeoutMs: 1000, historyTimeoutMs: 100 });

describe("a vehicle's lookup with ?referencia=", () => {
  it("shows a past month the catalog holds, and says not-found for a month it does not hold", async () => {
    const lookup = lookupWith(catalog());
    const past = await lookup(CODES, "2025-11");
    expect(past.status === "found" && past.data.price.Valor).toBe("R$ 55.000,00");
    expect(past.status === "found" && past.data.referencia).toBe("2025-11");
    expect((await lookup(CODES, "2024-03")).status).toBe("not-found");
    const newest = await lookup(CODES, null);
    expect(newest.status === "found" && newest.data.price.Valor).toBe("R$ 50.000,00");
  });

  it("does not turn a catalog failure into a 404: the newest price shows", async () => {
    const answer = await lookupWith(catalog(true))(CODES, "2025-11");
    expect(answer.status).toBe("found");
  });
});

describe("a vehicle's last months", () => {
  const refs = [
    { codigo: "339", mes: "novembro de 2026" },
    { codigo: "338", mes: "outubro de 2026" },
  ];
  const full = [
    { reference: "337", month: "setembro de 2026", value: "R$ 52.000,00" },
    { reference: "338", month: "outubro de 2026", value: "R$ 51.000,00" },
    { reference: "339", month: "novembro de 2026", value: "R$ 50.000,00" },
  ];
  const withProxy = (history: typeof full) => {
    let perMonth = 0;
    const p = {
      lookup: async (request: FipeRequest) =>
        request.kind === "price" ? { status: 200, body: NEWEST } : { status: 200, body: [] },
      references: async () => ({ status: 200, body: refs }),
      priceInMonth: async (_v: unknown, code: string) => {
        perMonth++;
        return { status: 200, body: { ...NEWEST, Valor: `R$ ${code},00` } };
      },
    } as never;
    const lookup = createVehicleLookup(p, {
      catalog: { ...catalog(), history: async () => history },
      priceTimeoutMs: 1000,
      historyTimeoutMs: 100,
    });
    return { lookup, perMonth: () => perMonth };
  };

  it("come from the catalog's history when it holds every one of the newest months: no lookup per month", async () => {
    const { lookup, perMonth } = withProxy(full);
    const answer = await lookup(CODES, null);
    // Every month held, the older ones included (the history shows all the catalog holds).
    expect(answer.status === "found" && answer.data.history).toEqual([
      { reference: "337", month: "setembro de 2026", value: "R$ 52.000,00" },
      { reference: "338", month: "outubro de 2026", value: "R$ 51.000,00" },
      { reference: "339", month: "novembro de 2026", value: "R$ 50.000,00" },
    ]);
    expect(perMonth()).toBe(0);
  });

  it("are looked up month by month when the catalog misses one", async () => {
    const { lookup, perMonth } = withProxy(full.filter((h) => h.reference !== "338"));
    const answer = await lookup(CODES, null);
    expect(answer.status === "found" && answer.data.history?.map((h) => h.value)).toEqual([
      "R$ 52.000,00",
      "R$ 338,00",
      "R$ 339,00",
    ]);
    expect(perMonth()).toBe(2);
  });

  it("match months imported without FIPE's code (a history file) by the month itself", async () => {
    const imported = full.map((h) => ({
      ...h,
      reference: `2026-${h.reference === "337" ? "09" : h.reference === "338" ? "10" : "11"}`,
    }));
    const { lookup, perMonth } = withProxy(imported);
    const answer = await lookup(CODES, null);
    expect(answer.status === "found" && answer.data.history?.map((h) => h.value)).toEqual([
      "R$ 52.000,00",
      "R$ 51.000,00",
      "R$ 50.000,00",
    ]);
    expect(perMonth()).toBe(0);
  });
});
