import { describe, expect, it } from "vitest";
import { finalDigitParam, maskFinalDigit, withoutLegacyPlate } from "./plate-digit.ts";

describe("the plate's final digit", () => {
  it("keeps the last digit of what was typed or pasted", () => {
    expect(maskFinalDigit("3")).toBe("3");
    expect(maskFinalDigit("ABC1D23")).toBe("3");
    expect(maskFinalDigit("abc-1234")).toBe("4");
    expect(maskFinalDigit("ABCDEFG")).toBe("");
    expect(maskFinalDigit("")).toBe("");
  });

  it("reads a single digit from the share URL only", () => {
    expect(finalDigitParam(new URLSearchParams("final=7"))).toBe("7");
    expect(finalDigitParam(new URLSearchParams("final=77"))).toBeNull();
    expect(finalDigitParam(new URLSearchParams("final=x"))).toBeNull();
    expect(finalDigitParam(new URLSearchParams("placa=ABC1D23"))).toBeNull();
  });

  it("turns an older URL's whole plate into its final digit, never keeping the plate", () => {
    expect(withoutLegacyPlate("?placa=ABC1D23&uf=SP&tipo=leve")).toBe("?uf=SP&tipo=leve&final=3");
    expect(withoutLegacyPlate("?placa=ABCDEFG&uf=SP")).toBe("?uf=SP");
    expect(withoutLegacyPlate("?placa=ABCDEFG")).toBe("");
    expect(withoutLegacyPlate("?uf=SP&final=3")).toBeNull();
    expect(withoutLegacyPlate("?placa=ABC1D23&final=5")).toBe("?final=5");
  });
});
