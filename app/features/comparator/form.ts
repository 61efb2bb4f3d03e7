// The ethanol-or-gasoline calculator's one reader of a send (see app/lib/form-reading.ts).
import { readAmountField } from "../../lib/amount-field.ts";
import { anySent, hasProblems, sentTexts, type FormReading, type Problems } from "../../lib/form-reading.ts";
import type { ComparatorInput } from "./calc.ts";

export type ComparatorField = "gasolina" | "etanol";

const FIELDS = ["gasolina", "etanol"] as const;

/** Both prices per liter, above zero. */
export function readComparatorForm(params: URLSearchParams): FormReading<ComparatorField, ComparatorInput> {
  const values = sentTexts(params, FIELDS);
  if (!anySent(params, FIELDS)) return { values, problems: {}, input: null };
  const problems: Problems<ComparatorField> = {};
  const gasoline = readAmountField(values.gasolina, "grouped", {
    field: "o preço da gasolina",
    money: true,
    perLitre: true,
    example: "5,89",
  });
  const ethanol = readAmountField(values.etanol, "grouped", {
    field: "o preço do etanol",
    money: true,
    perLitre: true,
    example: "3,99",
  });
  if (gasoline.problem) problems.gasolina = gasoline.problem;
  if (ethanol.problem) problems.etanol = ethanol.problem;
  if (hasProblems(problems) || gasoline.value === undefined || ethanol.value === undefined) {
    return { values, problems, input: null };
  }
  return { values, problems, input: { gasolinePrice: gasoline.value, ethanolPrice: ethanol.value } };
}
