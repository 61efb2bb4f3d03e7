// Municipalities' names as people write them: the IBGE's, matched by state and normalised name.
import { describe, expect, it } from "vitest";
import { cityDisplayName, ibgeCityName, titleCase } from "./city-names.ts";

describe("city names", () => {
  it("gives the IBGE's name, with its accents, for the ANP's spelling in the same state", () => {
    expect(cityDisplayName("SP", "SAO JOSE DOS CAMPOS")).toBe("São José dos Campos");
    expect(cityDisplayName("SP", "SÃO PAULO")).toBe("São Paulo");
    expect(cityDisplayName("MG", "UBERLANDIA")).toBe("Uberlândia");
    expect(cityDisplayName("RO", "JI-PARANA")).toBe("Ji-Paraná");
    expect(cityDisplayName("SP", "SANTA BARBARA D'OESTE")).toBe("Santa Bárbara d'Oeste");
  });
  it("matches within the state only (Bom Jesus is in both PI and RS; Campinas is not in RS)", () => {
    expect(ibgeCityName("PI", "BOM JESUS")).toBe("Bom Jesus");
    expect(ibgeCityName("RS", "BOM JESUS")).toBe("Bom Jesus");
    expect(ibgeCityName("RS", "CAMPINAS")).toBeNull();
  });
  it("writes a name the IBGE does not have in title case", () => {
    expect(cityDisplayName("SP", "MOJI DAS CRUZES DO NORTE")).toBe("Moji das Cruzes do Norte");
    expect(titleCase("SANTA RITA D'OESTE")).toBe("Santa Rita d'Oeste");
  });
});
