import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBRL } from "./format.ts";
import {
  amountInputFromNumber,
  MONEY_FORMAT,
  moneyInputFromNumber,
  onlyDigits,
  parseAmount,
  parseDecimal,
  parseMoney,
  parsePlainDecimal,
  PERCENT_FORMAT,
  QUANTITY_FORMAT,
  RATE_FORMAT,
  settleAmountInput,
} from "./masks.ts";

describe("onlyDigits", () => {
  it("keeps ASCII digits only", () => {
    expect(onlyDigits("R$ 1.234,56")).toBe("123456");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("parseAmount: the amount a Brazilian reads", () => {
  it.each([
    ["80000", 80000],
    ["80.000", 80000],
    ["80.000,00", 80000],
    ["R$ 80.000", 80000],
    ["R$ 80.000,00", 80000],
    ["R$\u00a080.000,00", 80000],
    ["80000,5", 80000.5],
    ["80000.00", 80000],
    ["80000.5", 80000.5],
    ["80,000.50", 80000.5],
    ["1.234.567", 1234567],
    ["1.234.567,89", 1234567.89],
    ["1,234,567", 1234567],
    ["80.000.5", 80000.5],
    ["5.79", 5.79],
    ["5,79", 5.79],
    ["0,5", 0.5],
    [",5", 0.5],
    ["20.000", 20000],
    ["0.500", 0.5],
    ["0.629890", 0.62989],
    ["80.000,", 80000],
    ["-5", -5],
    ["R$ -5,00", -5],
  ])("grouped: %s → %s", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each([
    ["1,99", 1.99],
    ["1.99", 1.99],
    ["1.999", 1.999],
    ["0,629890", 0.62989],
    ["20", 20],
    ["1,5 %", 1.5],
  ])("percent: %s → %s", (text, amount) => {
    expect(parseAmount(text, "percent")).toBe(amount);
  });

  it("holds no amount in text without digits or with separators that contradict each other", () => {
    for (const text of ["", "abc", "R$", ",", "1.2,3.4", "1,2,34", "1.23.4567"]) expect(parseAmount(text)).toBeNull();
    expect(parseAmount("1.234.567", "percent")).toBeNull();
  });

  it("reads a dot followed by three digits as thousands in money and km, as a decimal point in percents", () => {
    expect(parseAmount("1.999")).toBe(1999);
    expect(parseAmount("1.999", "percent")).toBe(1.999);
  });

  it("is what the fields' parsers use (empty is 0)", () => {
    expect(parseMoney("R$ 45.990,00")).toBe(45990);
    expect(parseMoney("")).toBe(0);
    expect(parseDecimal("1.99")).toBe(1.99);
    expect(parsePlainDecimal("1.000")).toBe(1000);
    expect(parsePlainDecimal("450,5")).toBe(450.5);
    expect(parseMoney("50 mil")).toBe(50000);
    expect(parseMoney("80,000")).toBe(0);
    expect(parsePlainDecimal("1,5 mil")).toBe(1500);
  });
});

describe("an amount field when the person leaves it", () => {
  it("shows money the field's way, whatever way it was typed", () => {
    expect(settleAmountInput("80000", MONEY_FORMAT)).toBe("R$ 80.000");
    expect(settleAmountInput("80.000", MONEY_FORMAT)).toBe("R$ 80.000");
    expect(settleAmountInput("80000.00", MONEY_FORMAT)).toBe("R$ 80.000,00");
    expect(settleAmountInput("R$ 5.79", MONEY_FORMAT)).toBe("R$ 5,79");
    expect(settleAmountInput("R$ 80.000,5", MONEY_FORMAT)).toBe("R$ 80.000,50");
    expect(settleAmountInput("R$ 80.000,", MONEY_FORMAT)).toBe("R$ 80.000");
    expect(settleAmountInput("", MONEY_FORMAT)).toBe("");
  });

  it("leaves words and an English thousands comma as typed, for the form to read or ask about", () => {
    expect(settleAmountInput("50 mil", MONEY_FORMAT)).toBe("50 mil");
    expect(settleAmountInput("80,000", MONEY_FORMAT)).toBe("80,000");
    expect(settleAmountInput("R$ 80,000", MONEY_FORMAT)).toBe("R$ 80,000");
    expect(settleAmountInput("abc", MONEY_FORMAT)).toBe("abc");
  });

  it("shows rates, percents, km and liters their fields' way", () => {
    expect(settleAmountInput("1.99", RATE_FORMAT)).toBe("1,99");
    expect(settleAmountInput("1,", RATE_FORMAT)).toBe("1");
    expect(settleAmountInput("20", PERCENT_FORMAT)).toBe("20");
    expect(settleAmountInput("1000", QUANTITY_FORMAT)).toBe("1.000");
    expect(settleAmountInput("450,5", QUANTITY_FORMAT)).toBe("450,5");
    expect(parsePlainDecimal(settleAmountInput("12.5", QUANTITY_FORMAT))).toBe(12.5);
  });

  it("never changes the amount when the field is left: a sign or digits beyond the field's are left as typed", () => {
    expect(settleAmountInput("-5000", MONEY_FORMAT)).toBe("-5000");
    expect(settleAmountInput("R$ -5.000", MONEY_FORMAT)).toBe("R$ -5.000");
    expect(settleAmountInput("-1,5", RATE_FORMAT)).toBe("-1,5");
    expect(settleAmountInput("123456789012345", MONEY_FORMAT)).toBe("123456789012345");
    expect(settleAmountInput("1.234.567,891", MONEY_FORMAT)).toBe("1.234.567,891");
    expect(settleAmountInput("1,2345678", RATE_FORMAT)).toBe("1,2345678");
    expect(settleAmountInput("12345678901", MONEY_FORMAT)).toBe("R$ 12.345.678.901");
    expect(settleAmountInput("0,629890", RATE_FORMAT)).toBe("0,629890");
  });

  it("shows a number from a share URL", () => {
    expect(moneyInputFromNumber(80000)).toBe("R$ 80.000");
    expect(moneyInputFromNumber(5.79)).toBe("R$ 5,79");
    expect(moneyInputFromNumber(80000.5)).toBe("R$ 80.000,50");
    expect(moneyInputFromNumber(0)).toBe("");
    expect(moneyInputFromNumber(undefined)).toBe("");
    expect(amountInputFromNumber(0.62989, RATE_FORMAT)).toBe("0,62989");
    expect(amountInputFromNumber(1.5, PERCENT_FORMAT)).toBe("1,5");
    expect(amountInputFromNumber(1234.5, QUANTITY_FORMAT)).toBe("1.234,5");
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const cents = fc.integer({ min: 1, max: 99_999_999_999_99 }).map((n) => n / 100);
const reais = fc.integer({ min: 1, max: 99_999_999_999 });
/** The ways a person writes an amount: plain, grouped, pt-BR with cents, with R$, US-style. */
const writings = (n: number): string[] => {
  const br = formatBRL(n); // "R$ 80.000,50"
  const plain = br.replace(/^R\$ /, "");
  return [br, plain, plain.replace(/\./g, ""), n.toFixed(2), plain.replace(/\./g, "").replace(",", ".")];
};

describe("properties", () => {
  it("every way of writing an amount in reais and cents reads back as the amount", () => {
    fc.assert(
      fc.property(cents, (n) => {
        for (const text of writings(n)) expect(parseAmount(text)).toBe(n);
      }),
    );
  });

  it("whole reais typed with or without thousands dots read back as typed", () => {
    fc.assert(
      fc.property(reais, (n) => {
        expect(parseAmount(String(n))).toBe(n);
        expect(parseAmount(formatBRL(n).replace(/,00$/, ""))).toBe(n);
        expect(parseMoney(settleAmountInput(String(n), MONEY_FORMAT))).toBe(n);
        expect(parseMoney(settleAmountInput(formatBRL(n).replace(/^R\$ |,00$/g, ""), MONEY_FORMAT))).toBe(n);
      }),
    );
  });

  it("format → parse returns the amount (field display and settled text)", () => {
    fc.assert(
      fc.property(cents, (n) => {
        const shown = moneyInputFromNumber(n);
        expect(parseMoney(shown)).toBe(n);
        expect(parseMoney(settleAmountInput(shown, MONEY_FORMAT))).toBe(n);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }).map((n) => n / 1_000_000),
        (r) => {
          expect(parseDecimal(amountInputFromNumber(r, RATE_FORMAT))).toBe(r);
        },
      ),
    );
  });
});
