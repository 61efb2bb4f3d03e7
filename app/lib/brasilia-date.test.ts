import { describe, expect, it } from "vitest";
import { brasiliaDay, brasiliaToday } from "./brasilia-date.ts";

describe("the day in Brasília", () => {
  it("is still 30 November at 21:00 and 23:59 in Brasília (00:00 and 02:59 UTC of 1 December)", () => {
    expect(brasiliaToday(new Date("2026-12-01T00:00:00Z"))).toBe("2026-11-30");
    expect(brasiliaToday(new Date("2026-12-01T02:59:59Z"))).toBe("2026-11-30");
  });

  it("turns at midnight in Brasília (03:00 UTC)", () => {
    expect(brasiliaToday(new Date("2026-12-01T03:00:00Z"))).toBe("2026-12-01");
    expect(brasiliaDay(new Date("2027-01-01T02:59:59Z"))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      iso: "2026-12-31",
    });
    expect(brasiliaDay(new Date("2027-01-01T03:00:00Z"))).toEqual({ year: 2027, month: 1, day: 1, iso: "2027-01-01" });
  });

  it("reads a midday-UTC date as the same day", () => {
    expect(brasiliaToday(new Date("2026-02-28T12:00:00Z"))).toBe("2026-02-28");
  });
});
