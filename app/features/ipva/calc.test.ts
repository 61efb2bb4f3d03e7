import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatBRL } from "../../lib/format.ts";
import { BRAZILIAN_STATES } from "../../lib/states.ts";
import * as calc from "./calc.ts";
import { ipvaYearSchema, type IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { IPVA_DATA_YEARS, IPVA_YEARS, currentIpvaData, ipvaYearsOn } from "../../domain/ipva/rates.ts";

// The calculation takes a year's data; these tests use the current year's unless they pass one.
const calculateIpva = (input: calc.IpvaInput, data: IpvaYearData = currentIpvaData()) =>
  calc.calculateIpva(input, data);
const ipvaNeeds = (state: string, type: calc.IpvaVehicleType, data: IpvaYearData = currentIpvaData()) =>
  calc.ipvaNeeds(state, type, data);
const fuelsAsked = (state: string, type: calc.IpvaVehicleType, data: IpvaYearData = currentIpvaData()) =>
  calc.fuelsAsked(state, type, data);
const asksDisplacement = (state: string, type: calc.IpvaVehicleType, data: IpvaYearData = currentIpvaData()) =>
  calc.asksDisplacement(state, type, data);
const vehicleTypesOf = (state: string, data: IpvaYearData = currentIpvaData()) => calc.vehicleTypesOf(state, data);
import data2025 from "../../domain/ipva/data/2025.json";
import data2026 from "../../domain/ipva/data/2026.json";
import data2027 from "../../domain/ipva/data/2027.json";

// The calculator's default year follows the day: these tests run on 25/11/2026 (IPVA 2026).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

// 2026 (car / motorcycle, %), written out: the spec §9 table of 2025 with Paraná's 1,9 %
// and Amazonas' 2 % above 1.000 cc (LC 280/2025), not derived from the module.
const RATES_2026: [state: string, car: number, motorcycle: number][] = [
  ["AC", 2, 1],
  ["AL", 3, 2.75],
  ["AP", 3, 1.5],
  ["AM", 2, 2],
  ["BA", 2.5, 1],
  ["CE", 3, 2],
  ["DF", 3, 2],
  ["ES", 2, 1],
  ["GO", 3.75, 3],
  ["MA", 2.5, 2],
  ["MT", 3, 1],
  ["MS", 3, 2],
  ["MG", 4, 2],
  ["PA", 2.5, 1],
  ["PB", 2.5, 2.5],
  ["PR", 1.9, 1.9],
  ["PE", 2.4, 2],
  ["PI", 2.5, 2],
  ["RJ", 4, 2],
  ["RN", 3, 2],
  ["RS", 3, 2],
  ["RO", 3, 2],
  ["RR", 3, 2],
  ["SC", 2, 1],
  ["SP", 4, 2],
  ["SE", 2.5, 2],
  ["TO", 2.5, 2.5],
];

const parsed2025 = ipvaYearSchema.parse(data2025) as IpvaYearData;
const parsed2026 = ipvaYearSchema.parse(data2026) as IpvaYearData;
const parsed2027 = ipvaYearSchema.parse(data2027) as IpvaYearData;

describe("IPVA data files", () => {
  it("each year file matches the schema, with every state sourced and dated", () => {
    for (const data of [parsed2025, parsed2026, parsed2027]) {
      expect(Object.keys(data.states).sort()).toEqual(BRAZILIAN_STATES.map((s) => s.code).sort());
      for (const entry of Object.values(data.states)) {
        expect(entry.source.url).toMatch(/^https?:\/\//);
        expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(parsed2025.year).toBe(2025);
    expect(parsed2026.year).toBe(2026);
    expect(parsed2027.year).toBe(2027);
  });

  it("the schema rejects a file without a state, a rate as text or a rule without conditions", () => {
    const { AC: _dropped, ...withoutAcre } = data2026.states;
    expect(ipvaYearSchema.safeParse({ ...data2026, states: withoutAcre }).success).toBe(false);
    const textRate = { ...data2026, states: { ...data2026.states, SP: { ...data2026.states.SP, car: "4%" } } };
    expect(ipvaYearSchema.safeParse(textRate).success).toBe(false);
    const bareRule = { id: "x", name: "Uma regra sem condição", rate: 0, source: data2026.states.SP.source };
    const withBareRule = {
      ...data2026,
      states: { ...data2026.states, SP: { ...data2026.states.SP, rules: [bareRule] } },
    };
    expect(ipvaYearSchema.safeParse(withBareRule).success).toBe(false);
  });

  it("the calculator uses 2026 until 30/11/2026 and offers 2027 (selected) with 2026 from 1/12/2026", () => {
    expect(IPVA_YEARS.map((d) => d.year)).toEqual([2026, 2027]);
    // The page's scripts know the years without their data (app/domain/ipva/years.ts): the same
    // list.
    expect(IPVA_DATA_YEARS).toEqual(IPVA_YEARS.map((d) => d.year));
    expect(currentIpvaData().year).toBe(2026);
    // The year turns at midnight in Brasília (03:00 UTC), not at midnight UTC (21:00 of 30 November).
    expect(ipvaYearsOn(new Date("2026-11-30T23:59:59Z"))).toEqual({ years: [2026], selected: 2026 });
    expect(ipvaYearsOn(new Date("2026-12-01T00:00:00Z"))).toEqual({ years: [2026], selected: 2026 });
    expect(ipvaYearsOn(new Date("2026-12-01T02:59:59Z"))).toEqual({ years: [2026], selected: 2026 });
    expect(ipvaYearsOn(new Date("2026-12-01T03:00:00Z"))).toEqual({ years: [2027, 2026], selected: 2027 });
    expect(ipvaYearsOn(new Date("2027-01-01T02:59:59Z"))).toEqual({ years: [2027, 2026], selected: 2027 });
    expect(ipvaYearsOn(new Date("2027-01-01T03:00:00Z"))).toEqual({ years: [2027], selected: 2027 });
    // No 2028 file yet: December 2027 keeps 2027 alone, and 2028 falls back to the newest file.
    expect(ipvaYearsOn(new Date("2027-12-15T00:00:00Z"))).toEqual({ years: [2027], selected: 2027 });
    expect(ipvaYearsOn(new Date("2028-03-01T00:00:00Z"))).toEqual({ years: [2027], selected: 2027 });
    expect(currentIpvaData(new Date("2026-12-01T03:00:00Z")).year).toBe(2027);
  });

  it("2025 keeps the spec's table (Paraná 3,5 %), as a record", () => {
    expect(parsed2025.states.PR.car).toBe(3.5);
    expect(parsed2025.states.PR.motorcycle).toBe(3.5);
    expect(calculateIpva({ vehicleValue: 80000, state: "PR", vehicleType: "car" }, parsed2025)?.ipvaValue).toBe(2800);
  });

  it("2026: the states whose rates a page dated 2026 states are confirmed; the others say what was and was not found", () => {
    const confirmed = Object.entries(parsed2026.states)
      .filter(([, e]) => e.status === "confirmed")
      .map(([code]) => code);
    // The 27/11/2026 check confirmed AL, AP, CE, GO, MG and RO at dated 2026 pages; the 28/11/2026 one AC and MS.
    expect(confirmed).toEqual([
      "AC",
      "AL",
      "AP",
      "AM",
      "BA",
      "CE",
      "DF",
      "ES",
      "GO",
      "MS",
      "MG",
      "PA",
      "PR",
      "PE",
      "RJ",
      "RS",
      "RO",
      "SC",
      "SP",
      "SE",
      "TO",
    ]);
    for (const code of confirmed) {
      const source = parsed2026.states[code as keyof typeof parsed2026.states].source;
      expect(source.forYear, code).toBe(2026);
    }
    // Nothing is silently carried over: every other state says why it is not confirmed.
    for (const [code, entry] of Object.entries(parsed2026.states)) {
      if (!confirmed.includes(code)) expect(entry.$comment, code).toMatch(/confira|Confira/);
    }
  });

  it("2027 is carried over state by state, with EC 137/2025 and SP's hybrids at 1 %", () => {
    for (const [code, entry] of Object.entries(parsed2027.states)) {
      expect(entry.status, code).toBe("carried-over");
      expect(entry.$comment.length, code).toBeGreaterThan(10);
    }
    expect(parsed2027.national.map((r) => r.id)).toEqual(["ec-137-2025-20-anos"]);
    const hybrid = {
      vehicleValue: 200000,
      state: "SP",
      vehicleType: "car",
      fuel: "hybrid-ethanol",
      manufactureYear: 2025,
    } as const;
    expect(calculateIpva(hybrid, parsed2027)).toMatchObject({ rate: 1, ipvaValue: 2000, year: 2027 });
    expect(calculateIpva(hybrid, parsed2026)).toMatchObject({ rate: 0, exempt: true, year: 2026 });
  });
});

describe("IPVA 2026 rates by state", () => {
  it.each(RATES_2026)("%s: car %d%%, motorcycle %d%%", (state, car, motorcycle) => {
    expect(calculateIpva({ vehicleValue: 100000, state, vehicleType: "car" })).toMatchObject({
      ipvaValue: car * 1000,
      rate: car,
      rule: null,
      dpvat: 0,
      totalValue: car * 1000,
      year: 2026,
    });
    // A motorcycle without a known displacement gets the state's rate.
    expect(calculateIpva({ vehicleValue: 100000, state, vehicleType: "motorcycle" })).toMatchObject({
      ipvaValue: motorcycle * 1000,
      rate: motorcycle,
      rule: null,
      totalValue: motorcycle * 1000,
    });
  });
});

describe("special rules", () => {
  it("charges the tax in cents, rounded half up: 1,5 % of R$ 10.007,00 = 150,105 → R$ 150,11", () => {
    const result = calculateIpva({ vehicleValue: 10007, state: "AP", vehicleType: "motorcycle" }, parsed2026);
    expect(result).toMatchObject({ rate: 1.5, ipvaValue: 150.11, totalValue: 150.11 });
  });

  it("Paraná: a car of R$ 80.000 pays 1,9 %, R$ 1.520,00", () => {
    const result = calculateIpva({ vehicleValue: 80000, state: "PR", vehicleType: "car" });
    expect(result?.rate).toBe(1.9);
    expect(formatBRL(result?.ipvaValue ?? -1)).toBe("R$ 1.520,00");
    expect(result?.exempt).toBe(false);
  });

  it("Paraná: a motorcycle of 160 cc is exempt; 170 cc too; 171 cc pays 1,9 %", () => {
    const at = (displacementCc: number) =>
      calculateIpva({ vehicleValue: 15000, state: "PR", vehicleType: "motorcycle", displacementCc });
    const small = at(160);
    expect(small).toMatchObject({ ipvaValue: 0, rate: 0, exempt: true, totalValue: 0 });
    expect(small?.rule?.name).toBe("Motos de até 170 cc são isentas no Paraná em 2026");
    expect(small?.decision.kind).toBe("state-rule");
    expect(at(170)?.exempt).toBe(true);
    expect(at(171)).toMatchObject({ rate: 1.9, exempt: false, rule: null });
    expect(formatBRL(at(171)?.ipvaValue ?? -1)).toBe("R$ 285,00");
  });

  it("Paraná: a vehicle on natural gas (GNV) pays 1 %", () => {
    const result = calculateIpva({ vehicleValue: 80000, state: "PR", vehicleType: "car", fuel: "gnv" });
    expect(result?.rate).toBe(1);
    expect(formatBRL(result?.ipvaValue ?? -1)).toBe("R$ 800,00");
    expect(result?.rule?.id).toBe("pr-gnv");
  });

  it("São Paulo 2026: a flex hybrid of R$ 200.000 is exempt, with the rule named", () => {
    const result = calculateIpva({ vehicleValue: 200000, state: "SP", vehicleType: "car", fuel: "hybrid-ethanol" });
    expect(result).toMatchObject({ ipvaValue: 0, rate: 0, exempt: true, totalValue: 0, year: 2026 });
    expect(result?.rule?.name).toBe(
      "Híbridos flex ou a etanol de até R$ 250 mil são isentos em SP em 2026 (Lei 18.065/2024)",
    );
  });

  it("São Paulo: a hybrid above R$ 250 mil, or a car of another fuel, pays 4 %", () => {
    const expensive = calculateIpva({
      vehicleValue: 250000.01,
      state: "SP",
      vehicleType: "car",
      fuel: "hybrid-ethanol",
    });
    expect(expensive).toMatchObject({ rate: 4, exempt: false, rule: null });
    expect(
      calculateIpva({ vehicleValue: 250000, state: "SP", vehicleType: "car", fuel: "hybrid-ethanol" })?.exempt,
    ).toBe(true);
    expect(calculateIpva({ vehicleValue: 200000, state: "SP", vehicleType: "car" })?.rate).toBe(4);
    // The rule is SP's and for cars: GNV means nothing in SP, a hybrid motorcycle is not covered.
    expect(calculateIpva({ vehicleValue: 200000, state: "SP", vehicleType: "car", fuel: "gnv" })?.rate).toBe(4);
    expect(
      calculateIpva({ vehicleValue: 20000, state: "SP", vehicleType: "motorcycle", fuel: "hybrid-ethanol" })?.rate,
    ).toBe(2);
    // A flex hybrid in another state pays that state's rate.
    expect(calculateIpva({ vehicleValue: 100000, state: "MG", vehicleType: "car", fuel: "hybrid-ethanol" })?.rate).toBe(
      4,
    );
  });

  it("the rules come from the year's data: the same hybrid in a file with 1 % pays 1 %", () => {
    const sp = parsed2026.states.SP;
    const rule = sp.rules.find((r) => r.id === "sp-hibrido-etanol");
    if (!rule) throw new Error("SP has its hybrid rule");
    const in2027: IpvaYearData = {
      ...parsed2026,
      year: 2027,
      states: { ...parsed2026.states, SP: { ...sp, rules: [{ ...rule, rate: 1 }] } },
    };
    const result = calculateIpva(
      { vehicleValue: 200000, state: "SP", vehicleType: "car", fuel: "hybrid-ethanol" },
      in2027,
    );
    expect(result).toMatchObject({ rate: 1, ipvaValue: 2000, exempt: false, year: 2027 });
  });

  it("the form asks for the fuel, displacement, power and owner only where a rule needs them", () => {
    expect(fuelsAsked("SP", "car")).toEqual(["hybrid-ethanol"]);
    expect(fuelsAsked("SP", "motorcycle")).toEqual([]);
    expect(fuelsAsked("PR", "car")).toEqual(["gnv"]);
    // PR's GNV rule is for cars and pickups (every rule states its vehicle types).
    expect(fuelsAsked("PR", "motorcycle")).toEqual([]);
    expect(fuelsAsked("AM", "car")).toEqual(["electric", "hybrid", "hybrid-ethanol"]);
    expect(fuelsAsked("MG", "car")).toEqual([]);
    expect(fuelsAsked("XX", "car")).toEqual([]);
    expect(asksDisplacement("PR", "motorcycle")).toBe(true);
    expect(asksDisplacement("PR", "car")).toBe(false);
    expect(asksDisplacement("SP", "motorcycle")).toBe(true);
    expect(asksDisplacement("AM", "car")).toBe(true);
    expect(ipvaNeeds("SP", "motorcycle")).toEqual(["displacement", "owner"]);
    expect(ipvaNeeds("SP", "car")).toEqual(["fuel"]);
    expect(ipvaNeeds("MG", "car")).toEqual([]);
    expect(ipvaNeeds("AM", "truck-bus")).toEqual([]);
    // Trucks and buses only where the data has their rate.
    expect(vehicleTypesOf("AM")).toEqual(["car", "motorcycle", "truck-bus"]);
    expect(vehicleTypesOf("RR")).toEqual(["car", "motorcycle"]);
  });
});

describe("2026 state rules found in the November 2026 check", () => {
  const ipva = (input: Partial<Parameters<typeof calculateIpva>[0]>) =>
    calculateIpva({ vehicleValue: 100000, state: "SP", vehicleType: "car", manufactureYear: 2020, ...input });
  it("Tocantins: cars up to 100 cv pay 2,5 %, above 3,5 %; hybrids and electrics are exempt in 2026", () => {
    expect(ipva({ state: "TO", powerCv: 100 })?.rate).toBe(2.5);
    expect(ipva({ state: "TO", powerCv: 101 })?.rate).toBe(3.5);
    expect(ipva({ state: "TO", vehicleType: "motorcycle", displacementCc: 180 })?.rate).toBe(2.5);
    expect(ipva({ state: "TO", vehicleType: "motorcycle", displacementCc: 181 })?.rate).toBe(3.5);
    expect(ipva({ state: "TO", fuel: "electric" })).toMatchObject({ rate: 0, exempt: true });
    expect(ipva({ state: "TO", vehicleType: "truck-bus" })?.rate).toBe(1.25);
  });
  it("Sergipe: R$ 120.000 pays 2,5 %; R$ 120.001 pays 3 %", () => {
    expect(ipva({ state: "SE", vehicleValue: 120000 })?.rate).toBe(2.5);
    expect(ipva({ state: "SE", vehicleValue: 120001 })?.rate).toBe(3);
  });
  it("Rio de Janeiro: electric 0,5 %, GNV 1,5 %, 16 years from manufacture exempt, 15 taxed", () => {
    expect(ipva({ state: "RJ", fuel: "electric" })?.rate).toBe(0.5);
    expect(ipva({ state: "RJ", fuel: "gnv" })?.rate).toBe(1.5);
    expect(ipva({ state: "RJ", manufactureYear: 2010 })).toMatchObject({ rate: 0, exempt: true });
    expect(ipva({ state: "RJ", manufactureYear: 2011 })?.rate).toBe(4);
  });
  it("Bahia: motorcycles 1 %, diesel cars 3 %", () => {
    expect(ipva({ state: "BA", vehicleType: "motorcycle" })?.rate).toBe(1);
    expect(ipva({ state: "BA", fuel: "diesel" })?.rate).toBe(3);
  });
  it("Mato Grosso: motorcycles by displacement (180 cc 1 %, 181 cc 2,5 %, 301 cc 3 %, 601 cc 3,5 %)", () => {
    const moto = (displacementCc: number) => ipva({ state: "MT", vehicleType: "motorcycle", displacementCc })?.rate;
    expect([moto(180), moto(181), moto(301), moto(601)]).toEqual([1, 2.5, 3, 3.5]);
  });
  it("Paraíba and Piauí: motorcycles up to 170 cc exempt, 171 cc taxed", () => {
    for (const state of ["PB", "PI"]) {
      expect(ipva({ state, vehicleType: "motorcycle", displacementCc: 170 })?.exempt, state).toBe(true);
      expect(ipva({ state, vehicleType: "motorcycle", displacementCc: 171 })?.exempt, state).toBe(false);
    }
  });
  it("Goiás: motorcycles up to 150 cc with six years or more exempt from 2026 (Lei 23.287/2025)", () => {
    expect(ipva({ state: "GO", vehicleType: "motorcycle", displacementCc: 150, manufactureYear: 2020 })?.exempt).toBe(
      true,
    );
    expect(ipva({ state: "GO", vehicleType: "motorcycle", displacementCc: 150, manufactureYear: 2021 })?.exempt).toBe(
      false,
    );
  });
});

describe("EC 137/2025: 20 years or more from manufacture, in every state", () => {
  it.each(RATES_2026.map(([state]) => state))(
    "%s: a car made in 2006 is immune in 2026; one made in 2007 is taxed",
    (state) => {
      const at = (manufactureYear: number) =>
        calculateIpva({ vehicleValue: 20000, state, vehicleType: "car", manufactureYear });
      const twenty = at(2006);
      expect(twenty).toMatchObject({ ipvaValue: 0, rate: 0, exempt: true, ageYears: 20 });
      expect(twenty?.decision.kind).toBe("national-rule");
      expect(twenty?.rule?.name).toContain("Emenda Constitucional 137/2025");
      expect(twenty?.decision.source.url).toBe(
        "https://www.planalto.gov.br/ccivil_03/constituicao/emendas/emc/emc137.htm",
      );
      const nineteen = at(2007);
      expect(nineteen?.ageYears).toBe(19);
      expect(nineteen?.decision.kind).not.toBe("national-rule");
    },
  );

  it("a 2004 car, pickup or motorcycle is immune; a 2004 truck or bus is not", () => {
    for (const vehicleType of ["car", "pickup", "motorcycle"] as const) {
      expect(calculateIpva({ vehicleValue: 15000, state: "MG", vehicleType, manufactureYear: 2004 })?.exempt).toBe(
        true,
      );
    }
    const bus = calculateIpva({ vehicleValue: 150000, state: "AM", vehicleType: "truck-bus", manufactureYear: 2004 });
    expect(bus).toMatchObject({ rate: 1, ipvaValue: 1500, exempt: false });
  });

  it("in 2027 the boundary moves a year: 2007 immune, 2008 taxed", () => {
    const at = (manufactureYear: number) =>
      calculateIpva({ vehicleValue: 20000, state: "SP", vehicleType: "car", manufactureYear }, parsed2027);
    expect(at(2007)?.exempt).toBe(true);
    expect(at(2008)?.exempt).toBe(false);
  });

  it("a year of manufacture after the tax year is refused; without one no age rule applies", () => {
    expect(calculateIpva({ vehicleValue: 20000, state: "SP", vehicleType: "car", manufactureYear: 2027 })).toBeNull();
    expect(
      calculateIpva({ vehicleValue: 20000, state: "SP", vehicleType: "car", manufactureYear: 2026 })?.ageYears,
    ).toBe(0);
    const unknown = calculateIpva({ vehicleValue: 20000, state: "SP", vehicleType: "car" });
    expect(unknown).toMatchObject({ rate: 4, ageYears: null });
    expect(unknown?.missing).toContain("age");
  });
});

describe("São Paulo 2026: motorcycles up to 180 cc of individuals", () => {
  const moto = (displacementCc: number, owner: "individual" | "company" = "individual") =>
    calculateIpva({
      vehicleValue: 18000,
      state: "SP",
      vehicleType: "motorcycle",
      manufactureYear: 2023,
      displacementCc,
      owner,
    });

  it("180 cc is exempt, with the rule and its source named; 181 cc pays 2 %", () => {
    const exempt = moto(180);
    expect(exempt).toMatchObject({ ipvaValue: 0, rate: 0, exempt: true });
    expect(exempt?.decision.kind).toBe("state-rule");
    expect(exempt?.rule?.id).toBe("sp-moto-ate-180cc");
    expect(exempt?.decision.source.url).toMatch(/^https:\/\//);
    expect(moto(160)?.exempt).toBe(true);
    const taxed = moto(181);
    expect(taxed).toMatchObject({ rate: 2, exempt: false, rule: null });
    expect(formatBRL(taxed?.ipvaValue ?? -1)).toBe("R$ 360,00");
  });

  it("only for individuals: a company's 160 cc motorcycle pays 2 %; an unknown owner or displacement too", () => {
    expect(moto(160, "company")).toMatchObject({ rate: 2, exempt: false });
    const noOwner = calculateIpva({ vehicleValue: 18000, state: "SP", vehicleType: "motorcycle", displacementCc: 160 });
    expect(noOwner?.rate).toBe(2);
    expect(noOwner?.missing).toEqual(expect.arrayContaining(["age", "owner"]));
  });
});

describe("Amazonas 2026: LC 280/2025", () => {
  const am = (input: Partial<Parameters<typeof calculateIpva>[0]>) =>
    calculateIpva({ vehicleValue: 60000, state: "AM", vehicleType: "car", manufactureYear: 2022, ...input });

  it("up to 1.000 cc pays 1,5 %; 1.001 cc pays 2 %", () => {
    const small = am({ displacementCc: 1000 });
    expect(small).toMatchObject({ rate: 1.5, ipvaValue: 900 });
    expect(small?.rule?.id).toBe("am-ate-1000cc");
    expect(small?.confirmed).toBe(true);
    expect(am({ displacementCc: 1001 })).toMatchObject({ rate: 2, ipvaValue: 1200, rule: null });
    expect(am({})).toMatchObject({ rate: 2 });
  });

  it("electric and hybrid cars pay 1,5 % whatever the engine; trucks and buses 1 %", () => {
    expect(am({ fuel: "electric", displacementCc: 2000 })?.rate).toBe(1.5);
    expect(am({ fuel: "hybrid", displacementCc: 2000 })?.rate).toBe(1.5);
    expect(am({ fuel: "diesel", displacementCc: 2000 })?.rate).toBe(2);
    expect(am({ vehicleType: "truck-bus", vehicleValue: 300000 })).toMatchObject({ rate: 1, ipvaValue: 3000 });
  });

  it("IPVA Social: a motorcycle whose tax would be R$ 420 or less pays nothing; R$ 420,02 is due", () => {
    const at = (vehicleValue: number) => am({ vehicleType: "motorcycle", displacementCc: 160, vehicleValue });
    const social = at(28000);
    expect(social).toMatchObject({ ipvaValue: 0, rate: 1.5, exempt: true });
    expect(social?.decision.kind).toBe("minimum");
    expect(social?.decision.kind === "minimum" && social.decision.amount).toBe(420);
    const due = at(28001);
    expect(due?.exempt).toBe(false);
    expect(formatBRL(due?.ipvaValue ?? -1)).toBe("R$ 420,02");
  });
});

describe("the rest of the states keep their 2026 rates", () => {
  it("a state not yet confirmed says so in the result", () => {
    expect(
      calculateIpva({ vehicleValue: 50000, state: "RR", vehicleType: "car", manufactureYear: 2020 }),
    ).toMatchObject({
      rate: 3,
      confirmed: false,
      decision: { kind: "state-rate" },
    });
  });
});

describe("caveats: what the calculation simplifies, for the visitor (never the internal note)", () => {
  it("Santa Catarina's motorcycle result carries the caveat (up to 200 cc without infractions); RS's has none", () => {
    const sc = calculateIpva({ vehicleValue: 15000, state: "SC", vehicleType: "motorcycle", manufactureYear: 2022 });
    expect(sc?.rate).toBe(1);
    expect(sc?.caveat).toContain("Motos de até 200 cc são isentas em Santa Catarina");
    expect(sc?.caveat).toContain("cobra 1%");
    const rs = calculateIpva({ vehicleValue: 50000, state: "RS", vehicleType: "car", manufactureYear: 2022 });
    expect(rs?.rate).toBe(3);
    expect(rs?.caveat).toBeNull();
  });

  it("the states whose note says the calculation simplifies something carry a caveat in 2026 and 2027", () => {
    for (const data of [parsed2026, parsed2027]) {
      const withCaveat = Object.entries(data.states)
        .filter(([, entry]) => entry.caveat)
        .map(([code]) => code)
        .sort();
      expect(withCaveat).toEqual(["AC", "AL", "CE", "DF", "GO", "MA", "MS", "MT", "PA", "PE", "PI", "RJ", "SC", "SP"]);
      for (const entry of Object.values(data.states)) {
        // The internal record ("o site usava ... (errado)") stays out of what visitors read.
        expect(entry.caveat ?? "").not.toMatch(/errado|o site usava/i);
      }
    }
  });

  it("the schema refuses a caveat shorter than 20 or longer than 300 characters", () => {
    const withCaveat = (caveat: string) => ({
      ...data2026,
      states: { ...data2026.states, DF: { ...data2026.states.DF, caveat } },
    });
    expect(ipvaYearSchema.safeParse(withCaveat("Curto demais.")).success).toBe(false);
    expect(ipvaYearSchema.safeParse(withCaveat("x".repeat(301))).success).toBe(false);
    expect(ipvaYearSchema.safeParse(withCaveat("Um aviso de tamanho razoável para o visitante.")).success).toBe(true);
  });
});

describe("calculateIpva", () => {
  it("computes value × rate / 100 with no DPVAT", () => {
    const result = calculateIpva({ vehicleValue: 45990, state: "SP", vehicleType: "car" });
    expect(result?.rule).toBeNull();
    expect(result?.ipvaValue).toBeCloseTo(1839.6, 10);
    expect(result?.totalValue).toBe(result?.ipvaValue);
    expect(result?.dpvat).toBe(0);
    expect(formatBRL(result?.totalValue ?? 0)).toBe("R$ 1.839,60");
  });

  it("handles fractional rates", () => {
    const result = calculateIpva({ vehicleValue: 12345.67, state: "GO", vehicleType: "car" });
    expect(formatBRL(result?.ipvaValue ?? 0)).toBe("R$ 462,96");
  });

  it("returns null for a value not above 0", () => {
    for (const vehicleValue of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateIpva({ vehicleValue, state: "SP", vehicleType: "car" })).toBeNull();
    }
  });

  it("returns null for an unknown state", () => {
    expect(calculateIpva({ vehicleValue: 1000, state: "XX", vehicleType: "car" })).toBeNull();
    expect(calculateIpva({ vehicleValue: 1000, state: "", vehicleType: "motorcycle" })).toBeNull();
    expect(calculateIpva({ vehicleValue: 1000, state: "sp", vehicleType: "car" })).toBeNull();
  });
});

describe("2026 rules corrected in the 27/11/2026 check, at their boundaries", () => {
  const ipva = (input: Partial<Parameters<typeof calculateIpva>[0]>) =>
    calculateIpva({ vehicleValue: 100000, state: "SP", vehicleType: "car", manufactureYear: 2022, ...input });
  const rate = (input: Partial<Parameters<typeof calculateIpva>[0]>) => ipva(input)?.rate;

  it("AL: cars by power (80 cv 2,75 %, 81–160 cv 3 %, 161 cv 3,25 %), motorcycles by displacement", () => {
    expect([80, 81, 160, 161].map((powerCv) => rate({ state: "AL", powerCv }))).toEqual([2.75, 3, 3, 3.25]);
    // Without the power, the middle band, and the calculator says what it lacked.
    expect(ipva({ state: "AL" })).toMatchObject({ rate: 3, missing: expect.arrayContaining(["power"]) });
    const moto = (displacementCc: number) => rate({ state: "AL", vehicleType: "motorcycle", displacementCc });
    expect([150, 151, 400, 401].map(moto)).toEqual([2, 2.75, 2.75, 3.25]);
    expect(rate({ state: "AL", vehicleType: "truck-bus" })).toBe(1);
  });

  it("AL: 15 years or more exempt (made up to 2010 in 2026), electrics and hybrids by year of use", () => {
    expect(ipva({ state: "AL", manufactureYear: 2011 })).toMatchObject({ rate: 0, exempt: true });
    expect(rate({ state: "AL", manufactureYear: 2012, powerCv: 100 })).toBe(3);
    const electric = (manufactureYear: number) =>
      rate({ state: "AL", fuel: "electric", manufactureYear, powerCv: 100 });
    expect([2026, 2025, 2024, 2023].map(electric)).toEqual([0, 0.5, 1, 3]);
    const hybrid = (manufactureYear: number) => rate({ state: "AL", fuel: "hybrid", manufactureYear, powerCv: 100 });
    expect([2026, 2025, 2024].map(hybrid)).toEqual([0, 0.75, 1.5]);
  });

  it("AP: motorcycles up to 170 cc, more than 10 years and electrics/hybrids exempt; trucks 1,5 %", () => {
    expect(rate({ state: "AP", vehicleType: "motorcycle", displacementCc: 170 })).toBe(0);
    expect(rate({ state: "AP", vehicleType: "motorcycle", displacementCc: 171 })).toBe(1.5);
    expect(rate({ state: "AP", manufactureYear: 2015 })).toBe(0);
    expect(rate({ state: "AP", manufactureYear: 2016 })).toBe(3);
    expect(rate({ state: "AP", fuel: "hybrid" })).toBe(0);
    expect(rate({ state: "AP", vehicleType: "truck-bus" })).toBe(1.5);
    // The electric exemption ends in December 2026: 2027 taxes them.
    expect(
      calculateIpva({ vehicleValue: 100000, state: "AP", vehicleType: "car", fuel: "electric" }, parsed2027)?.rate,
    ).toBe(3);
  });

  it("AC: a motorcycle up to 170 cc of an individual is exempt; a company's pays 1 %", () => {
    const moto = (owner: "individual" | "company", displacementCc = 170) =>
      rate({ state: "AC", vehicleType: "motorcycle", owner, displacementCc });
    expect(moto("individual")).toBe(0);
    expect(moto("individual", 171)).toBe(1);
    expect(moto("company")).toBe(1);
  });

  it("RO: cars up to 1.0 pay 2 %, above 3 %; motorcycles up to 170 cc exempt; trucks and buses 1 %", () => {
    expect(rate({ state: "RO", displacementCc: 1000 })).toBe(2);
    expect(rate({ state: "RO", displacementCc: 1001 })).toBe(3);
    expect(rate({ state: "RO", vehicleType: "pickup", displacementCc: 1000 })).toBe(3);
    expect(rate({ state: "RO", vehicleType: "motorcycle", displacementCc: 170 })).toBe(0);
    expect(rate({ state: "RO", vehicleType: "motorcycle", displacementCc: 171 })).toBe(2);
    expect(rate({ state: "RO", vehicleType: "truck-bus" })).toBe(1);
  });

  it("CE: 100 cv 2,5 %, 101–180 cv 3 %, 181 cv 3,5 %; motorcycles under 50 cc exempt", () => {
    expect([100, 101, 180, 181].map((powerCv) => rate({ state: "CE", powerCv }))).toEqual([2.5, 3, 3, 3.5]);
    expect(rate({ state: "CE", vehicleType: "motorcycle", displacementCc: 49 })).toBe(0);
    expect(rate({ state: "CE", vehicleType: "motorcycle", displacementCc: 50 })).toBe(2);
    expect(rate({ state: "CE", vehicleType: "motorcycle", displacementCc: 301 })).toBe(3.5);
  });

  it("GO: cars up to 100 cv 3 %, above 3,75 %; pickups 3,45 %; trucks 1,25 %; 15 years exempt", () => {
    expect(rate({ state: "GO", powerCv: 100 })).toBe(3);
    expect(rate({ state: "GO", powerCv: 101 })).toBe(3.75);
    expect(rate({ state: "GO", vehicleType: "pickup" })).toBe(3.45);
    expect(rate({ state: "GO", vehicleType: "truck-bus" })).toBe(1.25);
    expect(rate({ state: "GO", manufactureYear: 2011 })).toBe(0);
    expect(rate({ state: "GO", manufactureYear: 2012, powerCv: 120 })).toBe(3.75);
  });

  it("MS: GNV cars exempt; no diesel rate in the data (not found at a source), the caveat says so", () => {
    expect(rate({ state: "MS", fuel: "gnv" })).toBe(0);
    expect(ipva({ state: "MS", fuel: "diesel" })).toMatchObject({ rate: 3, caveat: expect.stringContaining("diesel") });
  });

  it("PI: cars above R$ 150 mil pay 3 %; electrics, trucks and buses 1 %", () => {
    expect(rate({ state: "PI", vehicleValue: 150000 })).toBe(2.5);
    expect(rate({ state: "PI", vehicleValue: 150000.01 })).toBe(3);
    expect(rate({ state: "PI", fuel: "electric" })).toBe(1);
    expect(rate({ state: "PI", vehicleType: "truck-bus" })).toBe(1);
  });

  it("DF: more than 15 years exempt (2010 in 2026; 2011 taxed); electrics and hybrids bought in the DF exempt", () => {
    expect(rate({ state: "DF", manufactureYear: 2010 })).toBe(0);
    expect(rate({ state: "DF", manufactureYear: 2011 })).toBe(3);
    expect(rate({ state: "DF", fuel: "electric" })).toBe(0);
  });

  it("AM: the IPVA Social covers cars too (R$ 420 or less is not due)", () => {
    const car = (vehicleValue: number) =>
      ipva({ state: "AM", vehicleValue, displacementCc: 1000, manufactureYear: 2018 });
    expect(car(28000)).toMatchObject({ exempt: true, decision: { kind: "minimum", amount: 420 } });
    expect(car(28001)?.exempt).toBe(false);
  });

  it("RN: electric cars pay 1 % in 2026 and 1,5 % in 2027 (Lei 12.206/2024)", () => {
    expect(rate({ state: "RN", fuel: "electric" })).toBe(1);
    expect(
      calculateIpva({ vehicleValue: 100000, state: "RN", vehicleType: "car", fuel: "electric" }, parsed2027)?.rate,
    ).toBe(1.5);
  });

  it("every rule states its vehicle types: RJ's electric rate no longer reaches trucks and buses", () => {
    expect(rate({ state: "RJ", fuel: "electric" })).toBe(0.5);
    expect(rate({ state: "RJ", vehicleType: "truck-bus", fuel: "electric" })).toBe(1);
    for (const data of [parsed2026, parsed2027])
      for (const [code, entry] of Object.entries(data.states))
        for (const rule of entry.rules) expect(rule.vehicleTypes.length, `${code} ${rule.id}`).toBeGreaterThan(0);
  });
});
