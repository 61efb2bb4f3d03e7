// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  EMPTY_RESULT,
  expectNoToast,
  expectSingleToast,
  renderCalculator,
  resultValue,
} from "../../../tests/helpers/render-calculator.tsx";
import { IpvaCalculator } from "./ipva-calculator.tsx";

const ERROR_TITLE = "Erro";
const ERROR_DESCRIPTION = "Por favor, insira um valor válido para o veículo.";
const HIGHLIGHT_LABEL = "IPVA 2026 estimado";

const valueInput = () => screen.getByLabelText<HTMLInputElement>("Valor venal do veículo");
const stateSelect = () => screen.getByRole("combobox", { name: "Estado" });
const fuelSelect = () => screen.getByRole("combobox", { name: "Combustível" });
const displacementInput = () => screen.getByLabelText<HTMLInputElement>("Cilindrada (cc)");
const submitButton = () => screen.getByRole("button", { name: "Calcular IPVA" });

async function chooseState(user: UserEvent, optionName: string) {
  await user.selectOptions(stateSelect(), screen.getByRole("option", { name: optionName }));
}

/** The label of the selected state. */
const selectedState = () => (stateSelect() as HTMLSelectElement).selectedOptions[0]?.textContent;

describe("IpvaCalculator", () => {
  it("shows the empty result text, SP and car by default", () => {
    renderCalculator(IpvaCalculator);
    screen.getByText(EMPTY_RESULT);
    expect(selectedState()).toBe("São Paulo (SP)");
    expect((screen.getByRole("radio", { name: "Carro" }) as HTMLInputElement).checked).toBe(true);
    expectNoToast();
  });

  it("formats the vehicle value as digits are typed", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "5000000");
    expect(valueInput().value).toBe("R$ 50.000,00");
  });

  it("rejects an empty value with the spec toast", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
    expect(search()).toBe("");
  });

  it("rejects a zero value with the spec toast", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "000");
    expect(valueInput().value).toBe("");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    screen.getByText(EMPTY_RESULT);
  });

  it("shows the IPVA for a car in SP (4%)", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "5000000");
    await user.click(submitButton());
    expectNoToast();
    expect(screen.queryByText(EMPTY_RESULT)).toBeNull();
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");
    expect(resultValue("Estado")).toBe("São Paulo (SP)");
    expect(resultValue("Tipo de veículo")).toBe("Carro");
    expect(resultValue("Alíquota")).toBe("4%");
    expect(resultValue("DPVAT")).toBe("R$ 0,00");
    expect(resultValue("Total")).toBe("R$ 2.000,00");
    screen.getByText(
      /^O seguro obrigatório \(DPVAT\/SPVAT\) não é cobrado: .*revogado pela Lei Complementar 211\/2024/,
    );
    // A car of another fuel in SP: no special rule.
    expect(screen.queryByText("Regra aplicada")).toBeNull();
    expect(new URLSearchParams(search()).toString()).toBe("valor=50000.00&uf=SP&tipo=carro");
  });

  it("uses the motorcycle rate when Moto is chosen", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "5000000");
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    await user.click(submitButton());
    expect(resultValue("Tipo de veículo")).toBe("Moto");
    expect(resultValue("Alíquota")).toBe("2%");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.000,00");
  });

  it("uses the rate of the state chosen in the select", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "5000000");
    await chooseState(user, "Goiás (GO)");
    expect(selectedState()).toBe("Goiás (GO)");
    // Only SP has an official lookup link.
    screen.getByText("link indisponível");
    await user.click(submitButton());
    expect(resultValue("Estado")).toBe("Goiás (GO)");
    expect(resultValue("Alíquota")).toBe("3,75%");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.875,00");
    expect(new URLSearchParams(search()).get("uf")).toBe("GO");
  });

  it("keeps the previous result when a later submission is invalid", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "5000000");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");
    const query = search();

    await user.clear(valueInput());
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");
    expect(resultValue("Tipo de veículo")).toBe("Carro");
    expect(search()).toBe(query);
  });

  it("restores the inputs and the result from the query string", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=50000&uf=GO&tipo=moto" });
    expect(valueInput().value).toBe("R$ 50.000,00");
    expect(selectedState()).toBe("Goiás (GO)");
    expect((screen.getByRole("radio", { name: "Moto" }) as HTMLInputElement).checked).toBe(true);
    expect(resultValue("Alíquota")).toBe("3%");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.500,00");
    expectNoToast();
  });

  it("falls back to SP for an unknown state in the query string", () => {
    renderCalculator(IpvaCalculator, { query: "valor=50000&uf=XX" });
    expect(resultValue("Estado")).toBe("São Paulo (SP)");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");
  });

  it("Paraná 2026: a car of R$ 80.000 pays 1,9 %, R$ 1.520,00, with the rate's source", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "8000000");
    await chooseState(user, "Paraná (PR)");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.520,00");
    expect(resultValue("Alíquota")).toBe("1,9%");
    const source = screen.getByRole("link", { name: /g1 PR: alíquota do IPVA passa de 3,5% para 1,9% em 2026/ });
    expect(source.getAttribute("href")).toMatch(/^https:\/\/g1\.globo\.com\//);
  });

  it("Paraná: asks the displacement of a motorcycle only, and a 160 cc one is exempt", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "1500000");
    await chooseState(user, "Paraná (PR)");
    expect(screen.queryByLabelText("Cilindrada (cc)")).toBeNull();
    // The fuel is asked for Paraná's GNV rule, and the hint names it.
    expect(fuelSelect().getAttribute("aria-describedby")).toBe("ipva-combustivel-hint");
    screen.getByText("Veículos movidos a gás natural (GNV) pagam 1% no Paraná em 2026.");
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    screen.getByText("Motos de até 170 cc são isentas no Paraná em 2026.");
    await user.type(displacementInput(), "16a0");
    expect(displacementInput().value).toBe("160");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect(resultValue("Regra aplicada")).toBe("Motos de até 170 cc são isentas no Paraná em 2026");
    expect(resultValue("Alíquota")).toBe("0% (isento)");
    expect(resultValue("Total")).toBe("R$ 0,00");
    expect(new URLSearchParams(search()).toString()).toBe("valor=15000.00&uf=PR&tipo=moto&cc=160");

    await user.clear(displacementInput());
    await user.type(displacementInput(), "300");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 285,00");
    expect(screen.queryByText("Regra aplicada")).toBeNull();
  });

  it("São Paulo 2026: a flex hybrid of R$ 200.000 is exempt, with the rule named", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "20000000");
    expect((fuelSelect() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      "Gasolina, etanol, flex ou diesel",
    );
    screen.getByText(/pelo menos 40 kW .*Portaria SRE 94\/2024/);
    await user.selectOptions(fuelSelect(), "Híbrido flex ou a etanol");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect(resultValue("Regra aplicada")).toBe(
      "Híbridos flex ou a etanol de até R$ 250 mil são isentos em SP em 2026 (Lei 18.065/2024)",
    );
    expect(new URLSearchParams(search()).toString()).toBe(
      "valor=200000.00&uf=SP&tipo=carro&combustivel=hibrido-etanol",
    );
  });

  it("restores an SP hybrid from the share URL", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=200000&uf=SP&tipo=carro&combustivel=hibrido-etanol" });
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect((fuelSelect() as HTMLSelectElement).value).toBe("hybrid-ethanol");
  });

  it("restores a Paraná motorcycle's displacement from the share URL", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=15000&uf=PR&tipo=moto&cc=160" });
    expect(displacementInput().value).toBe("160");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
  });

  it("ignores a fuel the state has no rule for (GNV in Minas Gerais)", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=100000&uf=MG&tipo=carro&combustivel=gnv" });
    expect(screen.queryByRole("combobox", { name: "Combustível" })).toBeNull();
    expect(resultValue("Alíquota")).toBe("4%");
  });
});
