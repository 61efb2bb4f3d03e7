// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  EMPTY_RESULT,
  expectNoToast,
  expectSingleToast,
  renderCalculator,
  resultRegion,
  resultValue,
} from "../../../tests/helpers/render-calculator.tsx";
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

  it("formats the money and rate inputs as digits are typed", async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await user.type(valueInput(), "1");
    expect(valueInput().value).toBe("R$ 1");
    await user.type(valueInput(), "290");
    expect(valueInput().value).toBe("R$ 1.290");
    await user.type(downPaymentInput(), "290,5");
    expect(downPaymentInput().value).toBe("R$ 290,5");
    await user.type(rateInput(), "1.99");
    expect(rateInput().value).toBe("1,99");
    // Leaving a money field shows its cents.
    await user.click(valueInput());
    expect(downPaymentInput().value).toBe("R$ 290,50");
  });

  it("rejects an empty form with the spec toast and keeps the empty result", async () => {
    const { user, search } = renderCalculator(FinancingCalculator);
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
    expect(search()).toBe("");
  });

  it.each<[string, Fields]>([
    ["months zero", { value: "1290", rate: "1,99", months: "0" }],
    ["months empty", { value: "1290", rate: "1,99" }],
    ["rate empty", { value: "1290", months: "4" }],
    ["rate not a number", { value: "1290", rate: "abc", months: "4" }],
    ["vehicle value empty", { rate: "1,99", months: "4" }],
  ])("rejects %s with the spec toast", async (_name, fields) => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, fields);
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
  });

  it.each([
    ["equal to", "1.290"],
    ["above", "1500"],
  ])("rejects a down payment %s the vehicle value", async (_name, downPayment) => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { ...VALID, downPayment });
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
  });

  it('computes a 0 % rate ("taxa zero"): R$ 1.290,00 in 4 is R$ 322,50', async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { ...VALID, rate: "0,00" });
    await user.click(submitButton());
    expectNoToast();
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 322,50");
    expect(resultValue("Total de juros")).toBe("R$ 0,00");
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
    // The inputs go to the query so the result can be shared.
    expect(new URLSearchParams(search()).toString()).toBe("valor=1290.00&taxa=1.99&parcelas=4");
  });

  it("subtracts the down payment from the financed amount", async () => {
    const { user } = renderCalculator(FinancingCalculator);
    await fill(user, { ...VALID, downPayment: "290" });
    await user.click(submitButton());
    expect(resultValue("Valor financiado")).toBe("R$ 1.000,00");
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 262,56");
  });

  it("keeps the previous result when a later submission is invalid", async () => {
    const { user, search } = renderCalculator(FinancingCalculator);
    await fill(user, VALID);
    await user.click(submitButton());
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");
    const query = search();

    await fill(user, { downPayment: "2000" });
    await user.click(submitButton());
    expectSingleToast(INVALID_TITLE, INVALID_DESCRIPTION);
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");
    expect(resultValue("Valor financiado")).toBe("R$ 1.290,00");
    expect(search()).toBe(query);
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

  it("restores the inputs and the result from the query string", () => {
    renderCalculator(FinancingCalculator, { query: "?valor=1290&taxa=1.99&parcelas=4" });
    expect(valueInput().value).toBe("R$ 1.290");
    expect(downPaymentInput().value).toBe("");
    expect(rateInput().value).toBe("1,99");
    expect(monthsInput().value).toBe("4");
    expect(resultValue(PAYMENT_LABEL)).toBe("R$ 338,70");
    expectNoToast();
  });

  it("restores a down payment from the query string", () => {
    renderCalculator(FinancingCalculator, { query: "valor=1290&entrada=290&taxa=1.99&parcelas=4" });
    expect(downPaymentInput().value).toBe("R$ 290");
    expect(resultValue("Valor financiado")).toBe("R$ 1.000,00");
  });

  it("shows no result and no toast for an invalid query string", () => {
    renderCalculator(FinancingCalculator, { query: "valor=1290&taxa=1.99&parcelas=0" });
    screen.getByText(EMPTY_RESULT);
    expectNoToast();
  });
});
