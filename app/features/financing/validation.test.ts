import { describe, expect, it } from "vitest";
import { calculateFinancing } from "./calc.ts";
import { FINANCING_PROBLEMS as P } from "./strings.ts";
import {
  financingProblems,
  isRateQuestionable,
  RATE_QUESTION_ABOVE_PERCENT,
  readFinancingFields,
} from "./validation.ts";

const valid = { vehicleValue: "R$ 60.000,00", downPayment: "", interestRate: "1,99", months: "48" };

describe("financingProblems: a specific message for each rule", () => {
  it("has none for a valid form, and reads it as the calculator's input", () => {
    expect(financingProblems(valid)).toEqual({});
    expect(readFinancingFields(valid)).toEqual({
      ok: true,
      input: { vehicleValue: 60000, downPayment: 0, interestRate: 1.99, months: 48 },
    });
  });

  it.each([
    [{ vehicleValue: "" }, { vehicleValue: P.vehicleValueEmpty }],
    [{ vehicleValue: "R$ " }, { vehicleValue: P.vehicleValueEmpty }],
    [{ vehicleValue: "abc" }, { vehicleValue: P.vehicleValueInvalid }],
    [{ vehicleValue: "0" }, { vehicleValue: P.vehicleValueNotPositive }],
    [{ downPayment: "70.000" }, { downPayment: P.downPaymentAboveValue }],
    [{ downPayment: "60.000" }, { downPayment: P.downPaymentEqualsValue }],
    [{ downPayment: "-1" }, { downPayment: P.downPaymentNegative }],
    [{ downPayment: "x" }, { downPayment: P.downPaymentInvalid }],
    [{ interestRate: "" }, { interestRate: P.interestRateEmpty }],
    [{ interestRate: "-1" }, { interestRate: P.interestRateNegative }],
    [{ interestRate: "abc" }, { interestRate: P.interestRateInvalid }],
    [{ interestRate: "199" }, { interestRate: P.interestRateAbove }],
    [{ months: "" }, { months: P.monthsEmpty }],
    [{ months: "0" }, { months: P.monthsInvalid }],
    [{ months: "601" }, { months: P.monthsInvalid }],
    [{ months: "12,5" }, { months: P.monthsInvalid }],
  ])("%o → %o", (fields, problems) => {
    expect(financingProblems({ ...valid, ...fields })).toEqual(problems);
    expect(readFinancingFields({ ...valid, ...fields })).toEqual({ ok: false, problems });
  });

  it("names the field and what is wrong", () => {
    expect(P.downPaymentAboveValue).toBe("A entrada é maior que o valor do veículo.");
    expect(P.vehicleValueEmpty).toBe("Informe o valor do veículo.");
    expect(P.monthsEmpty).toBe("Informe o número de parcelas (de 1 a 600).");
    expect(P.interestRateEmpty).not.toBe(P.interestRateNegative);
  });

  it("reports every field's problem at once (an empty form)", () => {
    expect(financingProblems({})).toEqual({
      vehicleValue: P.vehicleValueEmpty,
      interestRate: P.interestRateEmpty,
      months: P.monthsEmpty,
    });
  });

  it("asks about an English thousands mark instead of reading 80", () => {
    expect(financingProblems({ ...valid, vehicleValue: "80,000" })).toEqual({
      vehicleValue: "Você quis dizer R$ 80.000,00? Para R$ 80,00, escreva 80,00.",
    });
    expect(financingProblems({ ...valid, downPayment: "1,500" })).toEqual({
      downPayment: "Você quis dizer R$ 1.500,00? Para R$ 1,50, escreva 1,50.",
    });
  });

  it("reads 50 mil as 50.000", () => {
    expect(readFinancingFields({ ...valid, vehicleValue: "50 mil", downPayment: "10mil" })).toMatchObject({
      ok: true,
      input: { vehicleValue: 50000, downPayment: 10000 },
    });
  });

  it("computes 0 % (taxa zero)", () => {
    const read = readFinancingFields({ ...valid, interestRate: "0" });
    expect(read).toMatchObject({ ok: true, input: { interestRate: 0 } });
    if (read.ok) expect(calculateFinancing(read.input)?.monthlyPayment).toBe(1250);
  });

  it("questions a rate above 15 % a month and computes it once confirmed", () => {
    expect(RATE_QUESTION_ABOVE_PERCENT).toBe(15);
    expect(isRateQuestionable(15)).toBe(false);
    expect(isRateQuestionable(15.01)).toBe(true);
    expect(financingProblems({ ...valid, interestRate: "15" })).toEqual({});
    expect(financingProblems({ ...valid, interestRate: "199" }, { rateConfirmed: true })).toEqual({});
    expect(readFinancingFields({ ...valid, interestRate: "199" }, { rateConfirmed: true })).toMatchObject({
      ok: true,
      input: { interestRate: 199 },
    });
  });
});
