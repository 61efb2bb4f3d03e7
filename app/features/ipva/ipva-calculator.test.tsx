// @vitest-environment jsdom
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
import { IpvaCalculator as Calculator } from "./ipva-calculator.tsx";
import { IPVA_YEARS } from "../../domain/ipva/rates.ts";

// The page gives the calculator the data of the years it offers (its loader's): here, every year's.
const IpvaCalculator = () => <Calculator years={IPVA_YEARS} />;

const ERROR_TITLE = "Erro";
const ERROR_DESCRIPTION = "Por favor, insira um valor válido para o veículo.";
const ERROR_YEAR = "Informe o ano de fabricação do veículo (por exemplo, 2018).";
const HIGHLIGHT_LABEL = "IPVA 2026 estimado";

// The offered tax years follow the day: these tests run on 25/11/2026 (IPVA 2026) unless they say otherwise.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const yearInput = () => screen.getByLabelText<HTMLInputElement>("Ano de fabricação");
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

  it("keeps the vehicle value as typed and formats it once the field is left", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(valueInput(), "50000");
    expect(valueInput().value).toBe("50000");
    await user.tab();
    expect(valueInput().value).toBe("R$ 50.000");
  });

  it("rejects an empty form: the value's and the year's messages beside them, and the spec toast", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(valueInput(), "Informe o valor venal do veículo.");
    expectFieldProblem(yearInput(), ERROR_YEAR);
    // The year comes first in the form: it takes the focus.
    expect(document.activeElement).toBe(yearInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(new URLSearchParams(search()).get("valor")).toBe("");
  });

  it("rejects a zero value beside the field, with the spec toast", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2018");
    await user.type(valueInput(), "000");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(valueInput(), "O valor venal do veículo deve ser maior que zero.");
    expectNoFieldProblem(yearInput());
    expect(document.activeElement).toBe(valueInput());
    within(resultRegion()).getByText(FIX_FIELDS);
  });

  it('reads "50 mil" as R$ 50.000 and asks about "80,000"', async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2018");
    await user.type(valueInput(), "80,000");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(
      valueInput(),
      "Você quis dizer R$ 80.000,00? No Brasil, a vírgula separa os centavos: escreva 80.000 para R$ 80.000,00 ou 80,00 para R$ 80,00.",
    );
    within(resultRegion()).getByText(FIX_FIELDS);
    await user.clear(valueInput());
    await user.type(valueInput(), "50 mil");
    await user.click(submitButton());
    expectNoFieldProblem(valueInput());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");
  });

  it("shows the IPVA for a car in SP (4%)", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2018");
    await user.type(valueInput(), "50000");
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
    // A car of another fuel in SP: no special rule, the state's rate decides.
    expect(resultValue("Regra aplicada")).toBe("Alíquota de carro em SP (2026)");
    expect(resultValue("Ano de fabricação")).toBe("2018 (8 anos)");
    // The form's fields as sent (the value formatted when left), so the result can be shared.
    expect(search()).toBe("?tipo=car&fabricacao=2018&valor=R%24+50.000&uf=SP&final=&combustivel=");
  });

  it("uses the motorcycle rate when Moto is chosen", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2020");
    await user.type(valueInput(), "50000");
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    await user.click(submitButton());
    expect(resultValue("Tipo de veículo")).toBe("Moto");
    expect(resultValue("Alíquota")).toBe("2%");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.000,00");
    // SP's 180 cc rule was not applied without the displacement: the result says so.
    screen.getByText(/^Informe a cilindrada para conferir as regras que dependem disso/);
  });

  it("the vehicle type is a native radio group sent with the GET form (works before JavaScript)", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    const group = screen.getByRole("group", { name: "Tipo de veículo" });
    const moto = screen.getByRole("radio", { name: "Moto" });
    expect(group.tagName).toBe("FIELDSET");
    expect(moto.tagName).toBe("INPUT");
    expect(moto.getAttribute("type")).toBe("radio");
    expect(moto.getAttribute("name")).toBe("tipo");
    await user.click(moto);
    const form = moto.closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(new FormData(form).get("tipo")).toBe("motorcycle");
  });

  it("Santa Catarina: a motorcycle's result shows the state's caveat; Rio Grande do Sul shows none", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2022");
    await user.type(valueInput(), "15000");
    await chooseState(user, "Santa Catarina (SC)");
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 150,00");
    screen.getByText(/^Motos de até 200 cc são isentas em Santa Catarina quando não houve infração/);
    screen.getByText("Atenção:");
    await chooseState(user, "Rio Grande do Sul (RS)");
    await user.click(submitButton());
    expect(resultValue("Alíquota")).toBe("2%");
    expect(screen.queryByText("Atenção:")).toBeNull();
  });

  it("uses the rate of the state chosen in the select", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2020");
    await user.type(valueInput(), "50000");
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

  it("after a result, an invalid send shows its problem instead of the old result", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2020");
    await user.type(valueInput(), "50000");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");

    await user.clear(valueInput());
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(valueInput(), "Informe o valor venal do veículo.");
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(within(resultRegion()).queryByText(HIGHLIGHT_LABEL)).toBeNull();
    // What was chosen stays chosen.
    expect((screen.getByRole("radio", { name: "Moto" }) as HTMLInputElement).checked).toBe(true);
    expect(new URLSearchParams(search()).get("tipo")).toBe("motorcycle");
  });

  it("restores the inputs and the result from the query string (older links' words too)", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=50000&uf=GO&tipo=moto&fabricacao=2020" });
    expect(valueInput().value).toBe("R$ 50.000");
    expect(yearInput().value).toBe("2020");
    expect(selectedState()).toBe("Goiás (GO)");
    expect((screen.getByRole("radio", { name: "Moto" }) as HTMLInputElement).checked).toBe(true);
    expect(resultValue("Alíquota")).toBe("3%");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.500,00");
    expectNoToast();
  });

  it("falls back to SP for an unknown state in the query string", () => {
    renderCalculator(IpvaCalculator, { query: "valor=50000&uf=XX&fabricacao=2020" });
    expect(resultValue("Estado")).toBe("São Paulo (SP)");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 2.000,00");
  });

  it("Paraná 2026: a car of R$ 80.000 pays 1,9 %, R$ 1.520,00, with the rate's source", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2020");
    await user.type(valueInput(), "80.000");
    await chooseState(user, "Paraná (PR)");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 1.520,00");
    expect(resultValue("Alíquota")).toBe("1,9%");
    const source = screen.getByRole("link", {
      name: /g1 PR: IPVA 2026 no Paraná, início dos pagamentos; alíquota de 1,9%/,
    });
    expect(source.getAttribute("href")).toMatch(/^https:\/\/g1\.globo\.com\//);
  });

  it("Paraná: asks the displacement of a motorcycle only, and a 160 cc one is exempt", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2020");
    await user.type(valueInput(), "15000");
    await chooseState(user, "Paraná (PR)");
    expect(screen.queryByLabelText("Cilindrada (cc)")).toBeNull();
    // The fuel is asked for Paraná's GNV rule, and the hint names it.
    expect(fuelSelect().getAttribute("aria-describedby")).toBe("ipva-combustivel-hint");
    screen.getByText("Veículos movidos a gás natural (GNV) pagam 1% no Paraná em 2026.");
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    screen.getByText("Motos de até 170 cc são isentas no Paraná em 2026.");
    // A slip of the finger is kept as typed, and the form says what is wrong.
    await user.type(displacementInput(), "16a0");
    expect(displacementInput().value).toBe("16a0");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_DESCRIPTION);
    expectFieldProblem(displacementInput(), "A cilindrada deve ser um número inteiro, como 160.");
    expectNoFieldProblem(valueInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    await user.clear(displacementInput());
    await user.type(displacementInput(), "160");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect(resultValue("Regra aplicada")).toBe("Motos de até 170 cc são isentas no Paraná em 2026");
    expect(resultValue("Alíquota")).toBe("0% (isento)");
    expect(resultValue("Total")).toBe("R$ 0,00");
    expect(search()).toBe("?tipo=motorcycle&fabricacao=2020&valor=R%24+15.000&uf=PR&final=&cc=160");

    await user.clear(displacementInput());
    await user.type(displacementInput(), "300");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 285,00");
    expect(resultValue("Regra aplicada")).toBe("Alíquota de moto em PR (2026)");
  });

  it("São Paulo 2026: a flex hybrid of R$ 200.000 is exempt, with the rule named", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2020");
    await user.type(valueInput(), "200000");
    expect((fuelSelect() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      "Outro (gasolina, etanol, flex ou diesel)",
    );
    screen.getByText(/pelo menos 40 kW .*Portaria SRE 94\/2024/);
    await user.selectOptions(fuelSelect(), "Híbrido flex ou a etanol");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect(resultValue("Regra aplicada")).toBe(
      "Híbridos flex ou a etanol de até R$ 250 mil são isentos em SP em 2026 (Lei 18.065/2024)",
    );
    expect(search()).toBe("?tipo=car&fabricacao=2020&valor=R%24+200.000&uf=SP&final=&combustivel=hybrid-ethanol");
  });

  it("restores an SP hybrid from the share URL", () => {
    renderCalculator(IpvaCalculator, {
      query: "?valor=200000&uf=SP&tipo=carro&fabricacao=2020&combustivel=hibrido-etanol",
    });
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect((fuelSelect() as HTMLSelectElement).value).toBe("hybrid-ethanol");
  });

  it("restores a Paraná motorcycle's displacement from the share URL", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=15000&uf=PR&tipo=moto&fabricacao=2020&cc=160" });
    expect(displacementInput().value).toBe("160");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
  });

  it("ignores a fuel the state has no rule for (GNV in Minas Gerais)", () => {
    renderCalculator(IpvaCalculator, { query: "?valor=100000&uf=MG&tipo=carro&fabricacao=2020&combustivel=gnv" });
    expect(screen.queryByRole("combobox", { name: "Combustível" })).toBeNull();
    expect(resultValue("Alíquota")).toBe("4%");
  });

  it("asks the year of manufacture, with the national rule as its hint", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    screen.getByText("Veículos com 20 anos ou mais de fabricação não pagam IPVA (Emenda Constitucional 137/2025).");
    await user.type(valueInput(), "50000");
    await user.click(submitButton());
    expectSingleToast(ERROR_TITLE, ERROR_YEAR);
    expectFieldProblem(yearInput(), ERROR_YEAR);
    expectNoFieldProblem(valueInput());
    expect(document.activeElement).toBe(yearInput());
    within(resultRegion()).getByText(FIX_FIELDS);
    expect(new URLSearchParams(search()).get("fabricacao")).toBe("");
    await user.type(yearInput(), "2027");
    await user.click(submitButton());
    expectFieldProblem(yearInput(), "O ano de fabricação não pode ser depois de 2026, o ano do IPVA.");
    within(resultRegion()).getByText(FIX_FIELDS);
    await user.clear(yearInput());
    await user.type(yearInput(), "18");
    await user.click(submitButton());
    expectFieldProblem(yearInput(), "O ano de fabricação tem 4 números, como 2018.");
  });

  it("asks the year of a link shared before the year was asked, beside the field, without a toast", () => {
    renderCalculator(IpvaCalculator, { query: "valor=50000&uf=SP&tipo=carro" });
    expect(valueInput().value).toBe("R$ 50.000");
    expectFieldProblem(yearInput(), ERROR_YEAR);
    within(resultRegion()).getByText(FIX_FIELDS);
    expectNoToast();
  });

  it("EC 137/2025: a 2004 car is immune in any state, with the amendment named and linked", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2004");
    await user.type(valueInput(), "15000");
    await chooseState(user, "Minas Gerais (MG)");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Imune");
    expect(resultValue("Regra aplicada")).toBe(
      "Veículos com 20 anos ou mais de fabricação são imunes ao IPVA em todo o país (Emenda Constitucional 137/2025)",
    );
    expect(resultValue("Ano de fabricação")).toBe("2004 (22 anos)");
    const source = screen.getByRole("link", { name: /Emenda Constitucional nº 137/ });
    expect(source.getAttribute("href")).toBe(
      "https://www.planalto.gov.br/ccivil_03/constituicao/emendas/emc/emc137.htm",
    );
    expect(new URLSearchParams(search()).get("fabricacao")).toBe("2004");
    // 19 years: taxed at MG's rate, confirmed at a 2026 page: no "não conferida…
    // usamos a de 2025" beside "Regra aplicada … (2026)".
    await user.clear(yearInput());
    await user.type(yearInput(), "2007");
    await user.click(submitButton());
    expect(resultValue("Alíquota")).toBe("4%");
    expect(screen.queryByText(/não conferida para 2026/)).toBeNull();
    // A state still not confirmed for 2026 says so, with its Sefaz linked.
    await chooseState(user, "Roraima (RR)");
    await user.click(submitButton());
    expect(resultValue("Alíquota")).toBe("3%");
    screen.getByText(/Alíquota de Roraima não conferida para 2026/);
  });

  it("São Paulo 2026: a 160 cc motorcycle of an individual is exempt; of a company it pays 2 %", async () => {
    const { user, search } = renderCalculator(IpvaCalculator);
    await user.click(screen.getByRole("radio", { name: "Moto" }));
    await user.type(yearInput(), "2023");
    await user.type(valueInput(), "18000");
    await user.type(displacementInput(), "160");
    const owner = screen.getByRole("combobox", { name: "Proprietário" });
    expect((owner as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("Pessoa física");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("Isento");
    expect(resultValue("Regra aplicada")).toBe(
      "Motos de até 180 cc de pessoas físicas são isentas em SP a partir de 2026",
    );
    expect(search()).toBe(
      "?tipo=motorcycle&fabricacao=2023&valor=R%24+18.000&uf=SP&final=&cc=160&proprietario=individual",
    );
    await user.selectOptions(owner, "Pessoa jurídica (empresa)");
    await user.click(submitButton());
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 360,00");
  });

  it("Amazonas 2026: a 1.0 car pays 1,5 %; trucks and buses are offered there (1 %)", async () => {
    const { user } = renderCalculator(IpvaCalculator);
    await user.type(yearInput(), "2022");
    await user.type(valueInput(), "60000");
    await chooseState(user, "Amazonas (AM)");
    screen.getByRole("radio", { name: "Caminhão ou ônibus" });
    await user.type(displacementInput(), "1000");
    await user.click(submitButton());
    expect(resultValue("Alíquota")).toBe("1,5%");
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 900,00");
    expect(resultValue("Regra aplicada")).toBe(
      "Veículos de até 1.000 cc pagam 1,5% no Amazonas a partir de 2026 (Lei Complementar 280/2025)",
    );
    expect(screen.queryByText(/não conferida para 2026/)).toBeNull();
  });

  it("from 1 December 2026 in Brasília (03:00 UTC) offers IPVA 2027 (selected) and 2026", async () => {
    vi.setSystemTime(new Date("2026-12-01T03:00:01Z"));
    const { user } = renderCalculator(IpvaCalculator);
    const year = screen.getByRole("combobox", { name: "Ano do IPVA" }) as HTMLSelectElement;
    expect([...year.options].map((o) => o.textContent)).toEqual(["IPVA 2027", "IPVA 2026"]);
    expect(year.value).toBe("2027");
    await user.type(yearInput(), "2007");
    await user.type(valueInput(), "20000");
    await user.click(submitButton());
    // 2007 is 20 years old in 2027.
    expect(resultValue("IPVA 2027 estimado")).toBe("Imune");
    await user.selectOptions(year, "IPVA 2026");
    await user.click(submitButton());
    expect(resultValue("IPVA 2026 estimado")).toBe("R$ 800,00");
  });

  it("offers one year only before December in Brasília (21:00 of 30 November is 1 December UTC)", () => {
    vi.setSystemTime(new Date("2026-12-01T02:59:00Z"));
    renderCalculator(IpvaCalculator);
    expect(screen.queryByRole("combobox", { name: "Ano do IPVA" })).toBeNull();
  });
});

describe("IpvaCalculator across hydration", () => {
  it("computes what was typed before the scripts ran and after: '80.000,' then '50' is R$ 80.000,50", async () => {
    const page = serverRenderedPage(IpvaCalculator);
    const user = userEvent.setup();
    const field = (label: string) => within(page.container).getByLabelText<HTMLInputElement>(label);
    await user.type(field("Ano de fabricação"), "20");
    await user.type(field("Valor venal do veículo"), "80.000,");
    await page.hydrate();
    expect(field("Valor venal do veículo").value).toBe("80.000,");
    await user.type(field("Valor venal do veículo"), "50");
    await user.type(field("Ano de fabricação"), "18");
    await user.click(within(page.container).getByRole("button", { name: "Calcular IPVA" }));
    await within(page.container).findByText(HIGHLIGHT_LABEL);
    // 4 % of R$ 80.000,50 in SP.
    expect(resultValue(HIGHLIGHT_LABEL)).toBe("R$ 3.200,02");
    expect(resultValue("Ano de fabricação")).toBe("2018 (8 anos)");
    expect(new URLSearchParams(page.search()).get("valor")).toBe("R$ 80.000,50");
  });
});
