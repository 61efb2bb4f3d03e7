import { describe, expect, it } from "vitest";
import { monthIndex } from "../../lib/month-span.ts";
import { historySpans } from "./history-spans.ts";

const month = (i: number) => {
  const names = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ];
  return `${names[i % 12]} de ${2022 + Math.floor(i / 12)}`;
};

describe("historySpans", () => {
  it("reads pt-BR month labels", () => {
    expect(monthIndex("março de 2024")).toBe(2024 * 12 + 2);
    expect(monthIndex("março/2024")).toBeNull();
  });

  it("gives 12 months, 3 years and all the months, each from its first month held to the newest", () => {
    // 48 months, from janeiro de 2022 (R$ 148.000) down R$ 1.000 a month to dezembro de 2025.
    const history = Array.from({ length: 48 }, (_, i) => ({ month: month(i), value: `R$ ${148 - i}.000,00` }));
    const spans = historySpans(history);
    expect(spans.map((s) => [s.label, s.since, s.from, s.to])).toEqual([
      ["12 meses", "dezembro de 2024", 113_000, 101_000],
      ["3 anos", "dezembro de 2022", 137_000, 101_000],
      ["Todo o histórico", "janeiro de 2022", 148_000, 101_000],
    ]);
    expect(spans[0]!.ratio).toBeCloseTo(101 / 113 - 1, 10);
  });

  it("names a span by its first month when the same month a year before is not held", () => {
    // 12 months, janeiro to dezembro de 2022: 11 months apart, not "12 meses".
    const twelve = Array.from({ length: 12 }, (_, i) => ({ month: month(i), value: `R$ ${20 - i}.000,00` }));
    expect(historySpans(twelve).map((s) => [s.label, s.exact])).toEqual([["Todo o histórico", true]]);
    // A gap: novembro de 2022 missing before novembro de 2023: "desde" the first month inside.
    const gap = [month(0), month(9), month(11), month(22)].map((m) => ({ month: m, value: "R$ 10.000,00" }));
    expect(historySpans(gap).map((s) => [s.label, s.since])).toEqual([
      ["Desde dezembro de 2022", "dezembro de 2022"],
      ["Todo o histórico", "janeiro de 2022"],
    ]);
  });

  it("leaves out spans the history does not reach beyond a shorter one, and needs two months", () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ month: month(i), value: "R$ 10.000,00" }));
    expect(historySpans(nine).map((s) => s.label)).toEqual(["Todo o histórico"]);
    expect(historySpans(nine.slice(0, 1))).toEqual([]);
    expect(historySpans([])).toEqual([]);
  });
});
