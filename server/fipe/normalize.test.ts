import { describe, expect, it } from "vitest";
import { formatModelYear, formatYearOptionName } from "../../app/features/fipe/fipe-types.ts";
import { UpstreamShapeError, normalizeModels, normalizeOptions, normalizePrice } from "./normalize.ts";

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
    expect(() => normalizePrice({ Valor: "R$ 1,00", AnoModelo: "dois mil" })).toThrow(UpstreamShapeError);
  });

  it("shows model year 32000 as Zero Km", () => {
    expect(formatModelYear(32000)).toBe("Zero Km");
    expect(formatModelYear(2014)).toBe("2014");
    expect(formatYearOptionName("32000 Diesel")).toBe("Zero Km Diesel");
    expect(formatYearOptionName("2016 Gasolina")).toBe("2016 Gasolina");
  });
});
