// The calculators' prefill helpers: a place's newest means labelled with whose and which week,
// and a municipality's address slug.
import { describe, expect, it } from "vitest";
import { citySlug, placeFuelPrices, placePriceLabel } from "./public-data.ts";

const week = { price: 6.262, weekStart: "2026-11-15", weekEnd: "2026-11-21", stations: 42 };

describe("placeFuelPrices", () => {
  it("labels a city's means with its name and week, a state's with its code", () => {
    const campinas = placeFuelPrices("SP", { name: "Campinas", slug: "campinas" }, { gasolina: week });
    expect(campinas).toEqual({
      uf: "SP",
      city: { name: "Campinas", slug: "campinas" },
      place: "Campinas",
      prices: { gasolina: { ...week, label: "média ANP em Campinas, semana de 15/11 a 21/11/2026" } },
    });
    expect(placeFuelPrices("SP", null, { etanol: week })!.prices.etanol!.label).toBe(
      "média ANP em SP, semana de 15/11 a 21/11/2026",
    );
  });
  it("is null when nothing is held", () => {
    expect(placeFuelPrices("SP", null, {})).toBeNull();
  });
  it("names both years of a week across the new year", () => {
    expect(placePriceLabel("Bom Jesus", { weekStart: "2026-12-27", weekEnd: "2027-01-02" })).toBe(
      "média ANP em Bom Jesus, semana de 27/12/2026 a 02/01/2027",
    );
  });
});

describe("citySlug", () => {
  it("is the same for the IBGE's name and the ANP's spelling", () => {
    expect(citySlug("São José dos Campos")).toBe("sao-jose-dos-campos");
    expect(citySlug("SAO JOSE DOS CAMPOS")).toBe("sao-jose-dos-campos");
    expect(citySlug("Embu-Guaçu")).toBe("embu-guacu");
    expect(citySlug("EMBU GUACU")).toBe("embu-guacu");
    expect(citySlug("Santa Bárbara d'Oeste")).toBe("santa-barbara-d-oeste");
  });
});
