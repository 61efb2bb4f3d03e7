import { describe, expect, it } from "vitest";
import { formatModelYear, formatYearOptionName, textOrNA } from "#app/lib/fipe/fipe-types.ts";
import {
  UPSTREAM_TEXT_MAX,
  UpstreamShapeError,
  normalizeModels,
  normalizeOptions,
  normalizePrice,
} from "./normalize.ts";

describe("FIPE normalization", () => {
  it("turns codes into strings and trims names", () => {
    expect(
      normalizeOptions([
        { nome: "Acura ", codigo: "1" },
        { nome: " VW - VolksWagen", codigo: 59 },
      ]),
    ).toEqual([
      { codigo: "1", nome: "Acura" },
      { codigo: "59", nome: "VW - VolksWagen" },
    ]);
  });

  it("takes the models out of { modelos, anos }", () => {
    const body = {
      modelos: [{ nome: "AMAROK CD2.0 16V/S CD2.0 16V TDI 4x2 Die", codigo: 5585 }],
      anos: [{ nome: "2016 Diesel", codigo: "2016-3" }],
    };
    expect(normalizeModels(body)).toEqual([{ codigo: "5585", nome: "AMAROK CD2.0 16V/S CD2.0 16V TDI 4x2 Die" }]);
  });

  it("trims the price's code and reference month and keeps the value as text", () => {
    const result = normalizePrice({
      TipoVeiculo: 1,
      Valor: "R$ 106.138,00",
      Marca: "VW - VolksWagen",
      Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
      AnoModelo: 2014,
      Combustivel: "Diesel",
      CodigoFipe: "005340-6  ",
      MesReferencia: "fevereiro de 2017 ",
      SiglaCombustivel: "D",
    });
    expect(result).toEqual({
      Valor: "R$ 106.138,00",
      Marca: "VW - VolksWagen",
      Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
      AnoModelo: 2014,
      Combustivel: "Diesel",
      CodigoFipe: "005340-6",
      MesReferencia: "fevereiro de 2017",
    });
  });

  it("rejects shapes it cannot read", () => {
    expect(() => normalizeOptions({ error: "x" })).toThrow(UpstreamShapeError);
    expect(() => normalizeOptions([{ nome: null, codigo: "1" }])).toThrow(UpstreamShapeError);
    expect(() => normalizeModels([])).toThrow(UpstreamShapeError);
    expect(() => normalizePrice({ Marca: "Fiat", AnoModelo: 2020 })).toThrow(UpstreamShapeError);
    expect(() => normalizePrice({ Valor: 106138, Marca: "Fiat" })).toThrow(UpstreamShapeError);
    expect(() => normalizePrice({ Valor: "  " })).toThrow(UpstreamShapeError);
    expect(() => normalizePrice(null)).toThrow(UpstreamShapeError);
    expect(() => normalizePrice("R$ 1,00")).toThrow(UpstreamShapeError);
  });

  it("shows a price field that is not text as 'N/A' and keeps the rest (spec section 8)", () => {
    expect(
      normalizePrice({
        Valor: "R$ 98.765,00 ",
        Marca: "Troller",
        Modelo: 42,
        AnoModelo: "dois mil",
        Combustivel: null,
        CodigoFipe: 57990,
        MesReferencia: "",
      }),
    ).toEqual({
      Valor: "R$ 98.765,00",
      Marca: "Troller",
      Modelo: "N/A",
      AnoModelo: "N/A",
      Combustivel: "N/A",
      CodigoFipe: "N/A",
      MesReferencia: "N/A",
    });
  });

  it("keeps a valid model year a number, also when it comes as text", () => {
    expect(normalizePrice({ Valor: "R$ 1,00", AnoModelo: 32000 }).AnoModelo).toBe(32000);
    expect(normalizePrice({ Valor: "R$ 1,00", AnoModelo: "2014" }).AnoModelo).toBe(2014);
    expect(normalizePrice({ Valor: "R$ 1,00", AnoModelo: 2014.5 }).AnoModelo).toBe("N/A");
    expect(normalizePrice({ Valor: "R$ 1,00" }).AnoModelo).toBe("N/A");
  });

  it("textOrNA: trimmed text, or 'N/A' for anything that is not text", () => {
    expect(textOrNA(" Diesel ")).toBe("Diesel");
    for (const value of [undefined, null, 5, 0, true, {}, [], "", "   "]) expect(textOrNA(value)).toBe("N/A");
  });

  it("shows model year 32000 as Zero Km", () => {
    expect(formatModelYear(32000)).toBe("Zero Km");
    expect(formatModelYear(2014)).toBe("2014");
    expect(formatModelYear("N/A")).toBe("N/A");
    expect(formatYearOptionName("32000 Diesel")).toBe("Zero Km Diesel");
    expect(formatYearOptionName("2016 Gasolina")).toBe("2016 Gasolina");
  });

  it("strips NUL and other control characters from upstream text and caps its length", () => {
    expect(normalizeOptions([{ nome: "Gol\u0000 1.0\u0007\n", codigo: "5\u0000" }])).toEqual([
      { nome: "Gol 1.0", codigo: "5" },
    ]);
    const long = normalizeOptions([{ nome: "X".repeat(20_000), codigo: "1" }])[0]!.nome;
    expect(long.length).toBeLessThanOrEqual(UPSTREAM_TEXT_MAX);
    expect(long.endsWith("…")).toBe(true);
    const price = normalizePrice({ Valor: "R$ 1,00", Modelo: "A\u0000B", Marca: "\u0000\u0000" });
    expect(price.Modelo).toBe("A B");
    expect(price.Marca).toBe("N/A");
    expect(JSON.stringify(price)).not.toMatch(/\\u0000/);
  });
});
