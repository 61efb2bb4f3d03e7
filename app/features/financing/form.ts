// The financing forms' one reader: what a send (the page's query) says, field by field — the
// text as sent (the fields' default values), the message under each field that has a problem,
// and the input to compute when none has. The server renders a form sent before the page's
// scripts ran with it, the browser renders its own sends with it: the same messages either way.
import { readAmountField, readWholeField } from "../../lib/amount-field.ts";
import { anySent, hasProblems, sentTexts, type FormReading, type Problems } from "../../lib/form-reading.ts";
import { MAX_MONTHS } from "../../lib/masks.ts";
import type { FinancingInput } from "./calc.ts";
import type { RateQuery } from "./rate-solver.ts";

/** A monthly rate above this is questioned beside the field (computed once confirmed). */
export const RATE_TO_QUESTION = 15;

/** The confirmation a questioned rate asks for: a checkbox sent as `confirmar-taxa=1`. */
export const CONFIRM_RATE_PARAM = "confirmar-taxa";

const MONTHS_RULE = { field: "o número de parcelas", min: 1, max: MAX_MONTHS, example: "48" };

export type InstallmentField = "valor" | "entrada" | "taxa" | "parcelas";

/** "Calcular a parcela": vehicle value, optional down payment, monthly rate (0 % allowed), months. */
export function readInstallmentForm(params: URLSearchParams): FormReading<InstallmentField, FinancingInput> & {
  /** The rate is above `RATE_TO_QUESTION` and not yet confirmed: the form shows the confirmation. */
  rateQuestioned: boolean;
} {
  const values = sentTexts(params, ["valor", "entrada", "taxa", "parcelas"] as const);
  if (!anySent(params, ["valor", "taxa", "parcelas"]))
    return { values, problems: {}, input: null, rateQuestioned: false };
  const problems: Problems<InstallmentField> = {};
  const vehicle = readAmountField(values.valor, "grouped", {
    field: "o valor do veículo",
    money: true,
    example: "80.000",
  });
  const down = readAmountField(values.entrada, "grouped", {
    field: "a entrada",
    feminine: true,
    money: true,
    optional: true,
    example: "20.000",
  });
  const rate = readAmountField(values.taxa, "percent", {
    field: "a taxa de juros",
    feminine: true,
    money: false,
    zeroAllowed: true,
    example: "1,99 (ou 0 para taxa zero)",
  });
  const months = readWholeField(values.parcelas, MONTHS_RULE);
  if (vehicle.problem) problems.valor = vehicle.problem;
  if (down.problem) problems.entrada = down.problem;
  else if (vehicle.value !== undefined && (down.value ?? 0) >= vehicle.value) {
    problems.entrada =
      down.value === vehicle.value
        ? "A entrada é igual ao valor do veículo: não sobra nada para financiar."
        : "A entrada é maior que o valor do veículo.";
  }
  if (rate.problem) problems.taxa = rate.problem;
  if (months.problem) problems.parcelas = months.problem;
  const rateQuestioned =
    rate.value !== undefined && rate.value > RATE_TO_QUESTION && params.get(CONFIRM_RATE_PARAM) !== "1";
  if (rateQuestioned) problems.taxa = questionedRate(rate.value ?? 0);
  const complete =
    !hasProblems(problems) && vehicle.value !== undefined && rate.value !== undefined && months.value !== undefined;
  return {
    values,
    problems,
    rateQuestioned,
    input: complete
      ? {
          vehicleValue: vehicle.value as number,
          downPayment: down.value ?? 0,
          interestRate: rate.value as number,
          months: months.value as number,
        }
      : null,
  };
}

/** The message beside a rate above `RATE_TO_QUESTION` % a month. */
function questionedRate(rate: number): string {
  return (
    `${String(rate).replace(".", ",")} % ao mês é muito acima do que se cobra em financiamento de veículos. ` +
    `Confira a taxa; se estiver certa, marque "${CONFIRM_RATE_LABEL}" e calcule de novo.`
  );
}

/** The confirmation's label. */
export const CONFIRM_RATE_LABEL = "A taxa está certa";

export type RateFinderField = "financiado" | "parcelas" | "parcela";

/** "Descobrir a taxa": the financed amount, the months and the quoted installment. */
export function readRateFinderForm(params: URLSearchParams): FormReading<RateFinderField, RateQuery> & {
  withIof: boolean;
} {
  const names = ["financiado", "parcelas", "parcela"] as const;
  const values = sentTexts(params, names);
  const withIof = params.get("iof") === "1";
  if (!anySent(params, names)) return { values, problems: {}, input: null, withIof };
  const problems: Problems<RateFinderField> = {};
  const financed = readAmountField(values.financiado, "grouped", {
    field: "o valor financiado",
    money: true,
    example: "60.000",
  });
  const installment = readAmountField(values.parcela, "grouped", {
    field: "o valor da parcela",
    money: true,
    example: "1.950,00",
  });
  const months = readWholeField(values.parcelas, MONTHS_RULE);
  if (financed.problem) problems.financiado = financed.problem;
  if (months.problem) problems.parcelas = months.problem;
  if (installment.problem) problems.parcela = installment.problem;
  const complete =
    !hasProblems(problems) &&
    financed.value !== undefined &&
    installment.value !== undefined &&
    months.value !== undefined;
  return {
    values,
    problems,
    withIof,
    input: complete
      ? { financed: financed.value as number, months: months.value as number, installment: installment.value as number }
      : null,
  };
}
