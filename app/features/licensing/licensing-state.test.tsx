// @vitest-environment jsdom
// The licensing calculator speaks of the chosen state only: its deadline by the plate's final
// digit and its fee (with what it includes and its source) from the year's data, "Consulte o
// Detran-XX" where the data has none, the state's own tips, and a state's page preset to it.
import "../../../tests/setup/jsdom-polyfills.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderCalculator, resultRegion, resultValue } from "../../../tests/helpers/render-calculator.tsx";
import { LicensingCalculator } from "./licensing-calculator.tsx";
import { licensingDataFor } from "../../domain/licensing/licensing-data.ts";
import type { LicensingYearData } from "../../domain/licensing/data-schema.ts";

const data = licensingDataFor(2026) as LicensingYearData;
const Calculator = () => <LicensingCalculator data={data} />;
const RjPage = () => <LicensingCalculator data={data} fixedState="RJ" />;
const result = () => within(resultRegion());
const tips = () => within(screen.getByText("Dicas").closest("div")!.parentElement!);

describe("the licensing answer for the chosen state", () => {
  it("RJ, final 4: until 30/06/2026, the GRT's R$ 293,71 with what it includes, its sources, RJ's tips", () => {
    renderCalculator(Calculator, { query: "final=4&uf=RJ&tipo=leve" });
    expect(resultValue("Prazo do licenciamento (final 4, RJ)")).toBe("30/06/2026");
    result().getByText("Prazo até 30/06/2026, pelo calendário do Detran-RJ.");
    expect(resultValue("Taxa de licenciamento 2026")).toBe("R$ 293,71");
    result().getByText(/O que inclui: Guia de Regularização de Taxas \(GRT\)/);
    result().getByRole("link", { name: /Tribuna do Sertão/ });
    tips().getByText(/No Rio, a taxa é paga pela GRT/);
    expect(tips().queryByText(/Em SP/)).toBeNull();
  });

  it("SP keeps the spec's month, with its fee", () => {
    renderCalculator(Calculator, { query: "final=4&uf=SP&tipo=leve" });
    expect(resultValue("Mês de vencimento (final 4, SP)")).toBe("Agosto");
    expect(resultValue("Taxa de licenciamento 2026")).toBe("R$ 174,08");
  });

  it("CE: the motorcycles' fee and the other vehicles'", () => {
    renderCalculator(Calculator, { query: "final=1&uf=CE&tipo=leve" });
    expect(resultValue("Taxa de licenciamento 2026 (Demais veículos)")).toBe("R$ 220,46");
    expect(resultValue("Taxa de licenciamento 2026 (Motocicletas)")).toBe("R$ 188,96");
  });

  it("MT: no dated source, so 'Consulte o Detran-MT.' for the deadline and the fee with the dated search note, never a value", () => {
    renderCalculator(Calculator, { query: "final=4&uf=MT&tipo=leve" });
    expect(resultValue("Mês de vencimento (final 4, MT)")).toBe("Consulte o Detran-MT.");
    result().getByText(/Taxa de licenciamento de 2026: não encontramos a taxa numa fonte datada/);
    expect(result().getAllByText(/Até 28\/11\/2026 não achamos/).length).toBeGreaterThan(0);
    expect(result().queryByText(/R\$/)).toBeNull();
  });

  it("MG: the TRLAV's R$ 35,62 and one deadline, 31/03/2026, whatever the final", () => {
    renderCalculator(Calculator, { query: "final=4&uf=MG&tipo=leve" });
    expect(resultValue("Prazo do licenciamento (final 4, MG)")).toBe("31/03/2026");
    expect(resultValue("Taxa de licenciamento 2026")).toBe("R$ 35,62");
    result().getByText(/O que inclui: Taxa de Renovação do Licenciamento Anual do Veículo \(TRLAV\)/);
  });

  it("links the Detran where the data names its address (TO)", () => {
    renderCalculator(Calculator, { query: "final=4&uf=TO&tipo=leve" });
    const link = result().getAllByRole("link", { name: /Detran-TO/ })[0]!;
    expect(link.getAttribute("href")).toBe("https://www.to.gov.br/detran/veiculos");
  });

  it("on RJ's page the state is not asked and the form is sent to that page", () => {
    renderCalculator(RjPage, { query: "final=9&tipo=leve" });
    expect(screen.queryByRole("combobox", { name: "Estado" })).toBeNull();
    expect(resultValue("Prazo do licenciamento (final 9, RJ)")).toBe("31/07/2026");
    expect(screen.getByRole("button", { name: "Consultar Vencimento" }).closest("form")?.getAttribute("action")).toBe(
      "/licenciamento/rj",
    );
  });
});
