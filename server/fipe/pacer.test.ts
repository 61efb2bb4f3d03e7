import { describe, expect, it } from "vitest";
import { createPacer } from "./pacer.ts";

describe("createPacer", () => {
  it("starts calls at least the interval apart, in the order they asked", async () => {
    const pace = createPacer(100);
    const started: number[] = [];
    const t0 = Date.now();
    await Promise.all(
      [0, 1, 2].map(async (i) => {
        await pace(new AbortController().signal);
        started[i] = Date.now() - t0;
      }),
    );
    expect(started[0]).toBeLessThan(50);
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(95);
    expect(started[2]! - started[1]!).toBeGreaterThanOrEqual(95);
  });

  it("gives the turns of callers that gave up back to the ones still waiting", async () => {
    const pace = createPacer(100);
    await pace(new AbortController().signal); // the first call starts now
    const abandoned = Array.from({ length: 10 }, () => new AbortController());
    const waits = abandoned.map((c) => pace(c.signal).catch(() => "aborted"));
    for (const c of abandoned) c.abort(new Error("timeout"));
    expect(await Promise.all(waits)).toEqual(Array(10).fill("aborted"));
    const t0 = Date.now();
    await pace(new AbortController().signal);
    // One interval after the first call, not eleven.
    expect(Date.now() - t0).toBeLessThan(300);
  });
});
