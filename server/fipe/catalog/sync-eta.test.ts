import { describe, expect, it } from "vitest";
import { DAY_MS, createPaceMeter, estimateEnd, formatDuration, nextUtcDay } from "./sync-eta.ts";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const base = { now: NOW, msPerCall: 200, leftToday: 0, perDay: 0, siteIntervalMs: null };

describe("estimateEnd: the sync's end from the calls left, the measured pace and the budgets", () => {
  it("while the budgets last: calls × the measured pace", () => {
    expect(estimateEnd({ ...base, remaining: 100, leftToday: 450 })).toBe(NOW + 100 * 200);
  });

  it("then the FIPE site at its pacing (1 call/s), never faster than measured", () => {
    // 450 fast calls left today, then 47,050 at one a second: about 13 h, not "< 1 min".
    const end = estimateEnd({ ...base, remaining: 47_500, leftToday: 450, siteIntervalMs: 1000 })!;
    expect(end).toBe(NOW + 450 * 200 + 47_050 * 1000);
    expect(formatDuration(end - NOW)).toBe("13 h 06 min");
    expect(estimateEnd({ ...base, msPerCall: 1500, remaining: 10, leftToday: 0, siteIntervalMs: 1000 })).toBe(
      NOW + 10 * 1500,
    );
  });

  it("without the site: what today's budgets do not cover waits for the next UTC days", () => {
    const end = estimateEnd({ ...base, remaining: 1000, leftToday: 100, perDay: 450 })!;
    // 100 today; 900 more = two more days (450 + 450), starting at the next UTC midnight.
    expect(end).toBe(nextUtcDay(NOW + 100 * 200) + DAY_MS + 450 * 200);
    expect(formatDuration(end - NOW)).toBe("36 h 02 min");
  });

  it("cannot be estimated before a pace is measured, or when nothing allows a call", () => {
    expect(estimateEnd({ ...base, msPerCall: null, remaining: 10, leftToday: 100 })).toBeNull();
    expect(estimateEnd({ ...base, remaining: 10, leftToday: 0, perDay: 0 })).toBeNull();
    expect(estimateEnd({ ...base, remaining: 0 })).toBe(NOW);
  });

  it("keeps its estimate as the run goes at a steady pace (it does not grow from '< 1 min')", () => {
    const ends = [0, 1000, 5000, 20_000].map((done) =>
      estimateEnd({
        ...base,
        now: NOW + done * 1000,
        msPerCall: 1000,
        remaining: 30_000 - done,
        leftToday: 0,
        siteIntervalMs: 1000,
      }),
    );
    expect(new Set(ends).size).toBe(1);
  });
});

describe("createPaceMeter", () => {
  it("measures wall-clock ms per call over the recent calls", () => {
    const meter = createPaceMeter(10);
    for (let i = 0; i < 4; i++) meter.record(i * 1000);
    expect(meter.msPerCall()).toBeNull();
    for (let i = 4; i < 30; i++) meter.record(i * (i < 20 ? 1000 : 250) + (i >= 20 ? 15_000 : 0));
    // The last 10 calls came every 250 ms.
    expect(meter.msPerCall()).toBe(250);
  });
});
