import { describe, expect, it } from "vitest";
import type { LicensingYearData } from "../../domain/licensing/data-schema.ts";
import { licensingDataFor } from "../../domain/licensing/licensing-data.ts";
import { licensingReminderEvents } from "./reminders.ts";

const data = licensingDataFor(2026) as LicensingYearData;

describe("the licensing reminder of a plate", () => {
  it("a day (RJ) is that day; a month (SP) is its first day, saying the month", () => {
    const [rj] = licensingReminderEvents(data, { state: "RJ", vehicleType: "car", finalDigit: "1" }, "x.test");
    expect(rj?.summary).toBe("Licenciamento 2026 RJ (final 1): último dia");
    expect(rj?.date).toMatch(/^2026-\d\d-\d\d$/);
    expect(rj?.uid).toBe("licenciamento-2026-rj-car-final-1@x.test");
    const [sp] = licensingReminderEvents(data, { state: "SP", vehicleType: "car", finalDigit: "1" }, "x.test");
    expect(sp).toMatchObject({
      date: "2026-07-01",
      summary: "Licenciamento 2026 SP (final 1): vence em julho de 2026",
    });
  });

  it("one date for every plate (MG's TRLAV, 31/03/2026) is that day", () => {
    const [mg] = licensingReminderEvents(data, { state: "MG", vehicleType: "car", finalDigit: "7" }, "x.test");
    expect(mg).toMatchObject({ date: "2026-03-31", summary: "Licenciamento 2026 MG (final 7): último dia" });
  });

  it("nothing where the data has no deadline, or licensing goes with the IPVA", () => {
    expect(licensingReminderEvents(data, { state: "MT", vehicleType: "car", finalDigit: "1" }, "x")).toEqual([]);
    expect(licensingReminderEvents(data, { state: "GO", vehicleType: "car", finalDigit: "1" }, "x")).toEqual([]);
  });
});
