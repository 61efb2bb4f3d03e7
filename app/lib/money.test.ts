import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBRL } from "./format.ts";
import { roundCents, roundHalfUp, toCents } from "./money.ts";

describe("money rounding: half up to the cent", () => {
  it("85,5 L × R$ 5,89 is R$ 503,60, as a bank rounds it", () => {
    expect(85.5 * 5.89).not.toBe(503.595); // 503.59499999999997 in binary
    expect(roundCents(85.5 * 5.89)).toBe(503.6);
    expect(toCents(85.5 * 5.89)).toBe(50360);
    expect(formatBRL(85.5 * 5.89)).toBe("R$ 503,60");
    expect(formatBRL(503.595)).toBe("R$ 503,60");
  });

  it.each([
    [1.005, 1.01],
    [0.285, 0.29],
    [1.004, 1],
    [2.675, 2.68],
    [503.594999999, 503.59],
    [-1.005, -1.01],
    [-0.004, 0],
    [0, 0],
    [99_999_999_999.995, 100_000_000_000],
  ])("%s → %s", (n, rounded) => {
    expect(roundCents(n)).toBe(rounded);
  });

  it("never gives -0", () => {
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  });

  it("rounds whole halves away from zero", () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(Number.NaN)).toBeNaN();
  });

  it("a price in cents times a quantity in tenths rounds its exact half-cent up", () => {
    // cents × tenths / 1000 reais: exact in decimals; the half cent is when the product ends in 5.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), (priceCents, tenths) => {
        const product = priceCents * tenths; // thousandths of a real, an exact integer
        const expected = Math.floor(product / 10) + (product % 10 >= 5 ? 1 : 0);
        expect(toCents((priceCents / 100) * (tenths / 10))).toBe(expected);
      }),
    );
  });

  it("an amount already in cents is unchanged", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });
});
