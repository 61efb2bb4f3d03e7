// @vitest-environment jsdom
// The IPVA result's payment plan: the single payment with its discount and deadline and the
// instalments for the plate's final digit, the table of dates without one, the notice and last
// year's calendar for a year not yet published, and the reminders' links.
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderCalculator, resultRegion, resultValue } from "../../../tests/helpers/render-calculator.tsx";
import { IpvaCalculator as Calculator } from "./ipva-calculator.tsx";
import { IPVA_YEARS } from "../../domain/ipva/rates.ts";

const IpvaCalculator = () => <Calculator years={IPVA_YEARS} />;
const SpCalculator = () => <Calculator years={IPVA_YEARS} fixedState="SP" />;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const plan = () => within(screen.getByRole("region", { name: /Como pagar o IPVA/ }));

describe("the IPVA result's payment plan", () => {
  it("SP, final 1, R$ 80.000 (R$ 3.200): 3 % until 12/01, without discount until 12/02, 5 instalments", () => {
    renderCalculator(IpvaCalculator, { query: "valor=80000&fabricacao=2020&uf=SP&final=1" });
    expect(resultValue("IPVA 2026 estimado")).toBe("R$ 3.200,00");
    plan().getByText("À vista com 3 % até 12/01: R$ 3.104,00");
    plan().getByText("À vista sem desconto até 12/02: R$ 3.200,00");
    plan().getByText("ou 5 parcelas de R$ 640,00 (12/01, 12/02, 12/03, 12/04, 12/05)");
    expect(screen.getByLabelText<HTMLInputElement>(/Final da placa/).value).toBe("1");
    const download = screen.getByRole("link", { name: "baixar arquivo (.ics)" });
    expect(download.getAttribute("href")).toBe("/ipva/sp/lembretes.ics?final=1&tipo=carro");
    expect(screen.getByRole("link", { name: "assinar (atualiza sozinho)" }).getAttribute("href")).toMatch(
      /^webcal:\/\/.+\/ipva\/sp\/lembretes\.ics\?final=1&tipo=carro$/,
    );
  });

  it("without a final digit: the deadline depends on the plate, and the table gives every final", () => {
    renderCalculator(IpvaCalculator, { query: "valor=80000&fabricacao=2020&uf=SP" });
    plan().getByText("À vista com 3 %: R$ 3.104,00 (o prazo depende do final da placa)");
    const table = screen.getByRole("table", { name: "Vencimentos do IPVA 2026 pelo final da placa" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.queryByRole("link", { name: "baixar arquivo (.ics)" })).toBeNull();
  });

  it("a final that is not one digit is marked beside the field, and nothing is computed", () => {
    renderCalculator(IpvaCalculator, { query: "valor=80000&fabricacao=2020&uf=SP&final=x" });
    const field = screen.getByLabelText<HTMLInputElement>(/Final da placa/);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    screen.getByText("O final da placa é um só número, de 0 a 9 (3 em ABC1D23).");
    expect(within(resultRegion()).queryByText("IPVA 2026 estimado")).toBeNull();
  });

  it("2027 before its calendar: the notice, 2026's dates labelled as reference, and the rate's year said once", () => {
    vi.setSystemTime(new Date("2026-12-02T12:00:00Z"));
    renderCalculator(IpvaCalculator, { query: "valor=80000&fabricacao=2020&uf=SP&final=1&exercicio=2027" });
    plan().getByText("Calendário de 2027 ainda não publicado pela Sefaz-SP: abaixo, o de 2026, só para referência.");
    plan().getByText("Referência: calendário de 2026 (não vale para 2027)");
    plan().getByText("À vista com 3 % até 12/01: R$ 3.104,00");
    // The rate kept from 2026 is named as such, beside the note that says the same.
    expect(resultValue("Regra aplicada")).toBe("Alíquota de carro em SP de 2026 (não conferida para 2027)");
    screen.getByText(/Alíquota de São Paulo não conferida para 2027: usamos a de 2026/);
  });

  it("on a state's page the state is not asked, and the form is sent to that page", () => {
    renderCalculator(SpCalculator, { query: "valor=80000&fabricacao=2020&final=9&uf=RJ" });
    expect(screen.queryByRole("combobox", { name: "Estado" })).toBeNull();
    expect(resultValue("Estado")).toBe("São Paulo (SP)");
    plan().getByText("À vista com 3 % até 22/01: R$ 3.104,00");
    expect(screen.getByRole("button", { name: "Calcular IPVA" }).closest("form")?.getAttribute("action")).toBe(
      "/ipva/sp",
    );
  });
});
