// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  EMPTY_RESULT,
  expectNoToast,
  expectSingleToast,
  renderCalculator,
  resultRegion,
  resultValue,
} from "../../../tests/helpers/render-calculator.tsx";
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

  it("formats both prices as money while digits are typed", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5,99");
    expect(gasolineInput().value).toBe("R$ 5,99");
    await user.type(ethanolInput(), "03,49");
    expect(ethanolInput().value).toBe("R$ 3,49");
  });

  it("rejects a submission with only the gasoline price with the spec toast", async () => {
    const { user, search } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
    expect(search()).toBe("");
  });

  it("rejects a submission with only the ethanol price with the spec toast", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
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
    expect(new URLSearchParams(search()).toString()).toBe("gasolina=5.00&etanol=3.49");
  });

  it("recommends gasoline at exactly 70%", async () => {
    const { user } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.type(ethanolInput(), "3.50");
    await user.click(submitButton());
    expect(resultValue("Combustível recomendado")).toBe("Gasolina");
    expect(resultValue("Relação etanol / gasolina")).toBe("70,0%");
  });

  it("keeps the previous result when a later submission is invalid", async () => {
    const { user, search } = renderCalculator(ComparatorCalculator);
    await user.type(gasolineInput(), "5");
    await user.type(ethanolInput(), "3,49");
    await user.click(submitButton());
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
    const query = search();

    await user.clear(ethanolInput());
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
    expect(resultValue("Relação etanol / gasolina")).toBe("69,8%");
    expect(search()).toBe(query);
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

  it("restores the inputs and the result from the query string", () => {
    renderCalculator(ComparatorCalculator, { query: "?gasolina=5&etanol=3.49" });
    expect(gasolineInput().value).toBe("R$ 5");
    expect(ethanolInput().value).toBe("R$ 3,49");
    expect(resultValue("Combustível recomendado")).toBe("Etanol");
    expect(resultValue("Etanol compensa até")).toBe("R$ 3,49");
    expectNoToast();
  });

  it("shows no result for a query string with one price", () => {
    renderCalculator(ComparatorCalculator, { query: "gasolina=5" });
    expect(gasolineInput().value).toBe("R$ 5");
    screen.getByText(EMPTY_RESULT);
    expectNoToast();
  });
});
