import { describe, expect, it } from "vitest";
import { monthIndex, spanPhrase, yearBefore } from "./month-span.ts";

const at = (label: string) => ({ index: monthIndex(label)!, label });

describe("spanPhrase", () => {
  it("says 12 meses only between the same month a year apart", () => {
    expect(spanPhrase(at("novembro de 2025"), at("novembro de 2026"))).toBe("em 12 meses");
    // dezembro de 2025 to novembro de 2026: 11 months, named by its first month.
    expect(spanPhrase(at("dezembro de 2025"), at("novembro de 2026"))).toBe("desde dezembro de 2025");
    expect(spanPhrase(at("outubro de 2025 "), at("novembro de 2026"))).toBe("desde outubro de 2025");
  });

  it("names whole years as years", () => {
    expect(spanPhrase(at("novembro de 2023"), at("novembro de 2026"))).toBe("em 3 anos");
    expect(spanPhrase(at("novembro de 2024"), at("novembro de 2026"))).toBe("em 2 anos");
  });
});

describe("yearBefore", () => {
  it("finds the same month a year before, or nothing", () => {
    const points = ["novembro de 2025", "dezembro de 2025", "novembro de 2026"].map(at);
    expect(yearBefore(points, points[2]!)?.label).toBe("novembro de 2025");
    expect(yearBefore(points.slice(1), points[2]!)).toBeUndefined();
  });
});
