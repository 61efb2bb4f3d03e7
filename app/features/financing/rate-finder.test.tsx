// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  expectFieldProblem,
  expectNoFieldProblem,
  expectSingleToast,
  FIX_FIELDS,
  renderCalculator,
  resultRegion,
} from "../../../tests/helpers/render-calculator.tsx";
import { serverRenderedPage } from "../../../tests/helpers/server-html.tsx";
import { FinancingCalculator } from "./financing-calculator.tsx";

const financedInput = () => screen.getByLabelText<HTMLInputElement>("Valor financiado");
const monthsInput = () => screen.getByLabelText<HTMLInputElement>("Número de parcelas");
const installmentInput = () => screen.getByLabelText<HTMLInputElement>("Valor da parcela");
const iofBox = () => screen.getByLabelText<HTMLInputElement>("Incluir a estimativa do IOF (pessoa física)");
const submit = () => screen.getByRole("button", { name: "Descobrir a taxa" });

describe("FinancingCalculator, mode 'Descobrir a taxa'", () => {
  it("is the mode of ?modo=taxa, and the installment mode stays the default", () => {
    renderCalculator(FinancingCalculator);
    expect(screen.getByRole("link", { name: "Calcular a parcela" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByLabelText("Valor da parcela")).toBeNull();
    screen.getByRole("button", { name: "Calcular Financiamento" });
  });

  it("finds 1,9900 % a month for R$ 40.000,00 in 48 × R$ 1.301,42 and writes the share URL", async () => {
    const { user, search } = renderCalculator(FinancingCalculator, { query: "modo=taxa" });
    // The rate finder's code loads when its mode is shown (financing-calculator.tsx).
    await screen.findByRole("button", { name: "Descobrir a taxa" });
    expect(screen.getByRole("link", { name: "Descobrir a taxa" }).getAttribute("aria-current")).toBe("page");
    await user.type(financedInput(), "40.000");
    await user.type(monthsInput(), "48");
    await user.type(installmentInput(), "1301,42");
    await user.click(submit());
    const text = resultRegion().textContent ?? "";
    expect(text).toContain("1,9900% ao mês");
    expect(text).toContain("26,6750% ao ano");
    expect(text).toContain("R$ 62.468,16");
    expect(text).not.toContain("IOF");
    // The fields as sent (the amounts formatted when left), so the result can be shared.
    expect(search()).toBe("?modo=taxa&financiado=R%24+40.000&parcelas=48&parcela=R%24+1.301%2C42");
  });

  it("adds the IOF estimate and the effective cost with it when asked", async () => {
    const { user, search } = renderCalculator(FinancingCalculator, {
      query: "modo=taxa&financiado=40000.00&parcelas=48&parcela=1301.42",
    });
    expect(resultRegion().textContent).toContain("1,9900% ao mês");
    await user.click(iofBox());
    await user.click(submit());
    const text = resultRegion().textContent ?? "";
    expect(text).toContain("IOF estimado");
    // iof.test.ts checks the rule by hand; this is its value for this loan.
    expect(text).toContain("R$ 1.258,67");
    expect(text).toContain("R$ 63.726,83");
    expect(text).toMatch(/Custo efetivo com IOF, ao mês \(estimativa\)2,14\d\d% ao mês/);
    expect(search()).toContain("iof=1");
  });

  it("says when no rate fits, and refuses empty fields beside each, with the spec toast", async () => {
    const { user } = renderCalculator(FinancingCalculator, { query: "modo=taxa" });
    // The rate finder's code loads when its mode is shown (financing-calculator.tsx).
    await screen.findByRole("button", { name: "Descobrir a taxa" });
    await user.click(submit());
    expectSingleToast(
      "Campos inválidos",
      "Por favor, preencha o valor financiado, o número de parcelas e o valor da parcela corretamente.",
    );
    expectFieldProblem(financedInput(), "Informe o valor financiado.");
    expectFieldProblem(monthsInput(), "Informe o número de parcelas.");
    expectFieldProblem(installmentInput(), "Informe o valor da parcela.");
    expect(document.activeElement).toBe(financedInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    await user.type(financedInput(), "48000");
    await user.type(monthsInput(), "48");
    await user.type(installmentInput(), "1000");
    await user.click(submit());
    // 48 × 1.000 = 48.000: "taxa zero".
    expect(resultRegion().textContent).toContain("0,0000% ao mês");
    await user.clear(installmentInput());
    await user.type(installmentInput(), "900");
    await user.click(submit());
    expect(resultRegion().textContent).toContain("Nenhuma taxa de juros fecha essa conta");
  });

  it('asks about "40,000" beside the financed amount, and reads "40 mil" as R$ 40.000', async () => {
    const { user } = renderCalculator(FinancingCalculator, { query: "modo=taxa" });
    await user.type(financedInput(), "40,000");
    await user.type(monthsInput(), "48");
    await user.type(installmentInput(), "1301,42");
    await user.click(submit());
    expectSingleToast(
      "Campos inválidos",
      "Por favor, preencha o valor financiado, o número de parcelas e o valor da parcela corretamente.",
    );
    expectFieldProblem(
      financedInput(),
      "Você quis dizer R$ 40.000,00? No Brasil, a vírgula separa os centavos: escreva 40.000 para R$ 40.000,00 ou 40,00 para R$ 40,00.",
    );
    expectNoFieldProblem(installmentInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    await user.clear(financedInput());
    await user.type(financedInput(), "40 mil");
    await user.click(submit());
    expect(resultRegion().textContent).toContain("1,9900% ao mês");
  });
});

describe("'Descobrir a taxa' across hydration", () => {
  it("computes the installment typed partly before the scripts ran and partly after", async () => {
    const page = serverRenderedPage(FinancingCalculator, { query: "modo=taxa" });
    const user = userEvent.setup();
    const field = (label: string) => within(page.container).getByLabelText<HTMLInputElement>(label);
    await user.type(field("Valor financiado"), "40.000");
    await user.type(field("Número de parcelas"), "48");
    await user.type(field("Valor da parcela"), "1301,");
    await page.hydrate();
    expect(field("Valor da parcela").value).toBe("1301,");
    await user.type(field("Valor da parcela"), "42");
    await user.click(within(page.container).getByRole("button", { name: "Descobrir a taxa" }));
    const result = within(page.container).getByRole("region", { name: "Resultado" });
    await within(result).findByText("Taxa de juros da proposta");
    expect(result.textContent).toContain("1,9900% ao mês");
    expect(new URLSearchParams(page.search()).get("parcela")).toBe("R$ 1.301,42");
  });
});
