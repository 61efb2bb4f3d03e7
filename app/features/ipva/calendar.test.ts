import { describe, expect, it } from "vitest";
import { ipvaPaymentPlan, splitCents, toCents, type IpvaPaymentInput } from "../../domain/ipva/calendar.ts";
import { ipvaYearSchema, type IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { ipvaCalendarNotice } from "./strings.ts";
import data2026 from "../../domain/ipva/data/2026.json";
import data2027 from "../../domain/ipva/data/2027.json";

const y2026 = ipvaYearSchema.parse(data2026) as IpvaYearData;
const y2027 = ipvaYearSchema.parse(data2027) as IpvaYearData;
const plan = (input: Partial<IpvaPaymentInput> & { state: string }, data = y2026) =>
  ipvaPaymentPlan({ tax: 1000, ...input }, data, data === y2027 ? y2026 : null);
const single = (input: Partial<IpvaPaymentInput> & { state: string }) =>
  plan(input)?.singlePayment.map((o) => [o.discountPercent, o.amount, o.until]);

describe("cents", () => {
  it("rounds half up after removing the float's noise, and splits so the parts add up", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1234.565)).toBe(123457);
    expect(splitCents(100001, 3)).toEqual([33334, 33334, 33333]);
    expect(splitCents(100000, 3)).toEqual([33333, 33333, 33334]);
    expect(splitCents(1000, 6).reduce((a, b) => a + b)).toBe(1000);
  });
});

describe("IPVA 2026 payment plans by state", () => {
  it("SP: 3 % in January on the final's day, February without discount, 5 instalments on the same day", () => {
    expect(single({ state: "SP", finalDigit: 1 })).toEqual([
      [3, 970, "2026-01-12"],
      [0, 1000, "2026-02-12"],
    ]);
    const p = plan({ state: "SP", finalDigit: 6 });
    expect(p?.instalments).toEqual({
      count: 5,
      amounts: [200, 200, 200, 200, 200],
      dates: ["2026-01-19", "2026-02-19", "2026-03-19", "2026-04-19", "2026-05-19"],
      discountsPercent: [0, 0, 0, 0, 0],
    });
    // Final 0: the source's rule (the same day as January's) gives February to May.
    expect(single({ state: "SP", finalDigit: 0 })).toEqual([
      [3, 970, "2026-01-23"],
      [0, 1000, "2026-02-23"],
    ]);
    expect(plan({ state: "SP", finalDigit: 0 })?.instalments?.dates).toEqual([
      "2026-01-23",
      "2026-02-23",
      "2026-03-23",
      "2026-04-23",
      "2026-05-23",
    ]);
  });

  it("SP without a final digit: the amounts, the table of every final, no single deadline", () => {
    const p = plan({ state: "SP" });
    expect(p?.schedule).toBeNull();
    expect(p?.schedules).toHaveLength(10);
    expect(p?.singlePayment[0]).toMatchObject({ discountPercent: 3, amount: 970, until: null });
  });

  it("RJ: 3 % single payment; three instalments whose cents add up", () => {
    const p = plan({ state: "RJ", finalDigit: 0 });
    expect(p?.singlePayment).toEqual([{ discountPercent: 3, amount: 970, until: "2026-01-21", past: false }]);
    expect(p?.instalments?.amounts).toEqual([333.33, 333.33, 333.34]);
    expect(p?.instalments?.dates).toEqual(["2026-01-21", "2026-02-20", "2026-03-23"]);
  });

  it("MG, PR, DF, MA: the dates of the plate's group", () => {
    expect(single({ state: "MG", finalDigit: 5 })).toEqual([[3, 970, "2026-02-11"]]);
    expect(plan({ state: "MG", finalDigit: 5 })?.instalments?.dates).toEqual([
      "2026-02-11",
      "2026-03-11",
      "2026-04-13",
    ]);
    expect(single({ state: "PR", finalDigit: 9 })).toEqual([[6, 940, "2026-01-15"]]);
    expect(single({ state: "DF", finalDigit: 7 })).toEqual([[10, 900, "2026-02-26"]]);
    expect(plan({ state: "MA", finalDigit: 5 })?.instalments?.dates).toEqual([
      "2026-03-20",
      "2026-04-17",
      "2026-05-15",
    ]);
    expect(single({ state: "MA", finalDigit: 5 })).toEqual([[10, 900, "2026-02-27"]]);
  });

  it("RS: one calendar for every plate, 3/3/2/1 % by month, instalments with their own discounts", () => {
    expect(single({ state: "RS" })).toEqual([
      [3, 970, "2025-12-30"],
      [3, 970, "2026-01-31"],
      [2, 980, "2026-02-27"],
      [1, 990, "2026-03-31"],
      [0, 1000, "2026-04-30"],
    ]);
    const p = plan({ state: "RS", tax: 600 });
    expect(p?.instalments?.amounts).toEqual([97, 98, 99, 100, 100, 100]);
    expect(p?.instalments?.dates[0]).toBe("2026-01-30");
    expect(p?.otherDiscounts.map((d) => [d.name, d.upToPercent])).toEqual([
      ["Bom Motorista", 15],
      ["Bom Cidadão", 5],
    ]);
  });

  it("BA: 15 % until 10/02 for every plate, 8 % at the first instalment, none at the fifth; no split under R$ 120", () => {
    expect(single({ state: "BA", finalDigit: 3 })).toEqual([
      [15, 850, "2026-02-10"],
      [8, 920, "2026-04-29"],
      [0, 1000, "2026-08-28"],
    ]);
    expect(plan({ state: "BA", finalDigit: 3, tax: 119.99 })?.instalments).toBeNull();
    expect(plan({ state: "BA", finalDigit: 3, tax: 120 })?.instalments?.count).toBe(5);
  });

  it("GO: 8 % on 15/01; 9 instalments for finals 1 and 2, 10 for the others; next business day", () => {
    const one = plan({ state: "GO", finalDigit: 1 });
    expect(one?.singlePayment.map((o) => [o.discountPercent, o.until])).toEqual([
      [8, "2026-01-15"],
      [0, "2026-09-15"],
    ]);
    expect(one?.instalments?.count).toBe(9);
    expect(plan({ state: "GO", finalDigit: 3 })?.instalments?.count).toBe(10);
    expect(one?.nextBusinessDay).toBe(true);
    expect(one?.otherDiscounts[0]?.name).toBe("Nota Fiscal Goiana");
  });

  it("CE: 5 % until 30/01, five instalments of at least R$ 100 (R$ 350 makes three)", () => {
    expect(single({ state: "CE" })).toEqual([[5, 950, "2026-01-30"]]);
    expect(plan({ state: "CE", tax: 350 })?.instalments).toMatchObject({
      count: 3,
      amounts: [116.67, 116.67, 116.66],
      dates: ["2026-02-13", "2026-03-13", "2026-04-13"],
    });
    expect(plan({ state: "CE" })?.otherDiscounts[0]?.name).toBe("Sua Nota Tem Valor");
  });

  it("DF: no instalments below R$ 100; R$ 50 at least each", () => {
    expect(plan({ state: "DF", finalDigit: 1, tax: 99.99 })?.instalments).toBeNull();
    expect(plan({ state: "DF", finalDigit: 1, tax: 200 })?.instalments?.count).toBe(4);
  });

  it("MS: the minimum is R$ 30 for motorcycles and R$ 55 for the rest; TO: R$ 200, or R$ 400 for companies", () => {
    expect(plan({ state: "MS", tax: 100, vehicleType: "motorcycle" })?.instalments?.count).toBe(3);
    expect(plan({ state: "MS", tax: 100, vehicleType: "car" })?.instalments).toBeNull();
    expect(single({ state: "MS" })).toEqual([[15, 850, "2026-01-05"]]);
    expect(plan({ state: "TO", owner: "individual" })?.instalments?.count).toBe(5);
    expect(plan({ state: "TO", owner: "company" })?.instalments?.count).toBe(2);
    expect(plan({ state: "TO", tax: 5000 })?.instalments?.dates.at(-1)).toBe("2026-10-30");
  });

  it("AM: 10 %, 5 % or none by month; the instalments carry the same discounts", () => {
    expect(single({ state: "AM", finalDigit: 2 })).toEqual([
      [10, 900, "2026-02-27"],
      [5, 950, "2026-03-31"],
      [0, 1000, "2026-04-30"],
    ]);
    expect(plan({ state: "AM", finalDigit: 2, tax: 300 })?.instalments?.amounts).toEqual([90, 95, 100]);
    // Finals whose dates were not read: the discounts without dates.
    expect(single({ state: "AM", finalDigit: 7 })).toEqual([
      [10, 900, null],
      [5, 950, null],
      [0, 1000, null],
    ]);
  });

  it("AC, AL, AP, MT, PE, PI, RO, SE: discounts and deadlines as published", () => {
    expect(single({ state: "AC", finalDigit: 3 })).toEqual([[10, 900, "2026-02-27"]]);
    expect(plan({ state: "AC", finalDigit: 3 })?.instalments?.dates).toEqual([
      "2026-02-27",
      "2026-03-31",
      "2026-04-30",
      "2026-05-29",
      "2026-06-30",
    ]);
    expect(plan({ state: "AC", finalDigit: 0 })?.instalments?.dates.at(-1)).toBe("2026-09-30");
    expect(single({ state: "AL", finalDigit: 9 })).toEqual([
      [5, 950, "2026-01-30"],
      [0, 1000, null],
    ]);
    expect(single({ state: "AP" })).toEqual([[20, 800, "2026-03-16"]]);
    expect(single({ state: "MT", finalDigit: 5 })).toEqual([
      [5, 950, "2026-04-10"],
      [3, 970, "2026-04-20"],
      [0, 1000, "2026-04-30"],
    ]);
    expect(single({ state: "PE", finalDigit: 3 })).toEqual([[7, 930, "2026-02-10"]]);
    expect(plan({ state: "PE", finalDigit: 3, tax: 500 })?.instalments?.count).toBe(9);
    expect(single({ state: "PI" })).toEqual([
      [15, 850, "2026-01-30"],
      [10, 900, "2026-02-27"],
      [0, 1000, "2026-03-31"],
    ]);
    expect(single({ state: "RO", finalDigit: 2 })).toEqual([
      [10, 900, "2026-01-30"],
      [5, 950, "2026-02-27"],
      [0, 1000, "2026-03-31"],
    ]);
    expect(plan({ state: "RO", finalDigit: 2 })?.instalments).toBeNull();
    expect(single({ state: "SE", finalDigit: 0 })).toEqual([
      [10, 900, "2026-03-31"],
      [0, 1000, "2026-11-30"],
    ]);
    expect(plan({ state: "SE" })?.instalments).toBeNull();
  });

  it("PA: what the data lacks is null, with the caveat saying so", () => {
    expect(single({ state: "PA", finalDigit: 1 })).toEqual([[5, 950, null]]);
    expect(plan({ state: "PA" })?.caveat).toContain("dois últimos dígitos");
  });

  it("PB: 10 % until the last business day of the final's month, without discount two months later", () => {
    expect(single({ state: "PB", finalDigit: 1 })).toEqual([
      [10, 900, "2026-01-30"],
      [0, 1000, "2026-03-31"],
    ]);
    expect(single({ state: "PB", finalDigit: 5 })).toEqual([
      [10, 900, "2026-05-29"],
      [0, 1000, "2026-07-31"],
    ]);
    expect(plan({ state: "PB", finalDigit: 0 })?.instalments?.dates).toEqual([
      "2026-10-30",
      "2026-11-30",
      "2026-12-30",
    ]);
  });

  it("RN: 5 % with the 1st instalment, 7 instalments by group of finals; the sources' conflict in the caveat", () => {
    expect(single({ state: "RN", finalDigit: 0 })).toEqual([[5, 950, "2026-06-10"]]);
    expect(plan({ state: "RN", finalDigit: 4 })?.instalments?.dates).toEqual([
      "2026-04-10",
      "2026-05-11",
      "2026-06-10",
      "2026-07-10",
      "2026-08-10",
      "2026-09-10",
      "2026-10-13",
    ]);
    expect(single({ state: "RN", finalDigit: 7 })).toEqual([[5, 950, "2026-05-11"]]);
    expect(plan({ state: "RN" })?.caveat).toContain("abril");
  });

  it("ES: 15 % with the 1st instalment (1 to 8 April), 6 instalments until September", () => {
    expect(single({ state: "ES", finalDigit: 1 })).toEqual([[15, 850, "2026-04-01"]]);
    expect(plan({ state: "ES", finalDigit: 0 })?.instalments?.dates).toEqual([
      "2026-04-08",
      "2026-05-08",
      "2026-06-10",
      "2026-07-10",
      "2026-08-12",
      "2026-09-15",
    ]);
    expect(plan({ state: "ES" })?.caveat).toMatch(/confira na Sefaz-ES/);
  });

  it("RR: the same dates for every plate, so they are known without the final digit", () => {
    const p = plan({ state: "RR" });
    expect(p?.singlePayment.map((o) => [o.discountPercent, o.amount, o.until])).toEqual([
      [10, 900, "2026-02-27"],
      [0, 1000, "2026-12-29"],
    ]);
    expect(p?.instalments?.count).toBe(10);
    expect(p?.instalments?.dates[0]).toBe("2026-03-31");
    expect(p?.instalments?.dates.at(-1)).toBe("2026-12-29");
  });

  it("SC: no dated calendar found, the caveat tells what is known", () => {
    const p = plan({ state: "SC" });
    expect(p).toMatchObject({ status: "not-found", singlePayment: [], instalments: null });
    expect(p?.caveat).toMatch(/confira/i);
    expect(ipvaCalendarNotice("not-found", 2026, "SC")).toContain(`2026 não conferido`);
  });

  it("MG: the Bom Pagador's 3 % beside the single payment's", () => {
    expect(plan({ state: "MG" })?.otherDiscounts).toEqual([
      expect.objectContaining({ name: "Bom Pagador", upToPercent: 3 }),
    ]);
  });

  it("marks the deadlines already past on the given day", () => {
    const p = ipvaPaymentPlan({ state: "SP", tax: 1000, finalDigit: 1, today: "2026-02-01" }, y2026);
    expect(p?.singlePayment.map((o) => o.past)).toEqual([true, false]);
  });

  it("refuses an unknown state, a tax not above 0 and a final digit outside 0–9", () => {
    expect(plan({ state: "XX" })).toBeNull();
    expect(plan({ state: "SP", tax: 0 })).toBeNull();
    expect(plan({ state: "SP", finalDigit: 10 })).toBeNull();
    expect(plan({ state: "SP", finalDigit: 1.5 })).toBeNull();
  });

  it("every state of 2026 has a calendar: published, or a dated note", () => {
    for (const [code, entry] of Object.entries(y2026.states)) {
      expect(entry.calendar?.checked, code).toMatch(/^2026-/);
    }
  });
});

describe("IPVA 2027: not published yet, 2026 shown for reference", () => {
  it("every state says so, with 2026's plan as the reference", () => {
    for (const state of Object.keys(y2027.states)) {
      const p = plan({ state, finalDigit: 1 }, y2027);
      expect(p, state).toMatchObject({ status: "not-published", year: 2027, singlePayment: [] });
      expect(p?.caveat, state).toMatch(/^Calendário de 2027 ainda não publicado pela /);
    }
    const sp = plan({ state: "SP", finalDigit: 1 }, y2027);
    expect(sp?.caveat).toContain("Sefaz-SP");
    expect(sp?.reference).toMatchObject({ year: 2026, status: "published" });
    expect(sp?.reference?.singlePayment[0]).toMatchObject({ discountPercent: 3, until: "2026-01-12" });
    expect(ipvaCalendarNotice("not-published", 2027, "PA")).toBe(
      "Calendário de 2027 ainda não publicado pela Sefa-PA: abaixo, o de 2026, só para referência.",
    );
    // A state whose 2026 calendar was not found has no reference to show.
    expect(plan({ state: "SC" }, y2027)?.reference).toBeNull();
  });
});
