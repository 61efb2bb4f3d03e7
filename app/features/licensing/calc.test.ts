import { describe, expect, it } from "vitest";
import { formatBRL } from "../../lib/format.ts";
import { calculateCharges, dueMonth, lastPlateDigit } from "./calc.ts";

// SP calendar written out from the product spec §9, by last plate digit.
const LIGHT: Record<string, string> = {
  "1": "Julho",
  "2": "Julho",
  "3": "Agosto",
  "4": "Agosto",
  "5": "Setembro",
  "6": "Setembro",
  "7": "Outubro",
  "8": "Outubro",
  "9": "Novembro",
  "0": "Dezembro",
};
const TRUCK: Record<string, string> = {
  "1": "Setembro",
  "2": "Setembro",
  "3": "Outubro",
  "4": "Outubro",
  "5": "Outubro",
  "6": "Novembro",
  "7": "Novembro",
  "8": "Novembro",
  "9": "Dezembro",
  "0": "Dezembro",
};
const DIGITS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

describe("dueMonth in SP", () => {
  it.each(DIGITS)("digit %s on old and Mercosul plates", (digit) => {
    for (const plate of [`ABC123${digit}`, `ABC1D2${digit}`]) {
      expect(dueMonth({ plate, state: "SP", vehicleType: "light" })).toEqual({
        dueDate: LIGHT[digit],
        calendarAvailable: true,
      });
      expect(dueMonth({ plate, state: "SP", vehicleType: "truck" })).toEqual({
        dueDate: TRUCK[digit],
        calendarAvailable: true,
      });
    }
  });

  it("uses the last digit character, even after a trailing letter", () => {
    expect(dueMonth({ plate: "ABC1D23", state: "SP", vehicleType: "light" }).dueDate).toBe("Agosto");
    expect(dueMonth({ plate: "ABC1234", state: "SP", vehicleType: "light" }).dueDate).toBe("Agosto");
    expect(dueMonth({ plate: "ABC12D", state: "SP", vehicleType: "light" }).dueDate).toBe("Julho");
    expect(dueMonth({ plate: "9", state: "SP", vehicleType: "truck" }).dueDate).toBe("Dezembro");
  });

  it("asks to consult the DETRAN when the plate has no digit", () => {
    for (const plate of ["", "ABCDEFG", "---"]) {
      expect(dueMonth({ plate, state: "SP", vehicleType: "light" })).toEqual({
        dueDate: "Consulte o DETRAN",
        calendarAvailable: true,
      });
    }
  });
});

describe("dueMonth in other states", () => {
  it.each(["RJ", "MG", "DF", "TO", ""])("%s has no calendar", (state) => {
    expect(dueMonth({ plate: "ABC1D23", state, vehicleType: "light" })).toEqual({
      dueDate: "Consulte o DETRAN",
      calendarAvailable: false,
    });
  });
});

describe("lastPlateDigit", () => {
  it("scans from the end", () => {
    expect(lastPlateDigit("ABC1D23")).toBe("3");
    expect(lastPlateDigit("ABC1DEF")).toBe("1");
    expect(lastPlateDigit("ABC")).toBeNull();
    expect(lastPlateDigit("")).toBeNull();
  });
});

describe("calculateCharges", () => {
  it("worked example: 160,22 with 20% fee and 1% a month for 3 months", () => {
    const result = calculateCharges({
      baseValue: 160.22,
      lateFee: 20,
      monthlyInterest: 1,
      monthsLate: 3,
    });
    expect(result.baseValue).toBe(160.22);
    expect(result.feeAmount).toBe(32.04);
    expect(result.interestAmount).toBe(4.81);
    expect(result.total).toBe(197.07);
    expect(formatBRL(result.feeAmount)).toBe("R$ 32,04");
    expect(formatBRL(result.interestAmount)).toBe("R$ 4,81");
    expect(formatBRL(result.total)).toBe("R$ 197,07");
  });

  it("charges nothing with 0 months late", () => {
    expect(calculateCharges({ baseValue: 160.22, lateFee: 20, monthlyInterest: 1, monthsLate: 0 })).toEqual({
      baseValue: 160.22,
      feeAmount: 0,
      interestAmount: 0,
      total: 160.22,
    });
  });

  it("rounds each row to cents and the total is the sum of the rows (100,07, 20 %, 1 %, 3 months)", () => {
    const result = calculateCharges({ baseValue: 100.07, lateFee: 20, monthlyInterest: 1, monthsLate: 3 });
    expect(result).toEqual({ baseValue: 100.07, feeAmount: 20.01, interestAmount: 3, total: 123.08 });
    // Exact values would be 20,014 + 3,0021: the unrounded total 123,0861 shows as R$ 123,09.
    expect(formatBRL(result.total)).toBe("R$ 123,08");
  });

  it("rows always add up to the total, for many bases and rates", () => {
    for (let cents = 1; cents <= 20000; cents += 7) {
      for (const [fee, interest, months] of [
        [20, 1, 3],
        [2, 0.33, 7],
        [12.5, 1.25, 11],
      ] as const) {
        const r = calculateCharges({
          baseValue: cents / 100,
          lateFee: fee,
          monthlyInterest: interest,
          monthsLate: months,
        });
        const rows = [r.baseValue, r.feeAmount, r.interestAmount].map((v) => Math.round(v * 100));
        expect(rows.every((v, i) => Math.abs(v - [r.baseValue, r.feeAmount, r.interestAmount][i]! * 100) < 1e-6)).toBe(
          true,
        );
        expect(Math.round(r.total * 100)).toBe(rows[0]! + rows[1]! + rows[2]!);
      }
    }
  });

  it("treats negative or non-finite inputs as 0", () => {
    expect(calculateCharges({ baseValue: 100, lateFee: 20, monthlyInterest: 1, monthsLate: -2 }).total).toBe(100);
    expect(calculateCharges({ baseValue: 100, lateFee: Number.NaN, monthlyInterest: 1, monthsLate: 2 })).toEqual({
      baseValue: 100,
      feeAmount: 0,
      interestAmount: 2,
      total: 102,
    });
  });

  it("the fee does not grow with months; interest does", () => {
    const one = calculateCharges({
      baseValue: 100,
      lateFee: 20,
      monthlyInterest: 1,
      monthsLate: 1,
    });
    const twelve = calculateCharges({
      baseValue: 100,
      lateFee: 20,
      monthlyInterest: 1,
      monthsLate: 12,
    });
    expect(twelve.feeAmount).toBe(one.feeAmount);
    expect(twelve.interestAmount).toBeCloseTo(one.interestAmount * 12, 10);
  });
});
