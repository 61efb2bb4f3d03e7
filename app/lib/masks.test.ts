import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBRL } from "./format.ts";
import {
  amountInputFromNumber,
  maskPlate,
  MONEY_FORMAT,
  moneyInputFromNumber,
  nextAmountInput,
  onlyDigits,
  parseAmount,
  parseDecimal,
  parseMoney,
  parseMonths,
  parsePlainDecimal,
  parseWholeMonths,
  PERCENT_FORMAT,
  QUANTITY_FORMAT,
  RATE_FORMAT,
  settleAmountInput,
  type AmountFormat,
  type FieldText,
} from "./masks.ts";

/**
 * Types `keys` one at a time at the caret, as a browser does before the field reformats it
 * ("⌫" is backspace), starting from `start` with the caret at its end.
 */
function typeInto(keys: string, format: AmountFormat, start: FieldText = { display: "", caret: 0 }): FieldText {
  let state = start;
  for (const key of keys) {
    const { display, caret } = state;
    const raw =
      key === "⌫"
        ? display.slice(0, Math.max(0, caret - 1)) + display.slice(caret)
        : display.slice(0, caret) + key + display.slice(caret);
    const at = key === "⌫" ? Math.max(0, caret - 1) : caret + 1;
    state = nextAmountInput(display, raw, at, format);
  }
  return state;
}
const typed = (keys: string, format: AmountFormat = MONEY_FORMAT) => typeInto(keys, format).display;

/** Pastes (or fills) `text` into an empty field. */
const paste = (text: string, format: AmountFormat = MONEY_FORMAT) =>
  nextAmountInput("", text, text.length, format).display;

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

describe("money fields while typing", () => {
  it("keeps the digits typed and inserts the thousands dots", () => {
    expect(typed("8")).toBe("R$ 8");
    expect(typed("8000")).toBe("R$ 8.000");
    expect(typed("80000")).toBe("R$ 80.000");
    expect(typed("1234567")).toBe("R$ 1.234.567");
    expect(parseMoney(typed("80000"))).toBe(80000);
  });

  it("takes the person's own thousands dot without passing through a decimal", () => {
    const steps: string[] = [];
    let state: FieldText = { display: "", caret: 0 };
    for (const key of "80.000") {
      state = typeInto(key, MONEY_FORMAT, state);
      steps.push(state.display);
    }
    expect(steps).toEqual(["R$ 8", "R$ 80", "R$ 80.", "R$ 80.0", "R$ 80.00", "R$ 80.000"]);
    expect(parseMoney(state.display)).toBe(80000);
  });

  it("starts the decimals at a comma, at most two", () => {
    expect(typed("80000,5")).toBe("R$ 80.000,5");
    expect(parseMoney(typed("80000,5"))).toBe(80000.5);
    expect(typed("80000,505")).toBe("R$ 80.000,50");
    expect(typed(",5")).toBe("R$ 0,5");
  });

  it("reads a dot typed after the reais as the decimal point when one or two digits follow", () => {
    expect(typed("5.79")).toBe("R$ 5.79");
    expect(parseMoney(typed("5.79"))).toBe(5.79);
    expect(typed("80000.5")).toBe("R$ 80.000.5");
    expect(parseMoney(typed("80000.5"))).toBe(80000.5);
  });

  it("drops leading zeros and ignores letters", () => {
    expect(typed("0")).toBe("R$ 0");
    expect(typed("007")).toBe("R$ 7");
    expect(typed("8a0")).toBe("R$ 80");
  });

  it("backspace removes a digit, and the digit before a thousands dot", () => {
    expect(typed("80000⌫")).toBe("R$ 8.000");
    expect(typed("5.79⌫")).toBe("R$ 5.7");
    expect(typed("8⌫")).toBe("");
    // Caret right after the dot of "R$ 80.000": backspace takes the "0" before it.
    const atDot: FieldText = { display: "R$ 80.000", caret: 6 };
    expect(typeInto("⌫", MONEY_FORMAT, atDot)).toEqual({ display: "R$ 8.000", caret: 4 });
    // The same text set all at once (autofill, a test's fill) is not a backspace.
    expect(nextAmountInput("1.000", "1000", 4, QUANTITY_FORMAT).display).toBe("1.000");
  });

  it("refuses a digit past R$ 99.999.999.999", () => {
    expect(typed("999999999999")).toBe("R$ 99.999.999.999");
  });

  it("reads a paste as written", () => {
    expect(paste("80.000,00")).toBe("R$ 80.000,00");
    expect(paste("80000.00")).toBe("R$ 80.000,00");
    expect(paste("R$ 80.000")).toBe("R$ 80.000");
    expect(paste("80000")).toBe("R$ 80.000");
    expect(paste("  valor: R$ 45.990,00 reais ")).toBe("R$ 45.990,00");
    expect(paste("abc")).toBe("");
    for (const text of ["80.000,00", "80000.00", "R$ 80.000", "80000"]) expect(parseMoney(paste(text))).toBe(80000);
  });

  it("settles what was typed when the field is left", () => {
    expect(settleAmountInput("R$ 5.79", MONEY_FORMAT)).toBe("R$ 5,79");
    expect(settleAmountInput("R$ 80.000,5", MONEY_FORMAT)).toBe("R$ 80.000,50");
    expect(settleAmountInput("R$ 80.000,", MONEY_FORMAT)).toBe("R$ 80.000");
    expect(settleAmountInput("R$ 80.000", MONEY_FORMAT)).toBe("R$ 80.000");
    expect(settleAmountInput("", MONEY_FORMAT)).toBe("");
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
  });
});

describe("rate and percent fields", () => {
  it("take what is typed as the percent, with a comma or a dot", () => {
    expect(typed("1,99", RATE_FORMAT)).toBe("1,99");
    expect(typed("1.99", RATE_FORMAT)).toBe("1,99");
    expect(parseDecimal(typed("1.99", RATE_FORMAT))).toBe(1.99);
    expect(typed("0,629890", RATE_FORMAT)).toBe("0,629890");
    expect(typed("20", PERCENT_FORMAT)).toBe("20");
    expect(typed("1,555", PERCENT_FORMAT)).toBe("1,55");
    expect(typed("1234", PERCENT_FORMAT)).toBe("123");
    expect(paste("1.99", RATE_FORMAT)).toBe("1,99");
    expect(settleAmountInput("1,", RATE_FORMAT)).toBe("1");
    expect(amountInputFromNumber(0.62989, RATE_FORMAT)).toBe("0,62989");
    expect(amountInputFromNumber(1.5, PERCENT_FORMAT)).toBe("1,5");
  });
});

describe("km and liters fields", () => {
  it("group thousands and take a comma or a trailing dot as the decimal mark", () => {
    expect(typed("1000", QUANTITY_FORMAT)).toBe("1.000");
    expect(typed("450,5", QUANTITY_FORMAT)).toBe("450,5");
    expect(parsePlainDecimal(typed("12.5", QUANTITY_FORMAT))).toBe(12.5);
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
        expect(parseMoney(typed(String(n)))).toBe(n);
        expect(parseMoney(typed(formatBRL(n).replace(/^R\$ |,00$/g, "")))).toBe(n);
      }),
    );
  });

  it("format → parse returns the amount (field display and settled text)", () => {
    fc.assert(
      fc.property(cents, (n) => {
        const shown = moneyInputFromNumber(n);
        expect(parseMoney(shown)).toBe(n);
        expect(parseMoney(settleAmountInput(shown, MONEY_FORMAT))).toBe(n);
        expect(parseMoney(paste(shown))).toBe(n);
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

  it("typing the digits of an amount keeps the caret right after the last digit typed", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,10}(,\d{0,2})?$/), (keys) => {
        let state: FieldText = { display: "", caret: 0 };
        for (const key of keys) {
          state = typeInto(key, MONEY_FORMAT, state);
          expect(state.caret).toBe(state.display.length);
        }
        expect(parseMoney(state.display)).toBe(Number(keys.replace(",", ".")));
      }),
    );
  });

  it("a digit typed in the middle stays where it was typed, with the caret after it", () => {
    fc.assert(
      fc.property(reais, fc.integer({ min: 1, max: 9 }), fc.nat(), (n, digit, pick) => {
        fc.pre(n < 9_999_999_999);
        const display = moneyInputFromNumber(n);
        const digits = String(n);
        const at = pick % (digits.length + 1); // insert after `at` digits
        let position = 3;
        for (let seen = 0; seen < at; position++) if (/\d/.test(display[position] as string)) seen++;
        const next = typeInto(String(digit), MONEY_FORMAT, { display, caret: position });
        const expected = digits.slice(0, at) + String(digit) + digits.slice(at);
        expect(onlyDigits(next.display)).toBe(expected);
        expect(onlyDigits(next.display.slice(0, next.caret))).toBe(expected.slice(0, at + 1));
      }),
    );
  });
});

describe("maskPlate", () => {
  it("upper-cases and keeps letters and digits", () => {
    expect(maskPlate("abc1d23")).toBe("ABC1D23");
    expect(maskPlate("abc-1234")).toBe("ABC1234");
    expect(maskPlate(" a b c 1 d 2 3 ")).toBe("ABC1D23");
    expect(maskPlate("çãé!@#")).toBe("");
    expect(maskPlate("")).toBe("");
  });

  it("keeps at most 7 characters", () => {
    expect(maskPlate("ABC1D234")).toBe("ABC1D23");
    expect(maskPlate("ABC-1D23-XYZ")).toBe("ABC1D23");
  });
});

describe("parseMonths", () => {
  it("reads whole months", () => {
    expect(parseMonths("3")).toBe(3);
    expect(parseMonths(" 48 ")).toBe(48);
    expect(parseMonths("600")).toBe(600);
  });

  it("counts a non-number or empty text as 0", () => {
    expect(parseMonths("")).toBe(0);
    expect(parseMonths("   ")).toBe(0);
    expect(parseMonths("abc")).toBe(0);
    expect(parseMonths("3 meses")).toBe(0);
  });

  it("turns negatives into 0 and floors decimals", () => {
    expect(parseMonths("-3")).toBe(0);
    expect(parseMonths("3.7")).toBe(3);
    expect(parseMonths("3,7")).toBe(3);
    expect(parseMonths("0.5")).toBe(0);
  });

  it("caps at 600", () => {
    expect(parseMonths("601")).toBe(600);
    expect(parseMonths("1e9")).toBe(600);
    expect(parseMonths("99999999999999999999")).toBe(600);
  });
});

describe("parseWholeMonths (forms: refuse rather than change)", () => {
  it("takes whole numbers from 0 to 600 and an empty field as 0", () => {
    expect(parseWholeMonths("3")).toBe(3);
    expect(parseWholeMonths(" 12 ")).toBe(12);
    expect(parseWholeMonths("")).toBe(0);
    expect(parseWholeMonths("0")).toBe(0);
    expect(parseWholeMonths("600")).toBe(600);
  });

  it("gives null for negatives, decimals, exponents, words and more than 600", () => {
    for (const raw of ["-3", "3,7", "3.7", "1e1", "abc", "601"]) expect(parseWholeMonths(raw)).toBeNull();
  });
});
