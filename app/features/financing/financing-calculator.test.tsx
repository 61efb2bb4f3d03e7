// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  EMPTY_RESULT,
  expectFieldProblem,
  expectNoFieldProblem,
  expectNoToast,
  expectSingleToast,
  FIX_FIELDS,
  renderCalculator,
  resultRegion,
  resultValue,
} from "../../../tests/helpers/render-calculator.tsx";
import { serverRenderedPage } from "../../../tests/helpers/server-html.tsx";
import { FinancingCalculator } from "./financing-calculator.tsx";

const INVALID_TITLE = "Campos inválidos";
const INVALID_DESCRIPTION =
  "Por favor, preencha o valor do veículo, a taxa de juros e o número de parcelas corretamente.";
const PAYMENT_LABEL = "Parcela mensal (4x, Tabela Price)";

const valueInput = () => screen.getByLabelText<HTMLInputElement>("Valor do veículo");
const downPaymentInput = () => screen.getByLabelText<HTMLInputElement>("Valor da entrada (opcional)");
const rateInput = () => screen.getByLabelText<HTMLInputElement>("Taxa de juros (% ao mês)");
const monthsInput = () => screen.getByLabelText<HTMLInputElement>("Número de parcelas");
const submitButton = () => screen.getByRole("button", { name: "Calcular Financiamento" });

type Fields = { value?: string; downPayment?: string; rate?: string; months?: string };

async function fill(user: ReturnType<typeof renderCalculator>["user"], fields: Fields) {
  const entries: Array<[HTMLInputElement, string | undefined]> = [
    [valueInput(), fields.value],
    [downPaymentInput(), fields.downPayment],
    [rateInput(), fields.rate],
    [monthsInput(), fields.months],
  ];
  for (const [input, digits] of entries) {
    if (digits === undefined) continue;
    await user.clear(input);
    if (digits !== "") await user.type(input, digits);
  }
}

/** R$ 1.290,00 at 1,99% a.m. in 4 months: R$ 338,70 (Price). */
const VALID: Fields = { value: "1290", rate: "1,99", months: "4" };

describe("FinancingCalculator", () => {
  it("shows the empty result text and no toast before any calculation", () => {
    renderCalculator(FinancingCalculator);
    expect(resultRegion().textContent).toContain(EMPTY_RESULT);
    screen.getByText(EMPTY_RESULT);
    expectNoToast();
  });

  it("keeps every key as typed and formats the amounts only when the field is left", async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await user.type(valueInput(), "1290");
    expect(valueInput().value).toBe("1290");
    await user.tab();
    expect(valueInput().value).toBe("R$ 1.290");
    await user.type(downPaymentInput(), "290,5");
    expect(downPaymentInput().value).toBe("290,5");
    await user.tab();
    expect(downPaymentInput().value).toBe("R$ 290,50");
    await user.type(rateInput(), "1.99");
    expect(rateInput().value).toBe("1.99");
    await user.tab();
    expect(rateInput().value).toBe("1,99");
    // Text that is no amount, or that could be two, is left as written for the form to ask.
    await user.clear(valueInput());
    await user.type(valueInput(), "80,000");
    await user.tab();
    expect(valueInput().value).toBe("80,000");
  });

  it("rejects an empty form: a message beside each required field, the fix-fields text and the spec toast", async () => {
    const { user, search } = renderCalculator(FinancingCalculator);
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    expectFieldProblem(valueInput(), "Informe o valor do veículo.");
    expectNoFieldProblem(downPaymentInput());
    expectFieldProblem(rateInput(), "Informe a taxa de juros.");
    expectFieldProblem(monthsInput(), "Informe o número de parcelas.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(screen.queryByText(EMPTY_RESULT)).toBeNull();
    // The first field with a problem takes the focus (on a phone, the screen scrolls to it).
    expect(document.activeElement).toBe(valueInput());
    expect(search()).toBe("?valor=&entrada=&taxa=&parcelas=");
  });

  it.each<[string, Fields, () => HTMLInputElement, string]>([
    [
      "months zero",
      { value: "1290", rate: "1,99", months: "0" },
      monthsInput,
      "O número de parcelas deve ser de 1 a 600.",
    ],
    ["months empty", { value: "1290", rate: "1,99" }, monthsInput, "Informe o número de parcelas."],
    [
      "months 3,5",
      { value: "1290", rate: "1,99", months: "3,5" },
      monthsInput,
      "O número de parcelas deve ser um número inteiro, como 48.",
    ],
    ["rate empty", { value: "1290", months: "4" }, rateInput, "Informe a taxa de juros."],
    [
      "rate not a number",
      { value: "1290", rate: "abc", months: "4" },
      rateInput,
      "A taxa de juros não é um número: escreva como 1,99 (ou 0 para taxa zero).",
    ],
    ["vehicle value empty", { rate: "1,99", months: "4" }, valueInput, "Informe o valor do veículo."],
    [
      "a negative down payment",
      { ...VALID, downPayment: "-500" },
      downPaymentInput,
      "A entrada não pode ser negativa.",
    ],
  ])("rejects %s with its message beside the field, and the spec toast", async (_name, fields, field, message) => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, fields);
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    expectFieldProblem(field(), message);
    expect(document.activeElement).toBe(field());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it.each([
    ["equal to", "1.290", "A entrada é igual ao valor do veículo: não sobra nada para financiar."],
    ["above", "1500", "A entrada é maior que o valor do veículo."],
  ])(
    "rejects a down payment %s the vehicle value, saying so beside the down payment",
    async (_name, downPayment, message) => {
      const { user } = renderCalculator(FinancingCalculator);
      await fill(user, { ...VALID, downPayment });
      await user.click(submitButton());
      expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
      expectFieldProblem(downPaymentInput(), message);
      expectNoFieldProblem(valueInput());
      within(resultRegion()).getByText(FIX_FIELDS);
    },
  );

  it('computes a 0 % rate ("taxa zero"): R$ 1.290,00 in 4 is R$ 322,50', async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { ...VALID, rate: "0,00" });
    await user.click(submitButton());
    expectNoToast();
    expectNoFieldProblem(rateInput());
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 322,50");
    expect(resultValue("Total de juros")).toBe("R$ 0,00");
  });

  it('reads "50 mil" as R$ 50.000', async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { value: "50 mil", rate: "1,99", months: "48" });
    await user.click(submitButton());
    expectNoToast();
    expect(resultValue("Valor financiado")).toBe("R$ 50.000,00");
    expect(resultValue("Parcela mensal (48x, Tabela Price)")).toBe("R$ 1.626,78");
  });

  it('asks about "80,000" beside the value instead of reading R$ 80,00', async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { value: "80,000", rate: "1,99", months: "48" });
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    expectFieldProblem(
      valueInput(),
      "Você quis dizer R$ 80.000,00? No Brasil, a vírgula separa os centavos: escreva 80.000 para R$ 80.000,00 ou 80,00 para R$ 80,00.",
    );
    expect(valueInput().value).toBe("80,000");
    within(resultRegion()).getByText(FIX_FIELDS);
    // Written the Brazilian way, it computes.
    await fill(user, { value: "80.000" });
    await user.click(submitButton());
    expect(resultValue("Valor financiado")).toBe("R$ 80.000,00");
    expectNoFieldProblem(valueInput());
  });

  it("questions a rate above 15 % a month beside the field, and computes it once it is confirmed", async () => {
    const { user, search } = renderCalculator(FinancingCalculator);
    expect(screen.queryByRole("checkbox", { name: "A taxa está certa" })).toBeNull();
    await fill(user, { value: "1290", rate: "20", months: "4" });
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    expectFieldProblem(
      rateInput(),
      '20 % ao mês é muito acima do que se cobra em financiamento de veículos. Confira a taxa; se estiver certa, marque "A taxa está certa" e calcule de novo.',
    );
    within(resultRegion()).getByText(FIX_FIELDS);
    await user.click(screen.getByRole("checkbox", { name: "A taxa está certa" }));
    await user.click(submitButton());
    expectNoFieldProblem(rateInput());
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 498,31");
    expect(new URLSearchParams(search()).get("confirmar-taxa")).toBe("1");
  });

  it("does not question 15 % a month", async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { value: "1290", rate: "15", months: "4" });
    await user.click(submitButton());
    expectNoToast();
    expect(screen.queryByRole("checkbox", { name: "A taxa está certa" })).toBeNull();
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 451,84");
  });

  it("shows the Price payment, totals and SAC comparison for a valid submission", async () => {
    const { user, search } = renderCalculator(FinancingCalculator);
    await fill(user, VALID);
    await user.click(submitButton());
    expectNoToast();
    expect(screen.queryByText(EMPTY_RESULT)).toBeNull();
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");
    expect(resultValue("Valor financiado")).toBe("R$ 1.290,00");
    // The schedule's sums: three installments of 338,70 and a last one of 338,71.
    expect(resultValue("Última parcela (4ª, ajuste de centavos)")).toBe("R$ 338,71");
    expect(resultValue("Total pago")).toBe("R$ 1.354,81");
    expect(resultValue("Total de juros")).toBe("R$ 64,81");
    expect(resultValue("Primeira parcela (SAC)")).toBe("R$ 348,17");
    expect(resultValue("Última parcela (SAC)")).toBe("R$ 328,92");
    // The form's fields go to the query as they were sent (the amounts formatted when left),
    // so the result can be shared.
    expect(search()).toBe("?valor=R%24+1.290&entrada=&taxa=1%2C99&parcelas=4");
  });

  it("subtracts the down payment from the financed amount", async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { ...VALID, downPayment: "290" });
    await user.click(submitButton());
    expect(resultValue("Valor financiado")).toBe("R$ 1.000,00");
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 262,56");
  });

  it("after a valid result, an invalid send shows its problem instead of the old result", async () => {
    const { user, search } = renderCalculator(FinancingCalculator);
    await fill(user, VALID);
    await user.click(submitButton());
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");

    await fill(user, { downPayment: "2000" });
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    expectFieldProblem(downPaymentInput(), "A entrada é maior que o valor do veículo.");
    expect(document.activeElement).toBe(downPaymentInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(within(resultRegion()).queryByText(PAYMENT_LABEL)).toBeNull();
    // What was sent stays in the fields and in the address.
    expect(downPaymentInput().value).toBe("R$ 2.000");
    expect(new URLSearchParams(search()).get("entrada")).toBe("R$ 2.000");
  });

  it("replaces the result on a new valid submission", async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, VALID);
    await user.click(submitButton());
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");
    await fill(user, { downPayment: "290" });
    await user.click(submitButton());
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 262,56");
  });

  it("restores the inputs as shared and the result from the query string", () => {
    renderCalculator(FinancingCalculator, { query: "?valor=R%24+1.290&entrada=&taxa=1%2C99&parcelas=4" });
    expect(valueInput().value).toBe("R$ 1.290");
    expect(downPaymentInput().value).toBe("");
    expect(rateInput().value).toBe("1,99");
    expect(monthsInput().value).toBe("4");
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");
    expectNoToast();
  });

  it("still reads the older share URLs' numbers (1290.00, 1.99)", () => {
    renderCalculator(FinancingCalculator, { query: "valor=1290.00&entrada=290&taxa=1.99&parcelas=4" });
    // Shown the field's way.
    expect(valueInput().value).toBe("R$ 1.290,00");
    expect(downPaymentInput().value).toBe("R$ 290");
    expect(resultValue("Valor financiado")).toBe("R$ 1.000,00");
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 262,56");
  });

  it("shows an invalid query string's problem beside its field, without a toast", () => {
    renderCalculator(FinancingCalculator, { query: "valor=1290&taxa=1.99&parcelas=0" });
    expectFieldProblem(monthsInput(), "O número de parcelas deve ser de 1 a 600.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expectNoToast();
  });
});

describe("FinancingCalculator across hydration", () => {
  const field = (container: HTMLElement, label: string) => within(container).getByLabelText<HTMLInputElement>(label);

  it("computes what was typed before the scripts ran and after: '1,' then '99' is 1,99 %", async () => {
    const page = serverRenderedPage(FinancingCalculator);
    const user = userEvent.setup();
    // Before the scripts: the value whole, the rate up to its comma.
    await user.type(field(page.container, "Valor do veículo"), "60.000,");
    await user.type(field(page.container, "Taxa de juros (% ao mês)"), "1,");
    await page.hydrate();
    expect(field(page.container, "Valor do veículo").value).toBe("60.000,");
    expect(field(page.container, "Taxa de juros (% ao mês)").value).toBe("1,");
    // After: the rest, the rate first (its field still has the focus).
    await user.type(field(page.container, "Taxa de juros (% ao mês)"), "99");
    await user.type(field(page.container, "Valor do veículo"), "00");
    await user.type(field(page.container, "Número de parcelas"), "48");
    await user.click(within(page.container).getByRole("button", { name: "Calcular Financiamento" }));
    expect(await within(page.container).findByText("Parcela mensal (48x, Tabela Price)")).toBeTruthy();
    expect(resultValue("Valor financiado")).toBe("R$ 60.000,00");
    expect(resultValue("Parcela mensal (48x, Tabela Price)")).toBe("R$ 1.952,13");
    expect(new URLSearchParams(page.search()).get("taxa")).toBe("1,99");
  });

  it("shows a send's problems in the server's HTML, the same as after the scripts ran", async () => {
    const page = serverRenderedPage(FinancingCalculator, { query: "valor=1290&entrada=1500&taxa=1,99&parcelas=4" });
    const down = field(page.container, "Valor da entrada (opcional)");
    expectFieldProblem(down, "A entrada é maior que o valor do veículo.");
    within(page.container).getByText(FIX_FIELDS);
    await page.hydrate();
    expectFieldProblem(
      field(page.container, "Valor da entrada (opcional)"),
      "A entrada é maior que o valor do veículo.",
    );
    // As sent, shown the field's way.
    expect(field(page.container, "Valor da entrada (opcional)").value).toBe("R$ 1.500");
  });
});
