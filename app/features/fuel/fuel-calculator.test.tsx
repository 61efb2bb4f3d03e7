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
import { FuelCalculator } from "./fuel-calculator.tsx";

const ERROR_TITLE = "Erro";
const ERROR_DESCRIPTION = "Por favor, preencha a distância e os litros com valores válidos.";

const distanceInput = () => screen.getByLabelText<HTMLInputElement>("Distância percorrida (km)");
const litersInput = () => screen.getByLabelText<HTMLInputElement>("Litros abastecidos");
const priceInput = () => screen.getByLabelText<HTMLInputElement>("Preço por litro (opcional)");
const submitButton = () => screen.getByRole("button", { name: "Calcular Consumo" });

describe("FuelCalculator", () => {
  it("shows the empty result text before any calculation", () => {
    renderCalculator(FuelCalculator);
    screen.getByText(EMPTY_RESULT);
    expectNoToast();
  });

  it("keeps every key as typed and shows the amounts the pt-BR way once the field is left", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(priceInput(), "5,99");
    expect(priceInput().value).toBe("5,99");
    await user.tab();
    expect(priceInput().value).toBe("R$ 5,99");
    await user.type(distanceInput(), "450.5");
    expect(distanceInput().value).toBe("450.5"); // as typed, a decimal point
    await user.type(litersInput(), "40,");
    expect(distanceInput().value).toBe("450,5"); // shown the pt-BR way once left
    expect(litersInput().value).toBe("40,");
    await user.tab();
    expect(litersInput().value).toBe("40");
    await user.clear(distanceInput());
    await user.type(distanceInput(), "1000");
    expect(distanceInput().value).toBe("1000");
    await user.tab();
    expect(distanceInput().value).toBe("1.000");
    // A pump's three decimals stay as the pump shows them.
    await user.clear(priceInput());
    await user.type(priceInput(), "5,899");
    await user.tab();
    expect(priceInput().value).toBe("5,899");
  });

  it("rejects a submission with only the liters: the distance's message beside it, and the spec toast", async () => {
    const { user, search } = renderCalculator(FuelCalculator);
    await user.type(litersInput(), "40");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(distanceInput(), "Informe a distância percorrida.");
    expectNoFieldProblem(litersInput());
    expect(document.activeElement).toBe(distanceInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(new URLSearchParams(search()).get("litros")).toBe("40");
  });

  it("rejects a submission with only the distance: the liters' message beside them, and the spec toast", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(priceInput(), "5,99");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(litersInput(), "Informe a quantidade de litros.");
    expectNoFieldProblem(distanceInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it.each([
    ["zero liters", "0", "A quantidade de litros deve ser maior que zero."],
    ["liters that are no number", "quarenta", "A quantidade de litros não é um número: escreva como 40 ou 40,5."],
    [
      "'1,500' liters (asked about)",
      "1,500",
      "Você quis dizer 1.500? No Brasil, a vírgula separa os centavos: escreva 1.500 para 1.500 ou 1,50 para 1,5.",
    ],
  ])("rejects %s with its message beside the field, and the spec toast", async (_name, liters, message) => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(litersInput(), liters);
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(litersInput(), message);
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it("echoes the distance as typed, with its two decimals", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450,25");
    await user.type(litersInput(), "40");
    await user.click(submitButton());
    expect(resultValue("Distância")).toBe("450,25 km");
  });

  it("shows the consumption without costs when no price is given", async () => {
    const { user, search } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(litersInput(), "40");
    await user.click(submitButton());
    expectNoToast();
    expect(screen.queryByText(EMPTY_RESULT)).toBeNull();
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");
    expect(resultValue("Distância")).toBe("450 km");
    expect(resultValue("Litros")).toBe("40 L");
    expect(within(resultRegion()).queryByText("Custo total")).toBeNull();
    const sent = new URLSearchParams(search());
    expect([sent.get("distancia"), sent.get("litros"), sent.get("preco")]).toEqual(["450", "40", ""]);
  });

  it("shows the total cost and cost per km when a price is given", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(litersInput(), "40");
    await user.type(priceInput(), "5,99");
    await user.click(submitButton());
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");
    expect(resultValue("Preço por litro")).toBe("R$ 5,99");
    expect(resultValue("Custo total")).toBe("R$ 239,60");
    expect(resultValue("Custo por km")).toBe("R$ 0,53");
  });

  it("rounds the cost half up to the cent: 85,5 L at R$ 5,89 is R$ 503,60", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "900");
    await user.type(litersInput(), "85,5");
    await user.type(priceInput(), "5,89");
    await user.click(submitButton());
    expect(resultValue("Custo total")).toBe("R$ 503,60");
  });

  it("after a result, an invalid send shows its problem instead of the old result", async () => {
    const { user, search } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(litersInput(), "40");
    await user.click(submitButton());
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");

    await user.clear(distanceInput());
    await user.clear(litersInput());
    await user.type(litersInput(), "30");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(distanceInput(), "Informe a distância percorrida.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(within(resultRegion()).queryByText("Consumo médio")).toBeNull();
    expect(new URLSearchParams(search()).get("litros")).toBe("30");
  });

  it("restores the inputs as shared and the result from the query string", () => {
    renderCalculator(FuelCalculator, { query: "?distancia=450&litros=40&preco=R%24+5%2C99" });
    expect(distanceInput().value).toBe("450");
    expect(litersInput().value).toBe("40");
    expect(priceInput().value).toBe("R$ 5,99");
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");
    expect(resultValue("Custo total")).toBe("R$ 239,60");
    expectNoToast();
  });

  it("still reads an older share URL's price (5.99)", () => {
    renderCalculator(FuelCalculator, { query: "distancia=450&litros=40&preco=5.99" });
    expect(resultValue("Custo total")).toBe("R$ 239,60");
  });

  it("shows the missing liters of a query string beside the field, without a toast", () => {
    renderCalculator(FuelCalculator, { query: "distancia=450" });
    expect(distanceInput().value).toBe("450");
    expectFieldProblem(litersInput(), "Informe a quantidade de litros.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expectNoToast();
  });
});

describe("FuelCalculator across hydration", () => {
  it("computes what was typed before the scripts ran and after: '40,' then '5' is 40,5 L", async () => {
    const page = serverRenderedPage(FuelCalculator);
    const user = userEvent.setup();
    const field = (label: string) => within(page.container).getByLabelText<HTMLInputElement>(label);
    await user.type(field("Distância percorrida (km)"), "450");
    await user.type(field("Preço por litro (opcional)"), "5,");
    await user.type(field("Litros abastecidos"), "40,");
    await page.hydrate();
    expect(field("Litros abastecidos").value).toBe("40,");
    expect(field("Preço por litro (opcional)").value).toBe("5,");
    await user.type(field("Litros abastecidos"), "5");
    await user.type(field("Preço por litro (opcional)"), "89");
    await user.click(within(page.container).getByRole("button", { name: "Calcular Consumo" }));
    await within(page.container).findByText("Consumo médio");
    // 450 km / 40,5 L; 40,5 L × R$ 5,89 = R$ 238,545, half up.
    expect(resultValue("Consumo médio")).toBe("11,11 km/l");
    expect(resultValue("Litros")).toBe("40,50 L");
    expect(resultValue("Custo total")).toBe("R$ 238,55");
    expect(new URLSearchParams(page.search()).get("litros")).toBe("40,5");
  });
});
