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
  renderCalculator,
  resultRegion,
  resultValue,
  FIX_FIELDS,
} from "../../../tests/helpers/render-calculator.tsx";
import { serverRenderedPage } from "../../../tests/helpers/server-html.tsx";
import { ComparatorCalculator } from "./comparator-calculator.tsx";

const ERROR_TITLE = "Erro";
const ERROR_DESCRIPTION = "Por favor, preencha os preços da gasolina e do etanol.";

const gasolineInput = () => screen.getByLabelText<HTMLInputElement>("Preço da gasolina (por litro)");
const ethanolInput = () => screen.getByLabelText<HTMLInputElement>("Preço do etanol (por litro)");
const submitButton = () => screen.getByRole("button", { name: "Comparar" });

describe("ComparatorCalculator", () => {
  it("shows the empty result text before any comparison", () => {
    renderCalculator(ComparatorCalculator);
    screen.getByText(EMPTY_RESULT);
    expectNoToast();
  });

  it("keeps every key as typed and shows both prices as money once the field is left", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5,99");
    expect(gasolineInput().value).toBe("5,99");
    await user.type(ethanolInput(), "03,49");
    expect(gasolineInput().value).toBe("R$ 5,99");
    expect(ethanolInput().value).toBe("03,49");
    await user.tab();
    expect(ethanolInput().value).toBe("R$ 3,49");
  });

  it("rejects a submission with only the gasoline price: the ethanol's message beside it, and the spec toast", async () => {
    const { user, search } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(ethanolInput(), "Informe o preço do etanol.");
    expectNoFieldProblem(gasolineInput());
    expect(document.activeElement).toBe(ethanolInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(new URLSearchParams(search()).get("gasolina")).toBe("R$ 5");
  });

  it("rejects a submission with only the ethanol price: the gasoline's message beside it, and the spec toast", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(gasolineInput(), "Informe o preço da gasolina.");
    expectNoFieldProblem(ethanolInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it("rejects a price that is no number, saying how to write it", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "cinco");
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(gasolineInput(), "O preço da gasolina não é um número: escreva como 5,89.");
  });

  it("recommends ethanol below 70% of the gasoline price", async () => {
    const { user, search } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expectNoToast();
    expect(screen.queryByText(EMPTY_RESULT)).toBeNull();
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
    expect(resultValue("Relação etanol / gasolina")).toBe("69,8%");
    expect(resultValue("Etanol compensa até")).toBe("R$ 3,49");
    // The sentence's own text, then its full text with the <strong> amount.
    const sentence = within(resultRegion()).getByText(/^Com a gasolina a R\$ 5,00, o etanol vale a pena/);
    expect(sentence.textContent).toBe("Com a gasolina a R$ 5,00, o etanol vale a pena se custar até R$ 3,49 o litro.");
    const sent = new URLSearchParams(search());
    expect([sent.get("gasolina"), sent.get("etanol")]).toEqual(["R$ 5", "R$ 3,49"]);
  });

  it("calls exactly 70% a tie and says so", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.type(ethanolInput(), "3.50");
    await user.click(submitButton());
    expect(resultValue("Combustível recomendado")).toBe("Empate: tanto faz");
    expect(resultValue("Relação etanol / gasolina")).toBe("70,0%");
    within(resultRegion()).getByText(/^O etanol custa exatamente 70% do preço da gasolina/);
  });

  it("reads a pump's three decimals as the pump shows them: R$ 5,899", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5,899");
    await user.type(ethanolInput(), "4,199");
    await user.click(submitButton());
    expectNoToast();
    // 4,199 / 5,899 (not R$ 5.899): 71,2 %; R$ 4,13 would be 70,01 % of R$ 5,899, so up to R$ 4,12.
    expect(resultValue("Relação etanol / gasolina")).toBe("71,2%");
    expect(resultValue("Combustível recomendado")).toBe("Gasolina");
    expect(resultValue("Etanol compensa até")).toBe("R$ 4,12");
  });

  it("after a result, an invalid send shows its problem instead of the old result", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expect(resultValue("Combustível recomendado")).toBe("Etanol");

    await user.clear(ethanolInput());
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(ethanolInput(), "Informe o preço do etanol.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(within(resultRegion()).queryByText("Combustível recomendado")).toBeNull();
  });

  it("replaces the result on a new valid submission", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
    await user.clear(ethanolInput());
    await user.type(ethanolInput(), "4,5");
    await user.click(submitButton());
    expect(resultValue("Combustível recomendado")).toBe("Gasolina");
    expect(resultValue("Relação etanol / gasolina")).toBe("90,0%");
  });

  it("restores the inputs as shared and the result from the query string", () => {
    renderCalculator(ComparatorCalculator, { query: "?gasolina=R%24+5&etanol=3%2C49" });
    expect(gasolineInput().value).toBe("R$ 5");
    expect(ethanolInput().value).toBe("R$ 3,49");
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
    expect(resultValue("Etanol compensa até")).toBe("R$ 3,49");
    expectNoToast();
  });

  it("still reads an older share URL's prices (3.49)", () => {
    renderCalculator(ComparatorCalculator, { query: "gasolina=5&etanol=3.49" });
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
  });

  it("shows the missing price of a query string beside its field, without a toast", () => {
    renderCalculator(ComparatorCalculator, { query: "gasolina=5" });
    expect(gasolineInput().value).toBe("R$ 5");
    expectFieldProblem(ethanolInput(), "Informe o preço do etanol.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expectNoToast();
  });
});

describe("ComparatorCalculator across hydration", () => {
  it("compares what was typed before the scripts ran and after: '5,' then '89' is R$ 5,89", async () => {
    const page = serverRenderedPage(ComparatorCalculator);
    const user = userEvent.setup();
    const field = (label: string) => within(page.container).getByLabelText<HTMLInputElement>(label);
    await user.type(field("Preço do etanol (por litro)"), "4,");
    await user.type(field("Preço da gasolina (por litro)"), "5,");
    await page.hydrate();
    expect(field("Preço da gasolina (por litro)").value).toBe("5,");
    await user.type(field("Preço da gasolina (por litro)"), "89");
    await user.type(field("Preço do etanol (por litro)"), "19");
    await user.click(within(page.container).getByRole("button", { name: "Comparar" }));
    await within(page.container).findByText("Combustível recomendado");
    // 4,19 / 5,89 = 71,1 %: gasoline; ethanol pays up to 0,7 × 5,89 = R$ 4,123 → R$ 4,12.
    expect(resultValue("Combustível recomendado")).toBe("Gasolina");
    expect(resultValue("Relação etanol / gasolina")).toBe("71,1%");
    expect(resultValue("Etanol compensa até")).toBe("R$ 4,12");
    expect(new URLSearchParams(page.search()).get("gasolina")).toBe("R$ 5,89");
  });
});
