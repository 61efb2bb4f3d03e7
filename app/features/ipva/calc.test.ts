import { describe, expect, it } from "vitest";
import { formatBRL } from "../../lib/format.ts";
import { BRAZILIAN_STATES } from "../../lib/states.ts";
import { calculateIpva } from "./calc.ts";
import { IPVA_RATES, IPVA_RATES_YEAR } from "./rates.ts";

// Written out from the product spec §9 (car / motorcycle, %), not derived from the module.
const SPEC_RATES: [state: string, car: number, motorcycle: number][] = [
  ["AC", 2, 1],
  ["AL", 3, 2.5],
  ["AP", 3, 1.5],
  ["AM", 3, 2],
  ["BA", 2.5, 2.5],
  ["CE", 3, 2],
  ["DF", 3.5, 2.5],
  ["ES", 2, 1],
  ["GO", 3.75, 3],
  ["MA", 2.5, 2],
  ["MT", 3, 1],
  ["MS", 3.5, 2],
  ["MG", 4, 2],
  ["PA", 2.5, 1],
  ["PB", 2.5, 2.5],
  ["PR", 3.5, 3.5],
  ["PE", 3, 2],
  ["PI", 2.5, 2],
  ["RJ", 4, 2],
  ["RN", 3, 2],
  ["RS", 3, 2],
  ["RO", 3, 2],
  ["RR", 3, 2],
  ["SC", 2, 1],
  ["SP", 4, 2],
  ["SE", 2.5, 2],
  ["TO", 2, 1],
];

describe("IPVA rates table", () => {
  it("covers exactly the 27 states", () => {
    expect(SPEC_RATES).toHaveLength(27);
    expect(Object.keys(IPVA_RATES).sort()).toEqual(SPEC_RATES.map(([state]) => state).sort());
    expect(Object.keys(IPVA_RATES).sort()).toEqual(BRAZILIAN_STATES.map((s) => s.code).sort());
    expect(IPVA_RATES_YEAR).toBe(2025);
  });

  it.each(SPEC_RATES)("%s: car %d%%, motorcycle %d%%", (state, car, motorcycle) => {
    expect(calculateIpva({ vehicleValue: 100000, state, vehicleType: "car" })).toEqual({
      ipvaValue: car * 1000,
      rate: car,
      dpvat: 0,
      totalValue: car * 1000,
    });
    expect(calculateIpva({ vehicleValue: 100000, state, vehicleType: "motorcycle" })).toEqual({
      ipvaValue: motorcycle * 1000,
      rate: motorcycle,
      dpvat: 0,
      totalValue: motorcycle * 1000,
    });
  });
});

describe("calculateIpva", () => {
  it("computes value × rate / 100 with no DPVAT", () => {
    const result = calculateIpva({ vehicleValue: 45990, state: "SP", vehicleType: "car" });
    expect(result?.ipvaValue).toBeCloseTo(1839.6, 10);
    expect(result?.totalValue).toBe(result?.ipvaValue);
    expect(result?.dpvat).toBe(0);
    expect(formatBRL(result?.totalValue ?? 0)).toBe("R$ 1.839,60");
  });

  it("handles fractional rates", () => {
    const result = calculateIpva({ vehicleValue: 12345.67, state: "GO", vehicleType: "car" });
    expect(formatBRL(result?.ipvaValue ?? 0)).toBe("R$ 462,96");
  });

  it("returns null for a value not above 0", () => {
    for (const vehicleValue of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateIpva({ vehicleValue, state: "SP", vehicleType: "car" })).toBeNull();
    }
  });

  it("returns null for an unknown state", () => {
    expect(calculateIpva({ vehicleValue: 1000, state: "XX", vehicleType: "car" })).toBeNull();
    expect(calculateIpva({ vehicleValue: 1000, state: "", vehicleType: "motorcycle" })).toBeNull();
    expect(calculateIpva({ vehicleValue: 1000, state: "sp", vehicleType: "car" })).toBeNull();
  });
});
