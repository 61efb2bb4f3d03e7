// The IPVA calculator's one reader of a send (see app/lib/form-reading.ts): the page's query,
// as the form sends it (tipo=car, combustivel=electric…) or as older share URLs wrote it
// (tipo=carro, combustivel=eletrico…).
import { readAmountField } from "../../lib/amount-field.ts";
import { anySent, hasProblems, sentTexts, type FormReading, type Problems } from "../../lib/form-reading.ts";
import { numberParam } from "../../lib/query-params.ts";
import { isStateCode, type StateCode } from "../../lib/states.ts";
import {
  fuelsAsked,
  ipvaNeeds,
  vehicleTypesOf,
  type IpvaFuel,
  type IpvaInput,
  type IpvaOwner,
  type IpvaVehicleType,
} from "./calc.ts";
import type { IpvaYearData } from "../../domain/ipva/data-schema.ts";
import { FUEL_PARAM, OWNER_PARAM, VEHICLE_TYPE_PARAM } from "./strings.ts";
import { IPVA_FUELS, IPVA_OWNERS, IPVA_VEHICLE_TYPES } from "../../domain/ipva/vocabulary.ts";
import type { IpvaYearOffer } from "../../domain/ipva/years.ts";

export type IpvaField =
  "exercicio" | "tipo" | "fabricacao" | "valor" | "uf" | "combustivel" | "cc" | "cv" | "proprietario" | "final";

const FIELDS = [
  "exercicio",
  "tipo",
  "fabricacao",
  "valor",
  "uf",
  "combustivel",
  "cc",
  "cv",
  "proprietario",
  "final",
] as const;

/** A value named by its code or by the page's short name for it. */
export const paramOf = <T extends string>(
  map: Record<T, string>,
  keys: readonly T[],
  raw: string | null,
): T | undefined => keys.find((k) => map[k] === raw || k === raw);

/** What the form shows and reads beyond the texts: the year, state and type chosen (they decide which fields are asked). */
export type IpvaChoices = { taxYear: number; state: string; vehicleType: IpvaVehicleType };

/**
 * The choices a query names (defaults: the offer's year, SP, car). `fixedState`: a state's own
 * page (/ipva/sp), whose form has no state to choose.
 */
export function choicesOf(params: URLSearchParams, offer: IpvaYearOffer, fixedState?: StateCode): IpvaChoices {
  const exercicio = numberParam(params, "exercicio");
  const uf = (params.get("uf") ?? "").toUpperCase();
  return {
    taxYear: exercicio !== undefined && offer.years.includes(exercicio) ? exercicio : offer.selected,
    state: fixedState ?? (isStateCode(uf) ? uf : "SP"),
    vehicleType: paramOf(VEHICLE_TYPE_PARAM, IPVA_VEHICLE_TYPES, params.get("tipo")) ?? "car",
  };
}

/** A whole number typed on a phone's number pad (cc, cv): optional, above zero. */
function readCount(raw: string, field: string, example: string): { value?: number; problem?: string } {
  const text = raw.trim();
  if (text === "") return {};
  if (!/^\d+$/.test(text)) return { problem: `${field} deve ser um número inteiro, como ${example}.` };
  const value = Number(text);
  return value > 0 ? { value } : { problem: `${field} deve ser maior que zero.` };
}

/** The year of manufacture: 4 digits, from 1900 up to the tax year. */
function readManufactureYear(raw: string, taxYear: number): { value?: number; problem?: string } {
  const text = raw.trim();
  if (text === "") return { problem: "Informe o ano de fabricação do veículo (por exemplo, 2018)." };
  if (!/^\d{4}$/.test(text)) return { problem: "O ano de fabricação tem 4 números, como 2018." };
  const value = Number(text);
  if (value > taxYear) return { problem: `O ano de fabricação não pode ser depois de ${taxYear}, o ano do IPVA.` };
  if (value < 1900) return { problem: "Confira o ano de fabricação: ele não pode ser antes de 1900." };
  return { value };
}

/** The plate's final digit: optional, one digit from 0 to 9 (it picks the payment dates). */
function readFinalDigit(raw: string): { value?: number; problem?: string } {
  const text = raw.trim();
  if (text === "") return {};
  if (!/^\d$/.test(text)) return { problem: "O final da placa é um só número, de 0 a 9 (3 em ABC1D23)." };
  return { value: Number(text) };
}

export type IpvaReading = FormReading<IpvaField, IpvaInput> & {
  choices: IpvaChoices;
  /** The plate's final digit, when given (the payment dates of that plate). */
  finalDigit: number | null;
};

/**
 * The send read with the data of its tax year (`dataFor`): the value and year are required; fuel,
 * displacement, power and owner are read only where the state's rules ask them.
 */
export function readIpvaForm(
  params: URLSearchParams,
  offer: IpvaYearOffer,
  dataFor: (year: number) => IpvaYearData,
  fixedState?: StateCode,
): IpvaReading {
  const values = sentTexts(params, FIELDS);
  const choices = choicesOf(params, offer, fixedState);
  if (!anySent(params, ["valor", "fabricacao"]))
    return { values, problems: {}, input: null, choices, finalDigit: null };
  const data = dataFor(choices.taxYear);
  const { state } = choices;
  // A type the state has no rates for is read as a car (the form offers only the state's types).
  const vehicleType = vehicleTypesOf(state, data).includes(choices.vehicleType) ? choices.vehicleType : "car";
  const needs = ipvaNeeds(state, vehicleType, data);
  const problems: Problems<IpvaField> = {};
  const value = readAmountField(values.valor, "grouped", {
    field: "o valor venal do veículo",
    money: true,
    example: "80.000",
  });
  if (value.problem) problems.valor = value.problem;
  const year = readManufactureYear(values.fabricacao, choices.taxYear);
  if (year.problem) problems.fabricacao = year.problem;
  const final = readFinalDigit(values.final);
  if (final.problem) problems.final = final.problem;
  const finalDigit = final.value ?? null;
  const input: Partial<IpvaInput> = {};
  if (needs.includes("fuel")) {
    const fuel = paramOf(FUEL_PARAM, IPVA_FUELS, params.get("combustivel"));
    if (fuel && fuelsAsked(state, vehicleType, data).includes(fuel)) input.fuel = fuel as IpvaFuel;
  }
  if (needs.includes("displacement")) {
    const cc = readCount(values.cc, "A cilindrada", "160");
    if (cc.problem) problems.cc = cc.problem;
    if (cc.value !== undefined) input.displacementCc = cc.value;
  }
  if (needs.includes("power")) {
    const cv = readCount(values.cv, "A potência", "100");
    if (cv.problem) problems.cv = cv.problem;
    if (cv.value !== undefined) input.powerCv = cv.value;
  }
  if (needs.includes("owner")) {
    input.owner = paramOf(OWNER_PARAM, IPVA_OWNERS, params.get("proprietario")) ?? ("individual" as IpvaOwner);
  }
  if (hasProblems(problems) || value.value === undefined || year.value === undefined) {
    return { values, problems, input: null, choices, finalDigit };
  }
  return {
    values,
    problems,
    choices,
    finalDigit,
    input: { vehicleValue: value.value, state, vehicleType, manufactureYear: year.value, ...input },
  };
}
