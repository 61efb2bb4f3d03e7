import { describe, expect, it } from "vitest";
import type { IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { ipvaReminderEvents } from "./reminders.ts";
import data2026 from "../../domain/ipva/data/2026.json";
import data2027 from "../../domain/ipva/data/2027.json";

const y2026 = data2026 as IpvaYearData;
const y2027 = data2027 as IpvaYearData;

describe("the IPVA reminders of a plate", () => {
  it("SP 2026, final 1: the 3 % deadline, the one without discount and the 5 instalments, in date order", () => {
    const events = ipvaReminderEvents(y2026, "SP", 1);
    expect(events.map((e) => [e.date, e.summary])).toEqual([
      ["2026-01-12", "IPVA 2026 SP (final 1): último dia da cota única com 3 % de desconto"],
      ["2026-01-12", "IPVA 2026 SP (final 1): vence a 1ª parcela"],
      ["2026-02-12", "IPVA 2026 SP (final 1): último dia da cota única sem desconto"],
      ["2026-02-12", "IPVA 2026 SP (final 1): vence a 2ª parcela"],
      ["2026-03-12", "IPVA 2026 SP (final 1): vence a 3ª parcela"],
      ["2026-04-12", "IPVA 2026 SP (final 1): vence a 4ª parcela"],
      ["2026-05-12", "IPVA 2026 SP (final 1): vence a 5ª parcela"],
    ]);
    expect(events[0]!.uid).toBe("ipva-2026-sp-cota-unica-1-final-1@carroemconta.com.br");
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("leaves out a deadline the source does not give (AM final 5 after May)", () => {
    const events = ipvaReminderEvents(y2026, "AM", 5);
    expect(events.map((e) => e.date)).toEqual(["2026-05-30", "2026-05-30"]);
  });

  it("has no event for a year whose calendar is not published, or a state without one", () => {
    expect(ipvaReminderEvents(y2027, "SP", 1)).toEqual([]);
    expect(ipvaReminderEvents(y2026, "SC", 1)).toEqual([]);
  });

  it("gives the same UIDs for the same year, state, kind and digit", () => {
    expect(ipvaReminderEvents(y2026, "RJ", 5).map((e) => e.uid)).toEqual(
      ipvaReminderEvents(y2026, "RJ", 5).map((e) => e.uid),
    );
  });
});

describe("a calendar without instalment dates (AL)", () => {
  it("gives the single payments' deadlines", () => {
    expect(ipvaReminderEvents(y2026, "AL", 1).length).toBeGreaterThan(0);
  });
});
