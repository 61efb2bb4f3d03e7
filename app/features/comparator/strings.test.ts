import { describe, expect, it } from "vitest";
import { COMPARATOR_STRINGS, COMPARATOR_TIPS } from "./strings.ts";

// The comparator's 70 % rule: ethanol yields y = 0,70 of gasoline's km per litre, so it goes
// 1 − y = 30 % fewer km per litre and burns 1/y − 1 ≈ 43 % more fuel (the tips say both).
const YIELD = 0.7;

describe("comparator tips", () => {
  it("every consumption figure agrees with ethanol yielding 70% of gasoline", () => {
    const text = COMPARATOR_TIPS.join("\n");
    const fewer = [...text.matchAll(/(\d+)\s?% menos (?:quilômetros|km) por litro/g)].map((m) => Number(m[1]));
    const more = [...text.matchAll(/(\d+)\s?% mais (?:combustível|litros|etanol|álcool)/g)].map((m) => Number(m[1]));
    expect(fewer.length + more.length).toBeGreaterThan(0);
    for (const x of fewer) expect(Math.abs(x / 100 - (1 - YIELD))).toBeLessThanOrEqual(0.02);
    for (const x of more) expect(Math.abs(x / 100 - (1 / YIELD - 1))).toBeLessThanOrEqual(0.02);
  });
});

describe("the tie", () => {
  it("says it is a tie, with why", () => {
    expect(COMPARATOR_STRINGS.tieTitle).toBe("Empate: tanto faz");
    expect(COMPARATOR_STRINGS.tieExplanation).toMatch(/exatamente 70%/);
  });
});
