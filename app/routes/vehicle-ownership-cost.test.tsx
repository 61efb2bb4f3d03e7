// @vitest-environment jsdom
import "../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectFieldProblem,
  expectNoFieldProblem,
  expectNoToast,
  renderCalculator,
} from "../../tests/helpers/render-calculator.tsx";
import { ownershipCard } from "../../tests/helpers/ownership-card.tsx";
import { ownershipDeps } from "./vehicle-ipva.ts";

const region = () => screen.getByRole("region", { name: "Custo anual estimado" });

const Losing8Percent = ownershipCard(
  {
    price: 50000,
    fuel: "gasolina",
    depreciation: { ratio: -0.08, since: "novembro de 2024", months: 25, spanMonths: 24 },
  },
  ownershipDeps("carros", 50000),
);

const WithoutHistory = ownershipCard(
  { price: 50000, fuel: "gasolina", depreciation: null },
  ownershipDeps("carros", 50000),
);

describe("OwnershipCost on a vehicle page", () => {
  it("answers nothing before it is asked, then R$ 15.600,00 a year for the worked example, and writes the query", async () => {
    const { user, search } = renderCalculator(Losing8Percent, { query: "referencia=2026-01" });
    expect(region().textContent).toContain("Preencha os campos acima");
    await user.selectOptions(screen.getByLabelText("Estado (IPVA)"), "SP");
    await user.type(screen.getByLabelText("Quilômetros por mês"), "1000");
    await user.type(screen.getByLabelText("Preço do litro"), "6");
    await user.type(screen.getByLabelText("Consumo (km/l)"), "12");
    await user.type(screen.getByLabelText("Seguro anual"), "2.400");
    await user.type(screen.getByLabelText("Manutenção anual"), "1200");
    await user.click(screen.getByRole("button", { name: "Calcular o custo anual" }));
    const text = region().textContent ?? "";
    expect(text).toContain("R$ 15.600,00");
    expect(text).toContain("R$ 1.300,00");
    expect(text).toContain("R$ 4.000,00");
    expect(text).toContain("8,0% ao ano");
    expect(within(region()).getByText(/Juros do financiamento/).parentElement?.textContent).toContain("não incluído");
    // The fields as sent (the amounts formatted when left), so the answer can be shared.
    expect(search()).toBe(
      "?referencia=2026-01&uf=SP&km=1.000&litro=R%24+6&kml=12&seguro=R%24+2.400&manutencao=R%24+1.200&financiado=&taxa=&parcelas=",
    );
  });

  it("reads a share URL in its first render, loan included, and says when there is no history", () => {
    renderCalculator(WithoutHistory, { query: "uf=SP&financiado=12000&taxa=1&parcelas=12" });
    const text = region().textContent ?? "";
    // IPVA 2.000,00 + the 12-month loan's interest (the financing calculator's schedule).
    expect(text).toContain("sem histórico suficiente");
    expect(text).toMatch(/Parcela de R\$ 1\.066,19 em 12 meses/i);
    expect((screen.getByLabelText("Taxa de juros (% ao mês)") as HTMLInputElement).value).toBe("1");
  });

  it("refuses a half-filled fuel block beside each missing field, focuses the first, and computes nothing", async () => {
    const { user } = renderCalculator(WithoutHistory);
    await user.type(screen.getByLabelText("Quilômetros por mês"), "1000");
    await user.click(screen.getByRole("button", { name: "Calcular o custo anual" }));
    const missing = "Para incluir o combustível, preencha também este campo (ou deixe os três em branco).";
    expectNoFieldProblem(screen.getByLabelText("Quilômetros por mês"));
    expectFieldProblem(screen.getByLabelText("Preço do litro"), missing);
    expectFieldProblem(screen.getByLabelText("Consumo (km/l)"), missing);
    expect(document.activeElement).toBe(screen.getByLabelText("Preço do litro"));
    expect(region().textContent).toBe("Corrija os campos indicados no formulário para ver o custo.");
    // This form has no toast in the spec: the messages beside the fields say it all.
    expectNoToast();
  });

  it('reads "80,000" as a question beside the loan amount, and "40 mil" as R$ 40.000', async () => {
    const { user } = renderCalculator(WithoutHistory);
    await user.type(screen.getByLabelText("Valor financiado"), "12,000");
    await user.type(screen.getByLabelText("Taxa de juros (% ao mês)"), "1");
    await user.type(screen.getByLabelText("Número de parcelas"), "12");
    await user.click(screen.getByRole("button", { name: "Calcular o custo anual" }));
    expectFieldProblem(
      screen.getByLabelText("Valor financiado"),
      "Você quis dizer R$ 12.000,00? No Brasil, a vírgula separa os centavos: escreva 12.000 para R$ 12.000,00 ou 12,00 para R$ 12,00.",
    );
    await user.clear(screen.getByLabelText("Valor financiado"));
    await user.type(screen.getByLabelText("Valor financiado"), "12 mil");
    await user.click(screen.getByRole("button", { name: "Calcular o custo anual" }));
    expect(region().textContent).toMatch(/Parcela de R\$ 1\.066,19 em 12 meses/i);
  });
});
