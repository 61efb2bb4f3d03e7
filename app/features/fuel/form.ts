// The fuel calculator's one reader of a send (see app/lib/form-reading.ts).
import { readAmountField } from "../../lib/amount-field.ts";
import { anySent, hasProblems, sentTexts, type FormReading, type Problems } from "../../lib/form-reading.ts";
import type { FuelInput } from "./calc.ts";

export type FuelField = "distancia" | "litros" | "preco";

const FIELDS = ["distancia", "litros", "preco"] as const;

/** Distance and liters (above zero), and an optional price per liter. */
export function readFuelForm(params: URLSearchParams): FormReading<FuelField, FuelInput> {
  const values = sentTexts(params, FIELDS);
  if (!anySent(params, ["distancia", "litros"])) return { values, problems: {}, input: null };
  const problems: Problems<FuelField> = {};
  const distance = readAmountField(values.distancia, "grouped", {
    field: "a distância percorrida",
    feminine: true,
    money: false,
    example: "450 ou 450,5",
  });
  const liters = readAmountField(values.litros, "grouped", {
    field: "a quantidade de litros",
    feminine: true,
    money: false,
    example: "40 ou 40,5",
  });
  const price = readAmountField(values.preco, "grouped", {
    field: "o preço por litro",
    money: true,
    optional: true,
    perLitre: true,
    example: "5,89",
  });
  if (distance.problem) problems.distancia = distance.problem;
  if (liters.problem) problems.litros = liters.problem;
  if (price.problem) problems.preco = price.problem;
  if (hasProblems(problems) || distance.value === undefined || liters.value === undefined) {
    return { values, problems, input: null };
  }
  return { values, problems, input: { distance: distance.value, liters: liters.value, fuelPrice: price.value ?? 0 } };
}
