import { describe, expect, it } from "vitest";
import { formatBRL } from "../../lib/format.ts";
import { BRAZILIAN_STATES } from "../../lib/states.ts";
import { asksDisplacement, calculateIpva, fuelsAsked } from "./calc.ts";
import { ipvaYearSchema, type IpvaYearData } from "./data-schema.ts";
import { IPVA_DATA, IPVA_RATES_YEAR } from "./rates.ts";
import data2025 from "./data/2025.json";
import data2026 from "./data/2026.json";

// 2026 (car / motorcycle, %), written out: the spec §9 table of 2025 with Paraná's 1,9 %
// (issue 25), not derived from the module.
const RATES_2026: [state: string, car: number, motorcycle: number][] = [
  ["AC", 2, 1],
  ["AL", 3, 2.5],
  ["AP", 3, 1.5],
  ["AM", 3, 2],
  ["BA", 2.5, 2.5],
  ["CE", 3, 2],
  ["DF", 3.5, 2.5],
  ["ES", 2, 1],
  ["GO", 3.75, 3],
  ["MA", 2.5, 2],
  ["MT", 3, 1],
  ["MS", 3.5, 2],
  ["MG", 4, 2],
  ["PA", 2.5, 1],
  ["PB", 2.5, 2.5],
  ["PR", 1.9, 1.9],
  ["PE", 3, 2],
  ["PI", 2.5, 2],
  ["RJ", 4, 2],
  ["RN", 3, 2],
  ["RS", 3, 2],
  ["RO", 3, 2],
  ["RR", 3, 2],
  ["SC", 2, 1],
  ["SP", 4, 2],
  ["SE", 2.5, 2],
  ["TO", 2, 1],
];

const parsed2025 = ipvaYearSchema.parse(data2025) as IpvaYearData;
const parsed2026 = ipvaYearSchema.parse(data2026) as IpvaYearData;

describe("IPVA data files", () => {
  it("each year file matches the schema, with every state sourced and dated", () => {
    for (const data of [parsed2025, parsed2026]) {
      expect(Object.keys(data.states).sort()).toEqual(BRAZILIAN_STATES.map((s) => s.code).sort());
      for (const entry of Object.values(data.states)) {
        expect(entry.source.url).toMatch(/^https?:\/\//);
        expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(parsed2025.year).toBe(2025);
    expect(parsed2026.year).toBe(2026);
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

  it("the calculator uses the newest year, 2026", () => {
    expect(IPVA_RATES_YEAR).toBe(2026);
    expect(IPVA_DATA.year).toBe(2026);
  });

  it("2025 keeps the spec's table (Paraná 3,5 %), as a record", () => {
    expect(parsed2025.states.PR.car).toBe(3.5);
    expect(parsed2025.states.PR.motorcycle).toBe(3.5);
    expect(calculateIpva({ vehicleValue: 80000, state: "PR", vehicleType: "car" }, parsed2025)?.ipvaValue).toBe(2800);
  });

  it("only Paraná is marked as confirmed for 2026; the others say their 2025 rates were kept", () => {
    const confirmed = Object.entries(parsed2026.states)
      .filter(([, e]) => e.status === "confirmed")
      .map(([code]) => code);
    expect(confirmed).toEqual(["PR"]);
    for (const [code, entry] of Object.entries(parsed2026.states)) {
      if (code !== "PR") expect(entry.note, code).toContain("Alíquotas de 2025 mantidas");
    }
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

describe("special rules (issue 25)", () => {
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
    const rule = sp.rules[0];
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

  it("the form asks for the fuel and the displacement only where a rule needs them", () => {
    expect(fuelsAsked("SP", "car")).toEqual(["hybrid-ethanol"]);
    expect(fuelsAsked("SP", "motorcycle")).toEqual([]);
    expect(fuelsAsked("PR", "car")).toEqual(["gnv"]);
    expect(fuelsAsked("PR", "motorcycle")).toEqual(["gnv"]);
    expect(fuelsAsked("MG", "car")).toEqual([]);
    expect(fuelsAsked("XX", "car")).toEqual([]);
    expect(asksDisplacement("PR", "motorcycle")).toBe(true);
    expect(asksDisplacement("PR", "car")).toBe(false);
    expect(asksDisplacement("SP", "motorcycle")).toBe(false);
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
