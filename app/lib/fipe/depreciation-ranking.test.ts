import { describe, expect, it } from "vitest";
import { changeRatio, monthsBefore, rankByChange, rankedModelYears } from "./depreciation-ranking.ts";

describe("the depreciation ranking's pure parts", () => {
  it("goes back whole months across years", () => {
    expect(monthsBefore("2026-11", 12)).toBe("2025-11");
    expect(monthsBefore("2026-01", 1)).toBe("2025-12");
    expect(monthsBefore("2026-03", 27)).toBe("2023-12");
  });

  it("admits the model years 1 to 5 years before the newest month's year", () => {
    expect(rankedModelYears("2026-11")).toEqual({ from: 2021, to: 2025 });
  });

  it("ranks by the change computed from the cents: a gain above a small loss, ties by path", () => {
    // 45.000 → 41.400: -8 %; 30.000 → 30.600: +2 %; 50.000 → 46.000: -8 %; 20.000 → 19.000: -5 %
    const v = (path: string, from: number, to: number) => ({ path, ratio: changeRatio(from, to) });
    const all = [
      v("/b", 4_500_000, 4_140_000),
      v("/c", 3_000_000, 3_060_000),
      v("/a", 5_000_000, 4_600_000),
      v("/d", 2_000_000, 1_900_000),
    ];
    expect(all.map((x) => Math.round(x.ratio * 1000) / 1000)).toEqual([-0.08, 0.02, -0.08, -0.05]);
    const { least, most } = rankByChange(all, 3);
    expect(least.map((x) => x.path)).toEqual(["/c", "/d", "/a"]);
    expect(most.map((x) => x.path)).toEqual(["/a", "/b", "/d"]);
  });
});
