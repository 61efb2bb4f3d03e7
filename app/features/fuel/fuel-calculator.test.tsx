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

  it("formats the price as money and keeps decimals in distance and liters", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(priceInput(), "5,99");
    expect(priceInput().value).toBe("R$ 5,99");
    await user.type(distanceInput(), "450.5");
    expect(distanceInput().value).toBe("450.5"); // as typed, a decimal point
    await user.type(litersInput(), "4x0");
    expect(litersInput().value).toBe("40");
    expect(distanceInput().value).toBe("450,5"); // shown the pt-BR way once left
    await user.type(distanceInput(), "{Backspace>5/}1000");
    expect(distanceInput().value).toBe("1.000");
  });

  it("rejects a submission with only the liters with the spec toast", async () => {
    const { user, search } = renderCalculator(FuelCalculator);
    await user.type(litersInput(), "40");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
    expect(search()).toBe("");
  });

  it("rejects a submission with only the distance with the spec toast", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(priceInput(), "5,99");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
  });

  it("rejects zero liters with the spec toast", async () => {
    const { user } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(litersInput(), "0");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
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
    expect(new URLSearchParams(search()).toString()).toBe("distancia=450&litros=40");
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

  it("keeps the previous result when a later submission is invalid", async () => {
    const { user, search } = renderCalculator(FuelCalculator);
    await user.type(distanceInput(), "450");
    await user.type(litersInput(), "40");
    await user.click(submitButton());
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");
    const query = search();

    await user.clear(distanceInput());
    await user.clear(litersInput());
    await user.type(litersInput(), "30");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");
    expect(resultValue("Litros")).toBe("40 L");
    expect(search()).toBe(query);
  });

  it("restores the inputs and the result from the query string", () => {
    renderCalculator(FuelCalculator, { query: "?distancia=450&litros=40&preco=5.99" });
    expect(distanceInput().value).toBe("450");
    expect(litersInput().value).toBe("40");
    expect(priceInput().value).toBe("R$ 5,99");
    expect(resultValue("Consumo médio")).toBe("11,25 km/l");
    expect(resultValue("Custo total")).toBe("R$ 239,60");
    expectNoToast();
  });

  it("shows no result for a query string without liters", () => {
    renderCalculator(FuelCalculator, { query: "distancia=450" });
    expect(distanceInput().value).toBe("450");
    screen.getByText(EMPTY_RESULT);
    expectNoToast();
  });
});
