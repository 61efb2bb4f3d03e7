import { describe, expect, it } from "vitest";
import { formatBRL } from "./format.ts";
import {
  decimalFromNumber,
  EMPTY_DECIMAL_INPUT,
  maskMoney,
  maskPlainDecimal,
  parsePlainDecimal,
  plainDecimalFromNumber,
  maskPlate,
  nextDecimalInput,
  onlyDigits,
  parseDecimal,
  parseMoney,
  parseMonths,
  parseWholeMonths,
  maskPlainPercent,
  plainPercentFromNumber,
  type DecimalInputState,
} from "./masks.ts";

/** Types `keys` one at a time into a money input ("⌫" is backspace). */
function typeMoney(keys: string, start = ""): string {
  let display = start;
  for (const key of keys) display = maskMoney(key === "⌫" ? display.slice(0, -1) : display + key);
  return display;
}

/** Types `keys` one at a time at the end of a rate input ("⌫" is backspace). */
function typeDecimal(keys: string, start: DecimalInputState = EMPTY_DECIMAL_INPUT): DecimalInputState {
  let state = start;
  for (const key of keys) {
    state = nextDecimalInput(state, key === "⌫" ? state.display.slice(0, -1) : state.display + key);
  }
  return state;
}

const fill = (display: string): DecimalInputState => ({ display, mode: "fill" });
const free = (display: string): DecimalInputState => ({ display, mode: "free" });

describe("onlyDigits", () => {
  it("keeps ASCII digits only", () => {
    expect(onlyDigits("R$ 1.234,56")).toBe("123456");
    expect(onlyDigits("abc")).toBe("");
    expect(onlyDigits("")).toBe("");
  });
});

describe("maskMoney", () => {
  it("fills from the cents side while typing", () => {
    expect(typeMoney("1")).toBe("R$ 0,01");
    expect(typeMoney("12")).toBe("R$ 0,12");
    expect(typeMoney("123")).toBe("R$ 1,23");
    expect(typeMoney("123456")).toBe("R$ 1.234,56");
    expect(typeMoney("2500000")).toBe("R$ 25.000,00");
  });

  it("ignores leading zeros and non-digit keys", () => {
    expect(typeMoney("0")).toBe("");
    expect(typeMoney("0001")).toBe("R$ 0,01");
    expect(typeMoney("1a,.2")).toBe("R$ 0,12");
  });

  it("removes the last digit on backspace", () => {
    expect(maskMoney("R$ 12,3")).toBe("R$ 1,23");
    expect(maskMoney("R$ 1.234,5")).toBe("R$ 123,45");
    expect(maskMoney("R$ 0,0")).toBe("");
    expect(typeMoney("123⌫⌫")).toBe("R$ 0,01");
    expect(typeMoney("123⌫⌫⌫")).toBe("");
    expect(typeMoney("⌫")).toBe("");
  });

  it("keeps only the digits of pasted text", () => {
    expect(maskMoney("R$ 1.234,56")).toBe("R$ 1.234,56");
    expect(maskMoney("  valor: R$ 45.990,00 reais ")).toBe("R$ 45.990,00");
    expect(maskMoney("1234")).toBe("R$ 12,34");
    expect(maskMoney("abc")).toBe("");
    expect(maskMoney("")).toBe("");
  });

  it("caps at 13 digits, dropping extra digits typed at the end", () => {
    const max = typeMoney("9999999999999");
    expect(max).toBe("R$ 99.999.999.999,99");
    expect(typeMoney("1", max)).toBe(max);
    expect(maskMoney("12345678901234567890")).toBe("R$ 12.345.678.901,23");
  });

  it("matches formatBRL", () => {
    for (const cents of [1, 99, 100, 123456, 100000000, 9999999999999]) {
      expect(maskMoney(String(cents))).toBe(formatBRL(cents / 100));
    }
  });
});

describe("parseMoney", () => {
  it("reads a display back as reais", () => {
    expect(parseMoney("R$ 1.234,56")).toBe(1234.56);
    expect(parseMoney("R$ 0,01")).toBe(0.01);
    expect(parseMoney("R$ 99.999.999.999,99")).toBe(99999999999.99);
    expect(parseMoney("")).toBe(0);
    expect(parseMoney("R$ 0,00")).toBe(0);
  });

  it("round-trips with maskMoney and formatBRL", () => {
    for (const value of [0.01, 1.5, 160.22, 1234.56, 25000, 87654321.09]) {
      expect(parseMoney(formatBRL(value))).toBe(value);
      expect(maskMoney(formatBRL(value))).toBe(formatBRL(value));
    }
  });
});

describe("nextDecimalInput: fill mode", () => {
  it("fills from the right with two decimals", () => {
    expect(typeDecimal("1")).toEqual(fill("0,01"));
    expect(typeDecimal("19")).toEqual(fill("0,19"));
    expect(typeDecimal("199")).toEqual(fill("1,99"));
    expect(typeDecimal("0199")).toEqual(fill("1,99"));
    expect(typeDecimal("12345")).toEqual(fill("123,45"));
  });

  it("caps at 5 digits", () => {
    expect(typeDecimal("123456")).toEqual(fill("123,45"));
    expect(nextDecimalInput(EMPTY_DECIMAL_INPUT, "9876543")).toEqual(fill("987,65"));
  });

  it("handles backspace down to empty", () => {
    expect(typeDecimal("199⌫")).toEqual(fill("0,19"));
    expect(typeDecimal("199⌫⌫")).toEqual(fill("0,01"));
    expect(typeDecimal("199⌫⌫⌫")).toEqual(fill(""));
    expect(typeDecimal("⌫")).toEqual(fill(""));
  });

  it("ignores zeros and letters", () => {
    expect(typeDecimal("0")).toEqual(fill(""));
    expect(typeDecimal("a%")).toEqual(fill(""));
    expect(nextDecimalInput(EMPTY_DECIMAL_INPUT, "1,99 %")).toEqual(free("1,99"));
  });

  it("keeps digit-only pastes in fill mode", () => {
    expect(nextDecimalInput(fill("0,50"), "199")).toEqual(fill("1,99"));
    expect(nextDecimalInput(EMPTY_DECIMAL_INPUT, "abc 250")).toEqual(fill("2,50"));
  });

  it("stays in fill mode when a typed digit replaces a selected digit", () => {
    // "1,99" with the last "9" selected, then "5" typed.
    expect(nextDecimalInput(fill("1,99"), "1,95")).toEqual(fill("1,95"));
  });
});

describe("nextDecimalInput: the comma switch", () => {
  it("typing a comma after the digits makes them the integer part", () => {
    expect(typeDecimal("1,")).toEqual(free("1,"));
    expect(typeDecimal("1,5")).toEqual(free("1,5"));
    expect(typeDecimal("12,75")).toEqual(free("12,75"));
    expect(typeDecimal("0,629890")).toEqual(free("0,629890"));
  });

  it("a dot works like a comma", () => {
    expect(typeDecimal("1.")).toEqual(free("1,"));
    expect(typeDecimal("2.5")).toEqual(free("2,5"));
  });

  it("a comma typed into an empty field gives 0,", () => {
    expect(typeDecimal(",")).toEqual(free("0,"));
    expect(typeDecimal(",629890")).toEqual(free("0,629890"));
  });

  it("pasting a full number into an empty field keeps it", () => {
    expect(nextDecimalInput(EMPTY_DECIMAL_INPUT, "0,629890")).toEqual(free("0,629890"));
    expect(nextDecimalInput(EMPTY_DECIMAL_INPUT, "1.99")).toEqual(free("1,99"));
    expect(nextDecimalInput(EMPTY_DECIMAL_INPUT, " 0,63% a.m.")).toEqual(free("0,63"));
  });

  it("pasting a full number over a selected value keeps it", () => {
    expect(nextDecimalInput(fill("1,99"), "0,629890")).toEqual(free("0,629890"));
    expect(nextDecimalInput(fill("0,01"), "0,629890")).toEqual(free("0,629890"));
    expect(nextDecimalInput(fill("0,01"), "0,5")).toEqual(free("0,5"));
    expect(nextDecimalInput(fill("2,50"), "1.99")).toEqual(free("1,99"));
  });

  it("a comma typed in the middle splits the digits there", () => {
    // "1,99" with the caret after the first "9".
    expect(nextDecimalInput(fill("1,99"), "1,9,9")).toEqual(free("19,9"));
  });
});

describe("nextDecimalInput: free mode", () => {
  it("limits to 6 decimals", () => {
    expect(typeDecimal("0,1234567")).toEqual(free("0,123456"));
  });

  it("limits to 3 integer digits and strips leading zeros", () => {
    expect(nextDecimalInput(free("0,"), "1234,5")).toEqual(free("123,5"));
    expect(nextDecimalInput(free("0,5"), "00,5")).toEqual(free("0,5"));
    expect(nextDecimalInput(free("0,5"), "007,5")).toEqual(free("7,5"));
  });

  it("keeps only the first separator", () => {
    expect(typeDecimal("1,5.2,")).toEqual(free("1,52"));
  });

  it("deleting the comma returns to fill mode", () => {
    expect(typeDecimal("1,⌫")).toEqual(fill("0,01"));
    expect(typeDecimal(",⌫")).toEqual(fill(""));
    expect(nextDecimalInput(free("12,5"), "125")).toEqual(fill("1,25"));
    expect(nextDecimalInput(free("12,5"), "")).toEqual(fill(""));
  });

  it("backspace over decimals keeps free mode", () => {
    expect(typeDecimal("0,629890⌫⌫⌫")).toEqual(free("0,629"));
    expect(typeDecimal("0,6⌫")).toEqual(free("0,"));
  });
});

describe("decimalFromNumber", () => {
  it("uses fill mode for up to two decimals", () => {
    expect(decimalFromNumber(1.99)).toEqual(fill("1,99"));
    expect(decimalFromNumber(0.01)).toEqual(fill("0,01"));
    expect(decimalFromNumber(20)).toEqual(fill("20,00"));
    expect(decimalFromNumber(1.5)).toEqual(fill("1,50"));
    expect(decimalFromNumber(999.99)).toEqual(fill("999,99"));
  });

  it("uses free mode for more decimals", () => {
    expect(decimalFromNumber(0.62989)).toEqual(free("0,62989"));
    expect(decimalFromNumber(0.1 + 0.2 + 0.0001)).toEqual(free("0,3001"));
    expect(decimalFromNumber(12.123456789)).toEqual(free("12,123457"));
  });

  it("gives the empty input for zero, negative, huge and non-finite values", () => {
    for (const n of [0, -1.99, 1000, 1e20, 0.0000001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(decimalFromNumber(n)).toEqual(EMPTY_DECIMAL_INPUT);
    }
  });

  it("round-trips through parseDecimal", () => {
    for (const n of [0.01, 0.5, 1.99, 20, 0.62989, 3.141592, 999.999999]) {
      expect(parseDecimal(decimalFromNumber(n).display)).toBe(n);
    }
  });
});

describe("parseDecimal", () => {
  it("reads displays back", () => {
    expect(parseDecimal("0,629890")).toBe(0.62989);
    expect(parseDecimal("1,99")).toBe(1.99);
    expect(parseDecimal("0,01")).toBe(0.01);
    expect(parseDecimal("1,")).toBe(1);
    expect(parseDecimal("0,")).toBe(0);
    expect(parseDecimal("")).toBe(0);
    expect(parseDecimal("abc")).toBe(0);
    expect(parseDecimal("1.5")).toBe(1.5);
  });

  it("agrees with what was typed", () => {
    expect(parseDecimal(typeDecimal("199").display)).toBe(1.99);
    expect(parseDecimal(typeDecimal("0,629890").display)).toBe(0.62989);
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

describe("plain decimals (distance, liters)", () => {
  it("keeps digits and the first separator as a comma", () => {
    expect(maskPlainDecimal("450.5")).toBe("450,5");
    expect(maskPlainDecimal("1a2,3,4")).toBe("12,34");
    expect(maskPlainDecimal("0012")).toBe("12");
    expect(maskPlainDecimal("0")).toBe("0");
    expect(maskPlainDecimal(",5")).toBe("0,5");
    expect(maskPlainDecimal("")).toBe("");
    expect(maskPlainDecimal("12,3456")).toBe("12,34");
    expect(maskPlainDecimal("123456789")).toBe("1234567");
  });

  it("parses back, empty as zero", () => {
    expect(parsePlainDecimal("450,5")).toBe(450.5);
    expect(parsePlainDecimal("12,")).toBe(12);
    expect(parsePlainDecimal("")).toBe(0);
  });

  it("restores a number from a URL", () => {
    expect(plainDecimalFromNumber(450.5)).toBe("450,5");
    expect(plainDecimalFromNumber(40)).toBe("40");
    expect(plainDecimalFromNumber(-1)).toBe("");
    expect(plainDecimalFromNumber(Number.NaN)).toBe("");
  });
});

describe("maskPlainPercent (licensing fee and interest: what is typed is the percent)", () => {
  it("keeps what is typed: 20 is 20 %, 1,5 is 1,5 %", () => {
    expect(maskPlainPercent("20")).toBe("20");
    expect(parsePlainDecimal(maskPlainPercent("20"))).toBe(20);
    expect(maskPlainPercent("1,5")).toBe("1,5");
    expect(maskPlainPercent("1.5")).toBe("1,5");
    expect(parsePlainDecimal(maskPlainPercent("1,5"))).toBe(1.5);
    expect(maskPlainPercent("1")).toBe("1");
  });

  it("drops other characters, extra decimals and integer digits beyond 999", () => {
    expect(maskPlainPercent("2a0%")).toBe("20");
    expect(maskPlainPercent("1,555")).toBe("1,55");
    expect(maskPlainPercent("12345")).toBe("123");
    expect(maskPlainPercent("")).toBe("");
  });

  it("shows a number restored from a URL", () => {
    expect(plainPercentFromNumber(20)).toBe("20");
    expect(plainPercentFromNumber(1.5)).toBe("1,5");
    expect(plainPercentFromNumber(0)).toBe("");
    expect(plainPercentFromNumber(1000)).toBe("");
    expect(plainPercentFromNumber(Number.NaN)).toBe("");
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
