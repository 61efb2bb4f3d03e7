import { describe, expect, it } from "vitest";
import { calculateFinancing } from "../features/financing/calc.ts";
import { formatBRL } from "../lib/format.ts";
import { HOME_EXAMPLE_INPUT, homeExample } from "./home-example.ts";

describe("the home page's worked example", () => {
  it("is the financing calculator's installment for the example it states", () => {
    const example = homeExample();
    // R$ 48.000,00 financed at 1,49 % a month in 48x.
    expect(example.installment).toBe(formatBRL(calculateFinancing(HOME_EXAMPLE_INPUT.financing)!.monthlyPayment));
    expect(example.installment).toBe("R$ 1.406,99");
    expect(example.installment).not.toBe("R$ 1.234,56");
    expect(example.installmentCaption).toBe("Exemplo: R$ 60.000,00 com R$ 12.000,00 de entrada");
    expect(example).toMatchObject({
      months: "48x",
      rate: "1,49% a.m.",
      ethanolRatio: "68,5%",
      consumption: "12,40 km/l",
    });
  });
});
