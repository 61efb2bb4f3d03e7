import { describe, expect, it } from "vitest";
import type { FipeResult } from "./fipe-types.ts";
import { pricedVehiclePath, vehicleNamesOf, yearName } from "./vehicle-meta.ts";

const AMAROK: FipeResult = {
  Valor: "R$ 106.138,00",
  Marca: "VW - VolksWagen",
  Modelo: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
  AnoModelo: 2014,
  Combustivel: "Diesel",
  CodigoFipe: "005340-6",
  MesReferencia: "fevereiro de 2017",
};
const CODES = { type: "carros", brand: "59", model: "5940", year: "2014-3" } as const;

describe("a priced vehicle's names and canonical path", () => {
  it("names the year with its fuel and writes the slugs of brand, model and year", () => {
    expect(vehicleNamesOf(AMAROK, CODES)).toEqual({
      brand: "VW - VolksWagen",
      model: "AMAROK High.CD 2.0 16V TDI 4x4 Dies. Aut",
      year: "2014 Diesel",
    });
    expect(pricedVehiclePath(CODES, AMAROK)).toBe(
      "/fipe/carros/59-vw-volkswagen/5940-amarok-high-cd-2-0-16v-tdi-4x4-dies-aut/2014-3-2014-diesel",
    );
  });

  it("leaves out what FIPE left out: the year comes from the code, an absent fuel is not named", () => {
    const partial: FipeResult = { ...AMAROK, AnoModelo: "N/A", Combustivel: "N/A" };
    expect(vehicleNamesOf(partial, CODES).year).toBe("2014");
    expect(yearName(32000, "N/A")).toBe("Zero Km");
    expect(yearName(2014, "")).toBe("2014");
    expect(pricedVehiclePath(CODES, partial)).toMatch(/\/2014-3-2014$/);
  });
});
