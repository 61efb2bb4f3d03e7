import { describe, expect, it } from "vitest";
import { realChange, realTermsOf, twelveMonthPrices } from "./real-terms.ts";

const HISTORY = [
  { month: "setembro de 2025", value: "R$ 50.000,00" },
  { month: "outubro de 2025", value: "R$ 49.800,00" },
  { month: "agosto de 2026", value: "R$ 47.000,00" },
  { month: "setembro de 2026", value: "R$ 46.500,00" },
];

describe("the 12-month change after inflation", () => {
  it("takes the newest month and the same month a year before", () => {
    expect(twelveMonthPrices(HISTORY)).toMatchObject({ from: "2025-09", to: "2026-09", older: 50000, newest: 46500 });
    expect(twelveMonthPrices(HISTORY.slice(1))).toBeNull();
  });

  it("corrects the older price by the IPCA: 50.000 × 1,05 = 52.500 against 46.500 is −11,43 %", () => {
    const r = realChange(50000, 46500, { percent: 5, from: "2025-09", to: "2026-09", months: 12 });
    expect(r.amount).toBeCloseTo(-6000, 6);
    expect(r.ratio).toBeCloseTo(46500 / 52500 - 1, 12);
  });

  it("uses the same months when held, else up to two months earlier, else nothing", async () => {
    const asked: string[] = [];
    const held = new Set(["2025-07..2026-07"]);
    const service = {
      ipcaBetween: async (from: string, to: string) => {
        asked.push(`${from}..${to}`);
        return held.has(`${from}..${to}`) ? { percent: 4, from, to, months: 12 } : null;
      },
    };
    const r = await realTermsOf(HISTORY, service);
    expect(asked).toEqual(["2025-09..2026-09", "2025-08..2026-08", "2025-07..2026-07"]);
    expect(r?.ipca).toEqual({ percent: 4, from: "2025-07", to: "2026-07", months: 12 });
    held.clear();
    expect(await realTermsOf(HISTORY, service)).toBeNull();
    expect(await realTermsOf(HISTORY, undefined)).toBeNull();
  });
});
