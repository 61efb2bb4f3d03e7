import { describe, expect, it } from "vitest";
import { ageCost, familyName, groupFamilies, monthYearBefore, priceChange, type BrandModel } from "./catalog-pages.ts";

const model = (codigo: string, nome: string, minCents: number, maxCents: number): BrandModel => ({
  codigo,
  nome,
  path: `/m/${codigo}`,
  years: 1,
  minCents,
  maxCents,
});

describe("families of a brand's models", () => {
  it("takes the first word of the name, spaces around it ignored", () => {
    expect(familyName("Argo 1.0 Flex 12V 5p")).toBe("Argo");
    expect(familyName("  Toro  Volcano 2.0")).toBe("Toro");
    expect(familyName("500")).toBe("500");
  });

  it("groups by the first word whatever its case, alphabetical, each with the range of its models", () => {
    const families = groupFamilies([
      model("3", "Toro Volcano 2.0 Diesel", 150_000_00, 190_000_00),
      model("1", "Argo 1.0 Flex", 70_000_00, 80_000_00),
      model("4", "Mobi Like 1.0", 50_000_00, 60_000_00),
      model("2", "ARGO Trekking 1.3", 85_000_00, 95_000_00),
      model("5", "Toro Endurance 1.3 Turbo", 120_000_00, 140_000_00),
      model("6", "Palio Weekend 1.4", 30_000_00, 35_000_00),
    ]);
    expect(families.map((f) => [f.name, f.models.map((m) => m.codigo)])).toEqual([
      ["Argo", ["1", "2"]],
      ["Mobi", ["4"]],
      ["Palio", ["6"]],
      ["Toro", ["5", "3"]],
    ]);
    expect(families[0]).toMatchObject({ minCents: 70_000_00, maxCents: 95_000_00 });
    expect(families[3]).toMatchObject({ minCents: 120_000_00, maxCents: 190_000_00 });
  });

  it("orders numbers as numbers and accents as letters; no model, no family", () => {
    const names = groupFamilies([
      model("1", "2008 Allure", 1, 2),
      model("2", "208 Like", 1, 2),
      model("3", "Ônix Plus", 1, 2),
      model("4", "Oggi CS", 1, 2),
    ]).map((f) => f.name);
    expect(names).toEqual(["208", "2008", "Oggi", "Ônix"]);
    expect(groupFamilies([])).toEqual([]);
  });
});

describe("12-month change and the cost of a year of age", () => {
  it("measures from exactly 12 months before, only when that price is held", () => {
    expect(monthYearBefore("2026-11")).toBe("2025-11");
    expect(monthYearBefore("2026-01")).toBe("2025-01");
    const change = priceChange(90_000_00, 100_000_00, "novembro de 2025");
    expect(change).toMatchObject({ cents: -10_000_00, since: "novembro de 2025" });
    expect(change?.ratio).toBeCloseTo(-0.1, 10);
    expect(priceChange(90_000_00, null, "novembro de 2025")).toBeNull();
    expect(priceChange(90_000_00, 0, "novembro de 2025")).toBeNull();
  });

  it("draws the fuel with most model years, zero km left out, and the compound change a year", () => {
    const cost = ageCost([
      { modelYear: 32000, fuel: "Gasolina", cents: 120_000_00 },
      { modelYear: 2024, fuel: "Gasolina", cents: 100_000_00 },
      { modelYear: 2023, fuel: "Gasolina", cents: 90_000_00 },
      { modelYear: 2022, fuel: "Gasolina", cents: 81_000_00 },
      { modelYear: 2022, fuel: "Diesel", cents: 200_000_00 },
    ]);
    expect(cost?.fuel).toBe("Gasolina");
    expect(cost?.points.map((p) => p.modelYear)).toEqual([2022, 2023, 2024]);
    expect(cost?.perYear).toBeCloseTo(-0.1, 10);
    expect(ageCost([{ modelYear: 2024, fuel: "Gasolina", cents: 1 }])?.perYear).toBeNull();
    expect(ageCost([{ modelYear: 32000, fuel: "Gasolina", cents: 1 }])).toBeNull();
  });
});
