import { describe, expect, it } from "vitest";
import {
  brandAliases,
  canonicalFipeCode,
  centsOf,
  labelOfMonth,
  monthOfLabel,
  normalizeWords,
  parseQuery,
  searchText,
  searchWords,
  valorOf,
} from "./text.ts";

describe("catalog text", () => {
  it("normalizes words: lower case, no accents, decimal points kept, other marks as spaces", () => {
    expect(normalizeWords("Citroën C3 1.6 16V/Flex Aut.")).toBe("citroen c3 1.6 16v flex aut");
    expect(normalizeWords("Doblò  Adventure 1,8")).toBe("doblo adventure 1.8");
    expect(normalizeWords("T-Cross")).toBe("t cross");
  });

  it("adds the names people type for a brand", () => {
    expect(brandAliases("VW - VolksWagen")).toEqual(["volks"]);
    expect(brandAliases("GM - Chevrolet")).toEqual(["chevy"]);
    expect(brandAliases("Chevrolet")).toEqual(["gm", "chevy"]);
    expect(brandAliases("Mercedes-Benz")).toEqual(["mb"]);
    expect(brandAliases("Fiat")).toEqual([]);
  });

  it("writes a model's search text and every prefix of its words", () => {
    const text = searchText({ brand: "Fiat", model: "Argo Drive 1.0", fuels: ["Gasolina"], codes: ["001503-2 "] });
    expect(text).toBe(" fiat argo drive 1.0 gasolina 0015032 ");
    expect(searchWords(" vw gol ")).toEqual(["v", "vw", "g", "go", "gol"]);
  });

  it("reads a query: FIPE codes with or without the dash, zero-km, repeated words once", () => {
    expect(parseQuery("001503-2")).toEqual({ words: ["0015032"], code: "001503-2" });
    expect(parseQuery("0015032")).toEqual({ words: ["0015032"], code: "001503-2" });
    expect(parseQuery("Gol 0 km gol")).toEqual({ words: ["gol", "0km"], code: null });
    expect(parseQuery("ÁRGO   2023")).toEqual({ words: ["argo", "2023"], code: null });
    expect(canonicalFipeCode("12345-6")).toBeNull();
  });

  it("maps FIPE's month labels to YYYY-MM and back, and prices to cents and back", () => {
    expect(monthOfLabel("novembro de 2026 ")).toBe("2026-11");
    expect(monthOfLabel("março/2024 ")).toBe("2024-03");
    expect(monthOfLabel("mes 13 de 2024")).toBeNull();
    expect(labelOfMonth("2024-03")).toBe("março de 2024");
    expect(centsOf("R$ 106.138,00")).toBe(10_613_800);
    expect(centsOf("N/A")).toBeNull();
    expect(valorOf(10_613_800)).toBe("R$ 106.138,00");
    expect(valorOf(99)).toBe("R$ 0,99");
  });
});
