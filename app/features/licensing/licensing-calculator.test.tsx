// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
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
import { LicensingCalculator as Calculator } from "./licensing-calculator.tsx";
import { licensingDataFor } from "../../domain/licensing/licensing-data.ts";

// The page gives the calculator its year's data (its loader's).
const LicensingCalculator = () => <Calculator data={licensingDataFor(2026)!} />;

const REQUIRED_TITLE = "Campos obrigatórios";
const REQUIRED_DESCRIPTION = "Preencha Estado, Final da placa e Tipo de Veículo para consultar.";
const BASE_TITLE = "Valor base necessário";
const BASE_DESCRIPTION = "Informe o valor base do licenciamento para calcular os encargos.";
const UNAVAILABLE_TITLE = "Calendário Indisponível";
// A state whose licensing calendar no dated source gave (RJ's is in the data).
const UNAVAILABLE_MT = "O calendário para MT ainda não foi adicionado.";
const NO_DIGIT = "Informe o final da placa: o último número dela.";
const ONE_DIGIT = "O final da placa é um só número, de 0 a 9 (3 em ABC1D23).";

const stateSelect = () => screen.getByRole("combobox", { name: "Estado" });
const plateInput = () => screen.getByLabelText<HTMLInputElement>("Final da placa");
const baseInput = () => screen.getByLabelText<HTMLInputElement>("Valor base do licenciamento");
const feeInput = () => screen.getByLabelText<HTMLInputElement>("Multa (%)");
const interestInput = () => screen.getByLabelText<HTMLInputElement>("Juros ao mês (%)");
const monthsInput = () => screen.getByLabelText<HTMLInputElement>("Meses de atraso");
const consultButton = () => screen.getByRole("button", { name: "Consultar Vencimento" });
const chargesButton = () => screen.getByRole("button", { name: "Calcular Encargos" });

const dueLabel = (digit: string, state: string) => `Mês de vencimento (final ${digit}, ${state})`;

async function chooseState(user: UserEvent, optionName: string) {
  await user.selectOptions(stateSelect(), screen.getByRole("option", { name: optionName }));
}

/** The label of the selected state. */
const selectedState = () => (stateSelect() as HTMLSelectElement).selectedOptions[0]?.textContent;

/** Base R$ 160,22 (the 2024 fee), fee 20%, interest 1% a month, 3 months late. */
async function fillCharges(user: UserEvent) {
  await user.type(baseInput(), "160,22");
  await user.type(feeInput(), "20");
  await user.type(interestInput(), "1");
  await user.type(monthsInput(), "3");
}

describe("LicensingCalculator", () => {
  it("shows the empty result text, SP and light vehicles by default", () => {
    renderCalculator(LicensingCalculator);
    screen.getByText(EMPTY_RESULT);
    expect(selectedState()).toBe("São Paulo (SP)");
    expect((screen.getByRole("radio", { name: "Automóveis e Motos" }) as HTMLInputElement).checked).toBe(true);
    expectNoToast();
  });

  it("asks only the plate's final digit: one character, and a whole plate is refused beside the field", async () => {
    const { user, search } = renderCalculator(LicensingCalculator);
    expect(plateInput().maxLength).toBe(1);
    // The field keeps one character, so a whole plate never reaches the address.
    await user.type(plateInput(), "abc-1d23");
    expect(plateInput().value).toBe("a");
    await user.click(consultButton());
    expectSingleToast(REQUIRED_TITLE, REQUIRED_DESCRIPTION);
    expectFieldProblem(plateInput(), ONE_DIGIT);
    expect(search()).not.toMatch(/1d23|ABC/i);
    await user.clear(plateInput());
    await user.type(plateInput(), "3");
    await user.click(consultButton());
    expect(resultValue(dueLabel("3", "SP"))).toBe("Agosto");
  });

  it("formats the base value as money once the field is left and takes the percents as typed", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await fillCharges(user);
    expect(baseInput().value).toBe("R$ 160,22");
    expect(feeInput().value).toBe("20");
    expect(interestInput().value).toBe("1");
    expect(monthsInput().value).toBe("3");
    expect(feeInput().placeholder).toBe("20");
    expect(interestInput().placeholder).toBe("1");
  });

  it("speaks of no state's fee in the charges' hint (the state's fee comes with the consultation)", () => {
    renderCalculator(LicensingCalculator);
    const hint = screen.getByText("A taxa do seu estado aparece no resultado de Consultar Vencimento.");
    expect(baseInput().getAttribute("aria-describedby")).toBe(hint.id);
  });

  it("reads '1,5' as 1,5 % and '20' as 20 % (the placeholders' rule)", async () => {
    const { user, search } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.type(baseInput(), "100");
    await user.type(feeInput(), "2.5");
    expect(feeInput().value).toBe("2.5");
    await user.type(interestInput(), "1,5");
    expect(feeInput().value).toBe("2,5");
    await user.type(monthsInput(), "2");
    expect(interestInput().value).toBe("1,5");
    await user.click(chargesButton());
    expect(resultValue("Multa")).toBe("R$ 2,50");
    expect(resultValue("Juros")).toBe("R$ 3,00");
    expect(resultValue("Total")).toBe("R$ 105,50");
    expect(new URLSearchParams(search()).get("juros")).toBe("1,5");
  });

  it("rows add up to the Total: base R$ 100,07, 20 %, 1 %, 3 months", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.type(baseInput(), "100,07");
    await user.type(feeInput(), "20");
    await user.type(interestInput(), "1");
    await user.type(monthsInput(), "3");
    await user.click(chargesButton());
    expect(resultValue("Valor base")).toBe("R$ 100,07");
    expect(resultValue("Multa")).toBe("R$ 20,01");
    expect(resultValue("Juros")).toBe("R$ 3,00");
    expect(resultValue("Total")).toBe("R$ 123,08");
  });

  it("refuses a fee that is no number beside its field", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.type(baseInput(), "100");
    await user.type(feeInput(), "2.5x");
    await user.click(chargesButton());
    expectFieldProblem(feeInput(), "A multa não é um número: escreva como 20.");
    expectNoFieldProblem(baseInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it.each([
    ["-3", "O número de meses de atraso deve ser um número inteiro, como 3."],
    ["3,7", "O número de meses de atraso deve ser um número inteiro, como 3."],
    ["3.7", "O número de meses de atraso deve ser um número inteiro, como 3."],
    ["1e1", "O número de meses de atraso deve ser um número inteiro, como 3."],
    ["tres", "O número de meses de atraso deve ser um número inteiro, como 3."],
    ["601", "O número de meses de atraso deve ser de 0 a 600."],
  ])("refuses %s months with a message next to the field, and calculates nothing", async (typed, expected) => {
    const { user, search } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.type(baseInput(), "160,22");
    await user.type(feeInput(), "20");
    await user.type(interestInput(), "1");
    await user.type(monthsInput(), typed);
    expect(monthsInput().value).toBe(typed);
    await user.click(chargesButton());
    expectFieldProblem(monthsInput(), expected);
    expect(document.activeElement).toBe(monthsInput());
    expect(monthsInput().value).toBe(typed);
    within(resultRegion()).getByText(FIX_FIELDS);
    // The spec has no toast for the months: the message beside the field says it all.
    expectNoToast();
    expect(new URLSearchParams(search()).get("meses")).toBe(typed);

    await user.clear(monthsInput());
    await user.type(monthsInput(), "3");
    await user.click(chargesButton());
    expect(resultValue("Total")).toBe("R$ 197,07");
    expect(monthsInput().getAttribute("aria-invalid")).toBeNull();
  });

  it("rejects 'Consultar Vencimento' with an empty plate: its message beside it, and the spec toast", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.click(consultButton());
    expectSingleToast(REQUIRED_TITLE, REQUIRED_DESCRIPTION);
    expectFieldProblem(plateInput(), NO_DIGIT);
    expect(document.activeElement).toBe(plateInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it("rejects 'Calcular Encargos' with an empty plate, even with a base value", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await fillCharges(user);
    await user.click(chargesButton());
    expectSingleToast(REQUIRED_TITLE, REQUIRED_DESCRIPTION);
    expectFieldProblem(plateInput(), NO_DIGIT);
    expectNoFieldProblem(baseInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it("rejects 'Calcular Encargos' without a base value: its message beside it, and the spec toast", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.type(monthsInput(), "3");
    await user.click(chargesButton());
    expectSingleToast(BASE_TITLE, BASE_DESCRIPTION);
    expectFieldProblem(baseInput(), "Informe o valor base do licenciamento.");
    expectNoFieldProblem(plateInput());
    expect(document.activeElement).toBe(baseInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it("shows the SP due month for the plate's last digit", async () => {
    const { user, search } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.click(consultButton());
    expectNoToast();
    expect(screen.queryByText(EMPTY_RESULT)).toBeNull();
    expect(resultValue(dueLabel("4", "SP"))).toBe("Agosto");
    expect(within(resultRegion()).queryByText("Total")).toBeNull();
    expect(search()).toBe("?uf=SP&final=4&tipo=leve&base=&multa=&juros=&meses=");
  });

  it("uses the truck calendar when Caminhões is chosen", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "6");
    await user.click(screen.getByRole("radio", { name: "Caminhões" }));
    await user.click(consultButton());
    expect(resultValue(dueLabel("6", "SP"))).toBe("Novembro");
  });

  it("refuses a letter for the final digit beside the field, with the spec toast", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "D");
    await user.click(consultButton());
    expectSingleToast(REQUIRED_TITLE, REQUIRED_DESCRIPTION);
    expectFieldProblem(plateInput(), ONE_DIGIT);
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it("announces 'Calendário Indisponível' for another state chosen in the select", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await chooseState(user, "Mato Grosso (MT)");
    expect(selectedState()).toBe("Mato Grosso (MT)");
    await user.type(plateInput(), "4");
    await user.click(consultButton());
    const toast = expectSingleToast(UNAVAILABLE_TITLE, UNAVAILABLE_MT);
    // Informational, not an error.
    expect(toast.getAttribute("data-variant")).not.toBe("destructive");
    expect(resultValue(dueLabel("4", "MT"))).toBe("Consulte o Detran-MT.");
  });

  it("announces 'Calendário Indisponível' from 'Calcular Encargos' too, and still shows the charges", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await chooseState(user, "Mato Grosso (MT)");
    await user.type(plateInput(), "4");
    await fillCharges(user);
    await user.click(chargesButton());
    expectSingleToast(UNAVAILABLE_TITLE, UNAVAILABLE_MT);
    expect(resultValue(dueLabel("4", "MT"))).toBe("Consulte o Detran-MT.");
    expect(resultValue("Total")).toBe("R$ 197,07");
  });

  it("calculates the late charges", async () => {
    const { user, search } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await fillCharges(user);
    await user.click(chargesButton());
    expectNoToast();
    expect(resultValue(dueLabel("4", "SP"))).toBe("Agosto");
    expect(resultValue("Valor base")).toBe("R$ 160,22");
    expect(resultValue("Multa")).toBe("R$ 32,04");
    expect(resultValue("Juros")).toBe("R$ 4,81");
    expect(resultValue("Total")).toBe("R$ 197,07");
    expect(search()).toBe("?uf=SP&final=4&tipo=leve&base=R%24+160%2C22&multa=20&juros=1&meses=3&encargos=1");
  });

  it("charges nothing extra with 0 months late", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.type(baseInput(), "160,22");
    await user.type(feeInput(), "20");
    await user.type(interestInput(), "1");
    await user.click(chargesButton());
    expect(resultValue("Multa")).toBe("R$ 0,00");
    expect(resultValue("Juros")).toBe("R$ 0,00");
    expect(resultValue("Total")).toBe("R$ 160,22");
  });

  it("after a result, an invalid send shows its problem instead of the old result", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await fillCharges(user);
    await user.click(chargesButton());
    expect(resultValue("Total")).toBe("R$ 197,07");

    await user.clear(baseInput());
    await user.click(chargesButton());
    expectSingleToast(BASE_TITLE, BASE_DESCRIPTION);
    expectFieldProblem(baseInput(), "Informe o valor base do licenciamento.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(within(resultRegion()).queryByText("Total")).toBeNull();
  });

  it("after a result, a consultation with no plate shows its problem instead of the old result", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await user.click(consultButton());
    expect(resultValue(dueLabel("4", "SP"))).toBe("Agosto");
    await user.clear(plateInput());
    await user.click(consultButton());
    expectSingleToast(REQUIRED_TITLE, REQUIRED_DESCRIPTION);
    expectFieldProblem(plateInput(), NO_DIGIT);
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(within(resultRegion()).queryByText(dueLabel("4", "SP"))).toBeNull();
  });

  it("replaces the charges with the due month alone on a new consultation", async () => {
    const { user } = renderCalculator(LicensingCalculator);
    await user.type(plateInput(), "4");
    await fillCharges(user);
    await user.click(chargesButton());
    expect(resultValue("Total")).toBe("R$ 197,07");

    await user.clear(plateInput());
    await user.type(plateInput(), "0");
    await user.click(consultButton());
    expect(resultValue(dueLabel("0", "SP"))).toBe("Dezembro");
    // The charges' fields still hold their values (they go with every send of the form), but
    // "Consultar Vencimento" answers the due month alone.
    expect(baseInput().value).toBe("R$ 160,22");
    expect(within(resultRegion()).queryByText("Total")).toBeNull();
  });

  it("restores the due month and the charges from the query string", () => {
    renderCalculator(LicensingCalculator, {
      query: "?uf=SP&final=4&tipo=leve&base=R%24+160%2C22&multa=20&juros=1&meses=3&encargos=1",
    });
    expect(plateInput().value).toBe("4");
    expect(baseInput().value).toBe("R$ 160,22");
    expect(feeInput().value).toBe("20");
    expect(interestInput().value).toBe("1");
    expect(monthsInput().value).toBe("3");
    expect(resultValue(dueLabel("4", "SP"))).toBe("Agosto");
    expect(resultValue("Total")).toBe("R$ 197,07");
    expectNoToast();
  });

  it("restores another state from the query string without a toast, and announces it on the next consultation", async () => {
    const { user } = renderCalculator(LicensingCalculator, { query: "final=4&uf=MT&tipo=caminhao" });
    expect(selectedState()).toBe("Mato Grosso (MT)");
    expect((screen.getByRole("radio", { name: "Caminhões" }) as HTMLInputElement).checked).toBe(true);
    expect(resultValue(dueLabel("4", "MT"))).toBe("Consulte o Detran-MT.");
    expectNoToast();

    await user.click(consultButton());
    expectSingleToast(UNAVAILABLE_TITLE, UNAVAILABLE_MT);
  });
});

describe("LicensingCalculator across hydration", () => {
  it("computes what was typed before the scripts ran and after: interest '1,' then '5' is 1,5 %", async () => {
    const page = serverRenderedPage(LicensingCalculator);
    const user = userEvent.setup();
    const field = (label: string) => within(page.container).getByLabelText<HTMLInputElement>(label);
    await user.type(field("Final da placa"), "4");
    await user.type(field("Valor base do licenciamento"), "100");
    await user.type(field("Juros ao mês (%)"), "1,");
    await page.hydrate();
    expect(field("Juros ao mês (%)").value).toBe("1,");
    await user.type(field("Juros ao mês (%)"), "5");
    await user.type(field("Meses de atraso"), "2");
    await user.click(within(page.container).getByRole("button", { name: "Calcular Encargos" }));
    await within(page.container).findByText("Total");
    // 1,5 % a month for 2 months on R$ 100,00 (15 % would be R$ 30,00).
    expect(resultValue("Juros")).toBe("R$ 3,00");
    expect(resultValue("Total")).toBe("R$ 103,00");
    expect(resultValue(dueLabel("4", "SP"))).toBe("Agosto");
    expect(new URLSearchParams(page.search()).get("juros")).toBe("1,5");
  });
});
