// The licensing forms' one reader of a send (see app/lib/form-reading.ts). Both cards are one
// form, so every send carries the late charges' fields too: "Consultar Vencimento" answers the
// due month only (spec: "due date only after 'Consultar Vencimento'"), "Calcular Encargos"
// adds `encargos=1`, which asks for the charges and makes the base value required.
import { readAmountField, readWholeField } from "../../lib/amount-field.ts";
import { anySent, hasProblems, sentTexts, type FormReading, type Problems } from "../../lib/form-reading.ts";
import { MAX_MONTHS } from "../../lib/masks.ts";
import { STATE_CODES } from "../../lib/states.ts";
import type { Digit, LicensingVehicleType } from "./calc.ts";
import { FINAL_DIGIT_PARAM } from "./plate-digit.ts";

/** The charges button's name and value. */
export const CHARGES_PARAM = "encargos";

export type LicensingField = "uf" | "final" | "tipo" | "base" | "multa" | "juros" | "meses";

export type LicensingInput = {
  state: string;
  digit: Digit;
  vehicleType: LicensingVehicleType;
  /** The late charges' inputs, when asked for. */
  charges: { baseValue: number; lateFee: number; monthlyInterest: number; monthsLate: number } | null;
};

const FIELDS = ["uf", FINAL_DIGIT_PARAM, "tipo", "base", "multa", "juros", "meses"] as const;

/** The vehicle type a send names: the page's codes (leve, caminhao) or the fields' values. */
export function vehicleTypeOf(raw: string): LicensingVehicleType {
  return raw === "caminhao" || raw === "truck" ? "truck" : "light";
}

/** `fixedState`: a state's own page (/licenciamento/rj), whose form has no state to choose. */
export function readLicensingForm(
  params: URLSearchParams,
  fixedState?: string,
): FormReading<LicensingField, LicensingInput> {
  const values = sentTexts(params, FIELDS) as Record<LicensingField, string>;
  if (fixedState) values.uf = fixedState;
  if (!anySent(params, [FINAL_DIGIT_PARAM, CHARGES_PARAM])) return { values, problems: {}, input: null };
  const problems: Problems<LicensingField> = {};
  const state = values.uf.toUpperCase();
  if (!(STATE_CODES as readonly string[]).includes(state)) problems.uf = "Escolha o estado do veículo.";
  const digit = values.final.trim();
  if (digit === "") problems.final = "Informe o final da placa: o último número dela.";
  else if (!/^\d$/.test(digit)) problems.final = "O final da placa é um só número, de 0 a 9 (3 em ABC1D23).";
  const askedCharges = params.get(CHARGES_PARAM) === "1";
  let charges: LicensingInput["charges"] = null;
  if (askedCharges) {
    const base = readAmountField(values.base, "grouped", {
      field: "o valor base do licenciamento",
      money: true,
      example: "160,22",
    });
    const fee = readAmountField(values.multa, "percent", {
      field: "a multa",
      feminine: true,
      money: false,
      optional: true,
      zeroAllowed: true,
      example: "20",
    });
    const interest = readAmountField(values.juros, "percent", {
      field: "a taxa de juros ao mês",
      feminine: true,
      money: false,
      optional: true,
      zeroAllowed: true,
      example: "1",
    });
    // An empty field counts as 0 months (the total is the base value).
    const months =
      values.meses.trim() === ""
        ? { value: 0 }
        : readWholeField(values.meses, { field: "o número de meses de atraso", min: 0, max: MAX_MONTHS, example: "3" });
    if (base.problem) problems.base = base.problem;
    if (fee.problem) problems.multa = fee.problem;
    if (interest.problem) problems.juros = interest.problem;
    if (months.problem) problems.meses = months.problem;
    if (!base.problem && !fee.problem && !interest.problem && !months.problem && base.value !== undefined) {
      charges = {
        baseValue: base.value,
        lateFee: fee.value ?? 0,
        monthlyInterest: interest.value ?? 0,
        monthsLate: months.value ?? 0,
      };
    }
  }
  if (hasProblems(problems)) return { values, problems, input: null };
  return {
    values,
    problems,
    input: { state, digit: digit as Digit, vehicleType: vehicleTypeOf(values.tipo), charges },
  };
}
