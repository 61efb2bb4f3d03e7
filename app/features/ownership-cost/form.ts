// "Quanto custa ter este carro": the form's one reader of a send (see app/lib/form-reading.ts).
// Every field is optional; a group that is started (fuel: km, price and consumption; the loan:
// amount, rate and months) needs all of its fields, and the message goes beside each missing one.
import { readAmountField, readWholeField, type AmountFieldReading, type AmountRules } from "../../lib/amount-field.ts";
import { anySent, hasProblems, sentTexts, type FormReading, type Problems } from "../../lib/form-reading.ts";
import { MAX_MONTHS } from "../../lib/masks.ts";
import { isStateCode } from "../../lib/states.ts";
import type { OwnershipInput } from "./calc.ts";
import { OWNERSHIP_FIELDS, type OwnershipField } from "./fields.ts";

export type { OwnershipField };

const optional = (rules: Omit<AmountRules, "optional">): AmountRules => ({ ...rules, optional: true });

const RULES: Record<Exclude<OwnershipField, "uf" | "parcelas" | "taxa">, AmountRules> = {
  km: optional({ field: "a quilometragem por mês", feminine: true, money: false, example: "1.000" }),
  litro: optional({ field: "o preço do litro", money: true, perLitre: true, example: "5,89" }),
  kml: optional({ field: "o consumo", money: false, example: "12 ou 12,5" }),
  seguro: optional({ field: "o seguro anual", money: true, zeroAllowed: true, example: "3.500" }),
  manutencao: optional({
    field: "a manutenção anual",
    feminine: true,
    money: true,
    zeroAllowed: true,
    example: "1.200",
  }),
  financiado: optional({ field: "o valor financiado", money: true, example: "40.000" }),
};

const GROUP_MESSAGE = {
  fuel: "Para incluir o combustível, preencha também este campo (ou deixe os três em branco).",
  loan: "Para incluir o financiamento, preencha também este campo (ou deixe os três em branco).",
};

/** The form's send: `price` and `depreciationRatio` are the vehicle page's own. */
export function readOwnershipForm(
  params: URLSearchParams,
  price: number,
  depreciationRatio: number | null,
): FormReading<OwnershipField, OwnershipInput> {
  const values = sentTexts(params, OWNERSHIP_FIELDS);
  if (!anySent(params, OWNERSHIP_FIELDS)) return { values, problems: {}, input: null };
  const problems: Problems<OwnershipField> = {};
  const read = (name: keyof typeof RULES): AmountFieldReading => {
    const reading = readAmountField(values[name], "grouped", RULES[name]);
    if (reading.problem) problems[name] = reading.problem;
    return reading;
  };
  const km = read("km");
  const litro = read("litro");
  const kml = read("kml");
  const seguro = read("seguro");
  const manutencao = read("manutencao");
  const financiado = read("financiado");
  const taxa = readAmountField(values.taxa, "percent", {
    field: "a taxa de juros",
    feminine: true,
    money: false,
    optional: true,
    zeroAllowed: true,
    example: "1,99",
  });
  if (taxa.problem) problems.taxa = taxa.problem;
  const parcelas: { value?: number; problem?: string } =
    values.parcelas.trim() === ""
      ? {}
      : readWholeField(values.parcelas, { field: "o número de parcelas", min: 1, max: MAX_MONTHS, example: "48" });
  if (parcelas.problem) problems.parcelas = parcelas.problem;
  // A group started needs all its fields.
  const group = (names: OwnershipField[], message: string) => {
    const given = names.filter((name) => values[name].trim() !== "");
    if (given.length === 0 || given.length === names.length) return;
    for (const name of names) if (values[name].trim() === "") problems[name] = message;
  };
  group(["km", "litro", "kml"], GROUP_MESSAGE.fuel);
  group(["financiado", "taxa", "parcelas"], GROUP_MESSAGE.loan);
  if (hasProblems(problems)) return { values, problems, input: null };
  const uf = values.uf.toUpperCase();
  return {
    values,
    problems,
    input: {
      price,
      state: isStateCode(uf) ? uf : undefined,
      kmPerMonth: km.value,
      fuelPrice: litro.value,
      kmPerLiter: kml.value,
      depreciationRatio,
      insurance: seguro.value,
      maintenance: manutencao.value,
      loanAmount: financiado.value,
      loanRate: taxa.value,
      loanMonths: parcelas.value,
    },
  };
}
