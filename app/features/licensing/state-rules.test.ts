// The licensing answer per state and boundary, from the committed 2026 data: each fee and due
// date as its source states it (the group edges, the vehicle-type variants), and "consulte o
// Detran-XX" wherever no dated source was found.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES, type StateCode } from "../../lib/states.ts";
import { SP_LICENSING_CALENDAR, type Digit } from "./calc.ts";
import { licensingYearSchema, type LicensingYearData } from "../../domain/licensing/data-schema.ts";
import { SP_LICENSING_FEE, SP_LICENSING_FEE_TEXT } from "./fee.ts";
import {
  LICENSING_YEARS,
  licensingDataFor,
  licensingDataForVisitors,
  licensingFor,
} from "../../domain/licensing/licensing-data.ts";
import {
  calendarRows,
  licensingAnswer,
  licensingCalendar,
  licensingDeadline,
  licensingFee,
  missingFacts,
  type LicensingQuery,
} from "../../domain/licensing/state-rules.ts";
import { FINAL_DIGITS, type FinalDigit, type LicensingVehicleKind } from "../../domain/licensing/vocabulary.ts";

const data = licensingDataFor(2026) as LicensingYearData;
const car = (state: StateCode, finalDigit?: FinalDigit): LicensingQuery => ({ state, vehicleType: "car", finalDigit });
const due = (state: StateCode, finalDigit: FinalDigit, vehicleType: LicensingVehicleKind = "car") =>
  licensingDeadline(data, { state, vehicleType, finalDigit });
const dueText = (state: StateCode, finalDigit: FinalDigit, vehicleType: LicensingVehicleKind = "car") =>
  due(state, finalDigit, vehicleType).text;
const feeText = (state: StateCode, vehicleType: LicensingVehicleKind = "car") =>
  licensingFee(data, { state, vehicleType }).text;

describe("the 2026 licensing file", () => {
  it("matches its schema and holds the 27 states", () => {
    const raw = JSON.parse(readFileSync("app/domain/licensing/data/2026.json", "utf8")) as unknown;
    const parsed = licensingYearSchema.safeParse(raw);
    expect(parsed.success).toBe(true);
    expect(Object.keys(data.states).sort()).toEqual(BRAZILIAN_STATES.map((s) => s.code).sort());
    expect(LICENSING_YEARS.map((d) => d.year)).toEqual([2026]);
  });

  it("every source states 2026 and was read on a given day", () => {
    for (const entry of Object.values(data.states)) {
      for (const source of [entry.fee?.source, entry.deadline?.source]) {
        if (!source) continue;
        expect(source.forYear).toBe(2026);
        expect(source.read).toMatch(/^2026-11-2\d$/);
      }
    }
  });

  it("a state without fee or deadline says in its note what was searched", () => {
    for (const [code, entry] of Object.entries(data.states)) {
      if (entry.fee && entry.deadline) continue;
      expect(entry.$comment, code).toMatch(/searched|not found|no page|not recorded/i);
    }
  });

  it("the visitors' copy leaves out the notes and keeps the rest", () => {
    const visitors = licensingDataForVisitors(2026) as LicensingYearData;
    expect("$comment" in visitors).toBe(false);
    expect("$comment" in visitors.states.RJ).toBe(false);
    expect(visitors.states.RJ.fee).toEqual(data.states.RJ.fee);
    expect(licensingDataForVisitors(1999)).toBeNull();
  });
});

describe("fees", () => {
  it("RJ: the GRT, R$ 293,71, and what it includes", () => {
    const fee = licensingFee(data, car("RJ"));
    expect(fee).toMatchObject({ kind: "known", value: 293.71, text: "R$ 293,71" });
    expect(fee.kind === "known" && fee.includes).toContain("R$ 209,78");
    expect(fee.kind === "known" && fee.includes).toContain("R$ 83,93");
    expect(feeText("RJ", "motorcycle")).toBe("R$ 293,71");
  });

  it("CE: motorcycles R$ 188,96, every other vehicle R$ 220,46, each labelled", () => {
    expect(licensingFee(data, { state: "CE", vehicleType: "motorcycle" })).toMatchObject({
      value: 188.96,
      label: "Motocicletas",
    });
    expect(licensingFee(data, { state: "CE", vehicleType: "car" })).toMatchObject({
      value: 220.46,
      label: "Demais veículos",
    });
    expect(feeText("CE", "truck")).toBe("R$ 220,46");
  });

  it("SP R$ 174,08 and DF R$ 106,26 for every vehicle, with no label", () => {
    for (const type of ["car", "motorcycle", "truck"] as const) {
      expect(licensingFee(data, { state: "SP", vehicleType: type })).toMatchObject({ value: 174.08 });
      expect(licensingFee(data, { state: "DF", vehicleType: type })).toMatchObject({ value: 106.26 });
    }
    expect(licensingFee(data, car("SP"))).not.toHaveProperty("label");
  });

  it("RS: R$ 109,27 valid until 31/01/2026, with the caveat about the UPF", () => {
    const answer = licensingAnswer(data, car("RS"));
    expect(answer.fee).toMatchObject({ value: 109.27, validUntil: "31/01/2026" });
    expect(answer.caveat).toContain("UPF-RS");
  });

  it.each(["BA", "PR", "AM", "SC", "PE", "GO", "PB", "AC"] as const)(
    "%s: no dated 2026 fee was found, so the answer is to consult its Detran",
    (state) => {
      expect(licensingFee(data, car(state))).toMatchObject({ kind: "unknown", text: `Consulte o Detran-${state}.` });
    },
  );

  it("MG: the TRLAV, R$ 35,62 for every vehicle, from a page dated February 2026", () => {
    for (const type of ["car", "motorcycle", "truck"] as const) {
      expect(licensingFee(data, { state: "MG", vehicleType: type })).toMatchObject({ kind: "known", value: 35.62 });
    }
    expect(feeText("MG")).toBe("R$ 35,62");
    expect(licensingFee(data, car("MG"))).toMatchObject({ source: { published: "2026-02-09", forYear: 2026 } });
  });
});

describe("deadlines by group of finals", () => {
  it("RJ: finals 0–2 until 31/05, 3–5 until 30/06, 6–9 until 31/07 (each group's edges)", () => {
    expect(["0", "1", "2"].map((d) => dueText("RJ", d as FinalDigit))).toEqual(Array(3).fill("31/05/2026"));
    expect(dueText("RJ", "3")).toBe("30/06/2026");
    expect(dueText("RJ", "5")).toBe("30/06/2026");
    expect(dueText("RJ", "6")).toBe("31/07/2026");
    expect(dueText("RJ", "9")).toBe("31/07/2026");
    expect(due("RJ", "2")).toMatchObject({ kind: "day", date: "2026-05-31" });
  });

  it("DF: pairs of finals from 23 to 27 February", () => {
    expect(dueText("DF", "1")).toBe("23/02/2026");
    expect(dueText("DF", "2")).toBe("23/02/2026");
    expect(dueText("DF", "3")).toBe("24/02/2026");
    expect(dueText("DF", "8")).toBe("26/02/2026");
    expect(dueText("DF", "9")).toBe("27/02/2026");
    expect(dueText("DF", "0")).toBe("27/02/2026");
  });

  it("AC: 1 and 2 until 31/03, then one month per final up to 0 on 30/10", () => {
    expect(dueText("AC", "2")).toBe("31/03/2026");
    expect(dueText("AC", "3")).toBe("30/04/2026");
    expect(dueText("AC", "4")).toBe("30/04/2026");
    expect(dueText("AC", "5")).toBe("29/05/2026");
    expect(dueText("AC", "0")).toBe("30/10/2026");
  });

  it("PB: with the IPVA's 3rd instalment, 31/03 for final 1 to 30/12 for final 0", () => {
    expect(dueText("PB", "1")).toBe("31/03/2026");
    expect(dueText("PB", "3")).toBe("29/05/2026");
    expect(dueText("PB", "0")).toBe("30/12/2026");
    expect(licensingAnswer(data, car("PB", "1")).caveat).toContain("3ª parcela");
  });

  it("AL: pairs of finals from 27/02 to 29/05, and only the month (June) for 9 and 0", () => {
    expect(dueText("AL", "1")).toBe("27/02/2026");
    expect(dueText("AL", "2")).toBe("27/02/2026");
    expect(dueText("AL", "3")).toBe("31/03/2026");
    expect(dueText("AL", "6")).toBe("30/04/2026");
    expect(dueText("AL", "7")).toBe("29/05/2026");
    expect(dueText("AL", "8")).toBe("29/05/2026");
    expect(due("AL", "9")).toMatchObject({ kind: "month", month: "2026-06", text: "junho de 2026" });
    expect(dueText("AL", "0")).toBe("junho de 2026");
    expect(licensingAnswer(data, car("AL", "9")).caveat).toContain("só o mês");
  });

  it("MS: months only, 1 and 2 in April to 0 in October", () => {
    expect(due("MS", "1")).toMatchObject({ kind: "month", month: "2026-04", text: "abril de 2026" });
    expect(dueText("MS", "3")).toBe("maio de 2026");
    expect(dueText("MS", "5")).toBe("junho de 2026");
    expect(dueText("MS", "8")).toBe("agosto de 2026");
    expect(dueText("MS", "0")).toBe("outubro de 2026");
  });

  it("SE: with the IPVA's payment without discount, 1 and 2 on 30/04 … 0 on 30/11", () => {
    expect(dueText("SE", "1")).toBe("30/04/2026");
    expect(dueText("SE", "2")).toBe("30/04/2026");
    expect(dueText("SE", "3")).toBe("29/05/2026");
    expect(dueText("SE", "4")).toBe("29/05/2026");
    expect(dueText("SE", "5")).toBe("30/06/2026");
    expect(dueText("SE", "9")).toBe("30/10/2026");
    expect(dueText("SE", "0")).toBe("30/11/2026");
    expect(licensingAnswer(data, car("SE", "1")).caveat).toContain("cota sem desconto do IPVA");
    expect(licensingFee(data, car("SE")).kind).toBe("unknown");
  });
});

describe("deadlines by single final", () => {
  it("CE: final 1 on 10/03 … final 8 on 12/10; 9 and 0 not in the source, so consult the Detran-CE", () => {
    expect(dueText("CE", "1")).toBe("10/03/2026");
    expect(dueText("CE", "3")).toBe("11/05/2026");
    expect(dueText("CE", "7")).toBe("10/09/2026");
    expect(dueText("CE", "8")).toBe("12/10/2026");
    expect(due("CE", "9")).toMatchObject({ kind: "unknown", text: "Consulte o Detran-CE." });
    expect(due("CE", "0")).toMatchObject({ kind: "unknown", text: "Consulte o Detran-CE." });
    expect(due("CE", "9")).toMatchObject({ pending: expect.stringContaining("finais 9 e 0") });
    expect(licensingAnswer(data, car("CE", "9")).caveat).toContain("finais 9 e 0");
  });

  it("PA: no final's date is given (the first is 6 March, the last 13 November), so every final consults the Detran-PA", () => {
    for (const digit of FINAL_DIGITS) expect(due("PA", digit).kind).toBe("unknown");
    const answer = licensingAnswer(data, car("PA", "1"));
    expect(answer.caveat).toContain("6 de março");
    expect(answer.caveat).toContain("13 de novembro");
  });
});

describe("vehicle-type variants", () => {
  it("SP: cars and motorcycles July to December, trucks September to December, by month", () => {
    expect(dueText("SP", "1", "car")).toBe("julho de 2026");
    expect(dueText("SP", "1", "motorcycle")).toBe("julho de 2026");
    expect(dueText("SP", "1", "truck")).toBe("setembro de 2026");
    expect(dueText("SP", "9", "car")).toBe("novembro de 2026");
    expect(dueText("SP", "9", "truck")).toBe("dezembro de 2026");
    expect(dueText("SP", "5", "car")).toBe("setembro de 2026");
    expect(dueText("SP", "5", "truck")).toBe("outubro de 2026");
    expect(dueText("SP", "6", "truck")).toBe("novembro de 2026");
  });

  it("SP: the data agrees with the charges form's calendar (calc.ts, spec §9) for every final", () => {
    const monthName = (text: string) => text.split(" ")[0]!.replace(/^./, (c) => c.toUpperCase());
    for (const digit of FINAL_DIGITS) {
      expect(monthName(dueText("SP", digit, "car"))).toBe(SP_LICENSING_CALENDAR.light[digit as Digit]);
      expect(monthName(dueText("SP", digit, "truck"))).toBe(SP_LICENSING_CALENDAR.truck[digit as Digit]);
    }
  });

  it("the calendar table of a state and type, in the source's order", () => {
    const truck = licensingCalendar(data, "SP", "truck");
    expect(truck && calendarRows(truck)).toEqual([
      { finals: "1 e 2", due: "setembro de 2026" },
      { finals: "3, 4 e 5", due: "outubro de 2026" },
      { finals: "6, 7 e 8", due: "novembro de 2026" },
      { finals: "9 e 0", due: "dezembro de 2026" },
    ]);
    expect(calendarRows(licensingCalendar(data, "RJ", "car")!)[0]).toEqual({ finals: "0, 1 e 2", due: "31/05/2026" });
    expect(licensingCalendar(data, "GO", "car")).toBeNull();
  });
});

describe("with the IPVA, no digit, no data", () => {
  it("ES and GO: paid on the IPVA's calendar, whatever the final", () => {
    expect(due("ES", "3")).toMatchObject({ kind: "with-ipva" });
    expect(dueText("ES", "3")).toContain("calendário do IPVA 2026");
    expect(dueText("GO", "7")).toContain("até 10 vezes");
  });

  it("BA: the licensing goes with the IPVA (licenciamento integrado), with no date of its own", () => {
    for (const digit of FINAL_DIGITS) expect(due("BA", digit)).toMatchObject({ kind: "with-ipva" });
    expect(dueText("BA", "1")).toContain("integrado");
    expect(dueText("BA", "1")).toContain("confira no Detran-BA");
  });

  it("MG and AP: one date for every plate (31/03 and 31/08/2026)", () => {
    for (const digit of FINAL_DIGITS) {
      expect(due("MG", digit)).toMatchObject({ kind: "day", date: "2026-03-31", text: "31/03/2026" });
      expect(due("AP", digit)).toMatchObject({ kind: "day", date: "2026-08-31", text: "31/08/2026" });
    }
    expect(dueText("MG", "1", "truck")).toBe("31/03/2026");
    expect(licensingDeadline(data, car("AP"))).toMatchObject({ kind: "day", date: "2026-08-31" });
  });

  it("a calendar by final asks for the digit when none is given", () => {
    expect(licensingDeadline(data, car("RJ"))).toEqual({
      kind: "needs-final",
      text: "Informe o final da placa para ver o prazo.",
    });
    expect(licensingDeadline(data, car("ES")).kind).toBe("with-ipva");
  });

  it.each(["MT", "MA", "RS", "PR", "AM", "SC", "PE", "TO", "RO"] as const)(
    "%s: no dated 2026 calendar, so the answer is to consult its Detran",
    (state) => {
      for (const digit of FINAL_DIGITS) {
        expect(due(state, digit)).toMatchObject({ kind: "unknown", text: `Consulte o Detran-${state}.` });
      }
    },
  );

  it.each(["PA", "PB", "PR", "PE", "PI", "RN", "RS", "RO", "RR", "SC", "SE", "TO"] as const)(
    "%s: what no dated page gave carries a pending note of 2026, in Portuguese, passed on to the visitor",
    (state) => {
      const entry = data.states[state];
      expect(missingFacts(entry).length).toBeGreaterThan(0);
      expect(entry.pending?.checked).toMatch(/^2026-/);
      expect(entry.pending?.note).toMatch(new RegExp(`^Até 28/11/2026 não achamos .*Detran-${state}`));
      const answers = [licensingFee(data, car(state)), ...FINAL_DIGITS.map((digit) => due(state, digit))];
      for (const answer of answers) {
        if (answer.kind === "unknown") expect(answer).toHaveProperty("pending", entry.pending?.note);
      }
    },
  );

  it("the dated note of the last search reaches the visitor with the fee and the deadline (AM)", () => {
    const note = data.states.AM.pending?.note;
    expect(note).toMatch(/28\/11\/2026/);
    expect(due("AM", "1")).toEqual({ kind: "unknown", text: "Consulte o Detran-AM.", pending: note });
    expect(licensingFee(data, car("AM"))).toEqual({ kind: "unknown", text: "Consulte o Detran-AM.", pending: note });
  });

  it("a dated 'not yet published' note is passed on to the visitor", () => {
    const pending = structuredClone(data);
    pending.states.MT.pending = {
      note: "Calendário de 2026 ainda não publicado pelo Detran-MT.",
      checked: "2026-01-05",
    };
    expect(licensingDeadline(pending, car("MT", "1"))).toEqual({
      kind: "unknown",
      text: "Consulte o Detran-MT.",
      pending: "Calendário de 2026 ainda não publicado pelo Detran-MT.",
    });
    expect(licensingFee(pending, car("MT"))).toMatchObject({ pending: expect.stringContaining("ainda não publicado") });
  });

  it("the answer speaks of the chosen state only", () => {
    const rj = licensingAnswer(data, car("RJ", "4"));
    expect(rj).toMatchObject({ year: 2026, state: "RJ", agency: "Detran-RJ" });
    expect(JSON.stringify(rj)).not.toMatch(/Detran-SP|São Paulo/);
    expect(licensingFor({ year: 2026, state: "RJ", vehicleType: "car", finalDigit: "4" })).toEqual(rj);
    expect(licensingFor({ year: 2031, state: "RJ", vehicleType: "car", finalDigit: "4" })).toBeNull();
  });
});

describe("what each state lacks (check:facts)", () => {
  it("RJ, SP, DF and MG are complete; CE lacks finals 9 and 0; MT lacks both", () => {
    expect(missingFacts(data.states.RJ)).toEqual([]);
    expect(missingFacts(data.states.SP)).toEqual([]);
    expect(missingFacts(data.states.DF)).toEqual([]);
    expect(missingFacts(data.states.CE)).toEqual(["calendar"]);
    expect(missingFacts(data.states.ES)).toEqual(["fee"]);
    expect(missingFacts(data.states.MG)).toEqual([]);
    expect(missingFacts(data.states.BA)).toEqual(["fee"]);
    expect(missingFacts(data.states.MT)).toEqual(["fee", "calendar"]);
  });
});

describe("the SP fee the charges form suggests", () => {
  it("is the newest year's, from the licensing data, with its source", () => {
    expect(SP_LICENSING_FEE).toMatchObject({ year: 2026, value: 174.08, checked: "2026-11-27" });
    expect(SP_LICENSING_FEE.source.url).toContain("noticiasdepaulinia.com.br");
    expect(SP_LICENSING_FEE_TEXT).toBe("R$ 174,08");
  });
});
