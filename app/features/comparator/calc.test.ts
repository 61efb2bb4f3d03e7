import { describe, expect, it } from "vitest";
import { formatBRL, formatPercent } from "../../lib/format.ts";
import { calculateComparator } from "./calc.ts";

describe("calculateComparator", () => {
  it("calls exactly 70% a tie (and ethanol does not strictly pay off)", () => {
    const result = calculateComparator({ gasolinePrice: 5, ethanolPrice: 3.5 });
    expect(result?.outcome).toBe("empate");
    expect(result?.recommendedFuel).toBe("gasolina");
    expect(result?.ratio).toBeCloseTo(0.7, 12);
    expect(formatPercent(result?.ratio ?? 0)).toBe("70,0%");
  });

  it("recommends etanol one cent below 70%", () => {
    const result = calculateComparator({ gasolinePrice: 5, ethanolPrice: 3.49 });
    expect(result?.recommendedFuel).toBe("etanol");
    expect(formatPercent(result?.ratio ?? 0)).toBe("69,8%");
  });

  it("is not fooled by float error at the boundary", () => {
    // 0.7 * 6.1 = 4.27 exactly in cents; as floats 4.27 / 6.1 is 0.7000000000000001.
    expect(calculateComparator({ gasolinePrice: 6.1, ethanolPrice: 4.27 })?.recommendedFuel).toBe("gasolina");
    expect(calculateComparator({ gasolinePrice: 6.1, ethanolPrice: 4.26 })?.recommendedFuel).toBe("etanol");
    // Prices built with float arithmetic still compare in whole cents.
    expect(calculateComparator({ gasolinePrice: 0.1 + 0.2, ethanolPrice: 0.21 })?.recommendedFuel).toBe("gasolina");
    for (let gasolineCents = 1; gasolineCents <= 1000; gasolineCents++) {
      if ((gasolineCents * 70) % 100 !== 0) continue;
      const boundary = (gasolineCents * 70) / 100 / 100;
      const result = calculateComparator({
        gasolinePrice: gasolineCents / 100,
        ethanolPrice: boundary,
      });
      expect(result?.recommendedFuel).toBe("gasolina");
      expect(result?.outcome).toBe("empate");
    }
  });

  it("is a tie only at exactly 70% in whole cents", () => {
    expect(calculateComparator({ gasolinePrice: 6.1, ethanolPrice: 4.27 })?.outcome).toBe("empate");
    expect(calculateComparator({ gasolinePrice: 6.1, ethanolPrice: 4.26 })?.outcome).toBe("etanol");
    expect(calculateComparator({ gasolinePrice: 6.1, ethanolPrice: 4.28 })?.outcome).toBe("gasolina");
    // 70 % of 6,29 is 4,403: no whole-cent price ties.
    expect(calculateComparator({ gasolinePrice: 6.29, ethanolPrice: 4.4 })?.outcome).toBe("etanol");
    expect(calculateComparator({ gasolinePrice: 6.29, ethanolPrice: 4.41 })?.outcome).toBe("gasolina");
  });

  it("shows 71,4% for a ratio of 5/7", () => {
    const result = calculateComparator({ gasolinePrice: 4.9, ethanolPrice: 3.5 });
    expect(result?.recommendedFuel).toBe("gasolina");
    expect(result?.ratio).toBeCloseTo(5 / 7, 12);
    expect(formatPercent(result?.ratio ?? 0)).toBe("71,4%");
  });

  it("recommends etanol when clearly cheaper", () => {
    expect(calculateComparator({ gasolinePrice: 6.29, ethanolPrice: 3.99 })?.recommendedFuel).toBe("etanol");
    expect(calculateComparator({ gasolinePrice: 5, ethanolPrice: 5.5 })?.recommendedFuel).toBe("gasolina");
  });

  it("gives the break-even ethanol price in whole cents", () => {
    expect(calculateComparator({ gasolinePrice: 5, ethanolPrice: 4 })?.breakEvenEthanolPrice).toBe(3.49);
    expect(formatBRL(calculateComparator({ gasolinePrice: 5, ethanolPrice: 4 })?.breakEvenEthanolPrice ?? 0)).toBe(
      "R$ 3,49",
    );
    // 70% of 6,29 is 4,403: 4,40 still pays off.
    expect(calculateComparator({ gasolinePrice: 6.29, ethanolPrice: 4 })?.breakEvenEthanolPrice).toBe(4.4);
    // 70% of 6,10 is exactly 4,27, which does not pay off.
    expect(calculateComparator({ gasolinePrice: 6.1, ethanolPrice: 4 })?.breakEvenEthanolPrice).toBe(4.26);
  });

  it("the break-even price is etanol and one cent more is gasolina", () => {
    for (let gasolineCents = 2; gasolineCents <= 1200; gasolineCents += 7) {
      const gasolinePrice = gasolineCents / 100;
      const breakEven = calculateComparator({ gasolinePrice, ethanolPrice: 1 })?.breakEvenEthanolPrice ?? 0;
      expect(calculateComparator({ gasolinePrice, ethanolPrice: breakEven })?.recommendedFuel).toBe("etanol");
      expect(calculateComparator({ gasolinePrice, ethanolPrice: breakEven + 0.01 })?.recommendedFuel).toBe("gasolina");
    }
  });

  it.each([
    [0, 3.5],
    [5, 0],
    [0, 0],
    [-5, 3.5],
    [5, -1],
    [0.004, 3.5],
    [Number.NaN, 3.5],
  ])("returns null for gasoline %d and ethanol %d", (gasolinePrice, ethanolPrice) => {
    expect(calculateComparator({ gasolinePrice, ethanolPrice })).toBeNull();
  });
});
