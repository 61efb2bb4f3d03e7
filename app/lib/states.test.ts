import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES, inState, isStateCode, stateName } from "./states.ts";

describe("BRAZILIAN_STATES", () => {
  it("has 27 unique two-letter codes and names", () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.code)).size).toBe(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.name)).size).toBe(27);
    for (const { code } of BRAZILIAN_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("is in alphabetical order of name, Acre to Tocantins", () => {
    const names = BRAZILIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(names[0]).toBe("Acre");
    expect(names.at(-1)).toBe("Tocantins");
  });

  it("includes the Distrito Federal", () => {
    expect(stateName("DF")).toBe("Distrito Federal");
  });
});

describe("stateName / isStateCode", () => {
  it("maps codes to names", () => {
    expect(stateName("SP")).toBe("São Paulo");
    expect(stateName("AP")).toBe("Amapá");
    expect(stateName("RN")).toBe("Rio Grande do Norte");
    expect(stateName("MS")).toBe("Mato Grosso do Sul");
  });

  it("rejects unknown codes", () => {
    expect(stateName("XX")).toBeUndefined();
    expect(stateName("sp")).toBeUndefined();
    expect(isStateCode("SP")).toBe(true);
    expect(isStateCode("")).toBe(false);
  });
});

describe("inState", () => {
  it("says 'em' with the article each name takes", () => {
    expect(inState("SP")).toBe("em São Paulo");
    expect(inState("RJ")).toBe("no Rio de Janeiro");
    expect(inState("BA")).toBe("na Bahia");
    expect(inState("MG")).toBe("em Minas Gerais");
    expect(inState("DF")).toBe("no Distrito Federal");
  });
});
