import { describe, expect, it } from "vitest";
import type { FipeResult } from "./fipe-types.ts";
import {
  brandAndModel,
  catalogVehicleNames,
  catalogYearName,
  pricedVehiclePath,
  vehicleMeta,
  vehicleName,
  vehicleNamesOf,
  yearName,
} from "./vehicle-meta.ts";

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

describe("one vehicle naming", () => {
  it("leaves the brand out when the model starts with it", () => {
    expect(brandAndModel("Fiat", "Argo 1.0")).toBe("Fiat Argo 1.0");
    expect(brandAndModel(" Fiat ", "FIAT Argo ")).toBe("FIAT Argo");
    expect(vehicleName({ brand: "Fiat", model: "Argo 1.0", year: "32000 Gasolina" })).toBe(
      "Fiat Argo 1.0 Zero Km Gasolina",
    );
  });

  it("names a catalog year from its fuel, else from the year list, else the model year alone", () => {
    expect(catalogYearName(2014, "Diesel", "2014 Diesel")).toBe("2014 Diesel");
    expect(catalogYearName(32000, "Gasolina")).toBe("Zero Km Gasolina");
    expect(catalogYearName(2014, "N/A")).toBe("2014");
    expect(catalogYearName(32000, undefined, "32000 Gasolina")).toBe("Zero Km Gasolina");
    expect(catalogYearName(2014, null)).toBe("2014");
  });

  it("prefers the held price's names to the lists'", () => {
    const held = { brand: "VW - VolksWagen", model: "AMAROK High.CD", fuel: "Diesel", modelYear: 2014 };
    expect(catalogVehicleNames({ ...held, brandList: "VW", modelList: "Amarok" })).toEqual({
      brand: "VW - VolksWagen",
      model: "AMAROK High.CD",
      year: "2014 Diesel",
    });
    expect(
      catalogVehicleNames({
        modelYear: 2014,
        brand: null,
        brandList: "VW",
        modelList: "Amarok",
        yearList: "2014 Diesel",
      }),
    ).toEqual({ brand: "VW", model: "Amarok", year: "2014 Diesel" });
    expect(catalogVehicleNames({ modelYear: 2014 })).toEqual({ brand: "", model: "", year: "2014" });
  });

  it("names the type in the description from the one label table", () => {
    const head = {
      codes: { ...CODES, type: "caminhoes" as const },
      brand: "VW",
      model: "Delivery",
      year: "2014 Diesel",
      hasImage: false,
    };
    const description = vehicleMeta(head, "https://example.com").find((m) => m.name === "description");
    expect(description?.content).toContain("do caminhão VW Delivery 2014 Diesel");
  });
});
