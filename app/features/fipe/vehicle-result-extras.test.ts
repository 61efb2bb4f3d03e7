import { describe, expect, it } from "vitest";
import type { FipeResult } from "../../lib/fipe/fipe-types.ts";
import { calculatorLinks } from "./vehicle-result-extras.tsx";

const result = (valor: string): FipeResult => ({
  Valor: valor,
  MesReferencia: "novembro de 2026",
  Marca: "Honda",
  Modelo: "CG 160",
  AnoModelo: 2022,
  Combustivel: "Gasolina",
  CodigoFipe: "811001-1",
});

describe("links from a FIPE result into the calculators", () => {
  it("fills the vehicle value in the financing and IPVA calculators' query", () => {
    const links = calculatorLinks(
      { type: "carros", brand: "21", model: "21010", year: "2020-1" },
      result("R$ 71.234,56"),
    );
    expect(links).toEqual({ financing: "/financiamento?valor=71234.56", ipva: "/ipva?valor=71234.56&fabricacao=2022" });
  });

  it("sets the IPVA vehicle type to motorcycle for motos", () => {
    const links = calculatorLinks(
      { type: "motos", brand: "80", model: "80010", year: "2022-1" },
      result("R$ 15.000,00"),
    );
    expect(links?.ipva).toBe("/ipva?valor=15000&tipo=moto&fabricacao=2022");
  });

  it("offers no calculator link when the value is not a price", () => {
    expect(calculatorLinks({ type: "carros", brand: "1", model: "1", year: "2020-1" }, result("N/A"))).toBeNull();
  });
});
