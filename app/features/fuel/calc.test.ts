import { describe, expect, it } from "vitest";
import { formatBRL, formatNumber } from "../../lib/format.ts";
import { calculateFuel } from "./calc.ts";

describe("calculateFuel", () => {
  it("rounds the cost half up to the cent: 85,5 L × R$ 5,89 = 503,595 → R$ 503,60", () => {
    const result = calculateFuel({ distance: 1000, liters: 85.5, fuelPrice: 5.89 });
    expect(result?.totalCost).toBe(503.6);
    expect(formatBRL(result?.totalCost ?? 0)).toBe("R$ 503,60");
  });

  it("computes consumption and total cost", () => {
    const result = calculateFuel({ distance: 450, liters: 35, fuelPrice: 5.89 });
    expect(result?.consumption).toBeCloseTo(450 / 35, 12);
    expect(formatNumber(result?.consumption ?? 0, 2)).toBe("12,86");
    expect(result?.totalCost).toBeCloseTo(206.15, 10);
    expect(formatBRL(result?.totalCost ?? 0)).toBe("R$ 206,15");
    expect(result).toMatchObject({ distance: 450, liters: 35, fuelPrice: 5.89 });
  });

  it("leaves total cost null without a price above 0", () => {
    expect(calculateFuel({ distance: 100, liters: 10, fuelPrice: 0 })).toEqual({
      consumption: 10,
      totalCost: null,
      distance: 100,
      liters: 10,
      fuelPrice: 0,
    });
    expect(calculateFuel({ distance: 100, liters: 10, fuelPrice: -5 })?.totalCost).toBeNull();
    expect(calculateFuel({ distance: 100, liters: 10, fuelPrice: Number.NaN })?.totalCost).toBeNull();
  });

  it("accepts fractional inputs", () => {
    expect(calculateFuel({ distance: 0.5, liters: 0.25, fuelPrice: 6 })).toMatchObject({
      consumption: 2,
      totalCost: 1.5,
    });
  });

  it.each([
    [0, 10],
    [100, 0],
    [-100, 10],
    [100, -10],
    [Number.NaN, 10],
    [100, Number.POSITIVE_INFINITY],
  ])("returns null for distance %d and liters %d", (distance, liters) => {
    expect(calculateFuel({ distance, liters, fuelPrice: 5 })).toBeNull();
  });
});
