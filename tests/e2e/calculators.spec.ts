import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { choose, expectToast, hydrated, results } from "./helpers.ts";
import { IPVA_YEAR_TODAY } from "./routes-table.ts";

test.describe("financing", () => {
  test("gives the Banco Central's numbers and keeps them in the URL", async ({ page }) => {
    await page.goto("/financiamento");
    await hydrated(page);
    await expect(results(page)).toContainText("Preencha os dados ao lado para ver os resultados");
    // The field keeps every key as typed and is shown the field's way when left.
    await page.getByLabel("Valor do veículo").pressSequentially("25000");
    await expect(page.getByLabel("Valor do veículo")).toHaveValue("25000");
    await page.getByLabel("Valor do veículo").press("Tab");
    await expect(page.getByLabel("Valor do veículo")).toHaveValue("R$ 25.000");
    await page.getByLabel("Taxa de juros (% ao mês)").pressSequentially("0,629890");
    await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("0,629890");
    await page.getByLabel("Número de parcelas").fill("42");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    const card = results(page);
    await expect(card).toContainText("R$ 679,30");
    // Totals are the schedule's sums; its 42nd installment absorbs the rounding (ADR 005).
    await expect(card.getByText("Total pago").locator("..")).toContainText("R$ 28.530,80");
    await expect(card.getByText("Total de juros", { exact: true }).locator("..")).toContainText("R$ 3.530,80");
    await expect(card.getByText("Última parcela (42ª, ajuste de centavos)").locator("..")).toContainText("R$ 679,50");
    await expect(card).toContainText("Primeira parcela (SAC)");
    await expect(card.getByRole("img", { name: /saldo devedor/ })).toBeVisible();
    await card.getByText("Ver tabela de amortização (Tabela Price)").click();
    await expect(card.getByRole("row")).toHaveCount(43);
    await expect(card.getByRole("row").last()).toContainText("R$ 679,50");
    // The address keeps the fields' texts as sent (the form is a GET to its own page).
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      valor: "R$ 25.000",
      taxa: "0,629890",
      parcelas: "42",
    });

    await page.reload();
    await expect(results(page)).toContainText("R$ 679,30");
    await expect(page.getByLabel("Valor do veículo")).toHaveValue("R$ 25.000");
    await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("0,629890");
  });

  test("1.290 at 1,99% in 4 months is 338,70", async ({ page }) => {
    await page.goto("/financiamento");
    await hydrated(page);
    await page.getByLabel("Valor do veículo").pressSequentially("1290");
    await page.getByLabel("Taxa de juros (% ao mês)").pressSequentially("1.99");
    await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("1.99");
    await page.getByLabel("Taxa de juros (% ao mês)").press("Tab");
    await expect(page.getByLabel("Taxa de juros (% ao mês)")).toHaveValue("1,99");
    await page.getByLabel("Número de parcelas").fill("4");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    await expect(results(page)).toContainText("R$ 338,70");
  });

  test("invalid input: the spec's toast adds to the messages beside the fields; no result is shown", async ({
    page,
  }) => {
    await page.goto("/financiamento");
    await hydrated(page);
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    await expectToast(
      page,
      "Campos inválidos",
      "Por favor, preencha o valor do veículo, a taxa de juros e o número de parcelas corretamente.",
    );
    await expect(page.getByLabel("Valor do veículo")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Informe o valor do veículo.")).toBeVisible();
    await expect(page.getByLabel("Valor do veículo")).toBeFocused();
    await expect(results(page)).toContainText("Corrija os campos indicados no formulário para ver o resultado.");

    await page.getByLabel("Valor do veículo").fill("1290");
    await page.getByLabel("Taxa de juros (% ao mês)").fill("1,99");
    await page.getByLabel("Número de parcelas").fill("4");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    await expect(results(page)).toContainText("R$ 338,70");
    await page.getByLabel("Valor da entrada (opcional)").fill("2000");
    await page.getByRole("button", { name: "Calcular Financiamento" }).click();
    await expectToast(page, "Campos inválidos");
    const downPayment = page.getByLabel("Valor da entrada (opcional)");
    await expect(downPayment).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await downPayment.getAttribute("aria-describedby")}`)).toHaveText(
      "A entrada é maior que o valor do veículo.",
    );
    // A result for other numbers than the ones in the form is not shown.
    await expect(results(page)).not.toContainText("R$ 338,70");
    await expect(results(page)).toContainText("Corrija os campos indicados no formulário para ver o resultado.");
  });
});

test.describe("financing, 'Descobrir a taxa' @both-viewports", () => {
  test("finds 1,99 % a month for R$ 40.000,00 in 48 × R$ 1.301,42, with the IOF estimate when asked", async ({
    page,
  }) => {
    await page.goto("/financiamento");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Modo do simulador" })
      .getByRole("link", { name: "Descobrir a taxa" })
      .click();
    await expect(page).toHaveURL(/\/financiamento\?modo=taxa$/);
    await page.getByLabel("Valor financiado").pressSequentially("40000");
    await page.getByLabel("Número de parcelas").fill("48");
    await page.getByLabel("Valor da parcela").pressSequentially("1301,42");
    // A double click sends once and shows one result.
    await page.getByRole("button", { name: "Descobrir a taxa" }).dblclick();
    const card = results(page);
    await expect(card).toContainText("1,9900% ao mês");
    await expect(card).toContainText("26,6750% ao ano");
    await expect(card).not.toContainText("IOF");
    await page.getByLabel("Incluir a estimativa do IOF (pessoa física)").check();
    await page.getByRole("button", { name: "Descobrir a taxa" }).click();
    await expect(card.getByText("IOF estimado").locator("..")).toContainText("R$ 1.258,67");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      modo: "taxa",
      financiado: "R$ 40.000",
      parcelas: "48",
      parcela: "R$ 1.301,42",
      iof: "1",
    });
    // The tips cite the rule the estimate follows.
    await expect(page.getByText(/^IOF para pessoa física \(Decreto nº 6\.306\/2007/)).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await page.reload();
    await expect(results(page)).toContainText("1,9900% ao mês");
    await expect(page.getByLabel("Valor da parcela")).toHaveValue("R$ 1.301,42");
    await page.getByRole("link", { name: "Calcular a parcela" }).click();
    await expect(page.getByRole("button", { name: "Calcular Financiamento" })).toBeVisible();
    await expect(results(page)).toContainText("Preencha os dados ao lado para ver os resultados");
  });

  test("says when no rate fits the offer", async ({ page }) => {
    // 48 × R$ 990,00 pays back less than the R$ 48.000,00 financed.
    await page.goto("/financiamento?modo=taxa&financiado=48000&parcelas=48&parcela=990");
    await expect(results(page)).toContainText(
      "Nenhuma taxa de juros fecha essa conta: as parcelas somadas dão menos que o valor financiado.",
    );
  });

  test("an installment that only pays back the amount is a 0 % rate (taxa zero)", async ({ page }) => {
    await page.goto("/financiamento?modo=taxa&financiado=48000&parcelas=48&parcela=1000");
    await expect(results(page)).toContainText("0,0000% ao mês");
    await expect(results(page).getByText("Total de juros").locator("..")).toContainText("R$ 0,00");
  });
});

test.describe("IPVA", () => {
  // The browser's day is 25/11/2026 (IPVA 2026) unless a test says otherwise: the calculator
  // follows the browser's day after hydration, whatever the server's.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-25T12:00:00Z"));
  });

  test("uses the state's rate per vehicle type, with the SP link and the DPVAT note", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await expect(page.getByRole("link", { name: /Secretaria da Fazenda de SP/ })).toHaveAttribute(
      "href",
      "https://portal.fazenda.sp.gov.br/servicos/ipva",
    );
    await page.getByLabel("Ano de fabricação").pressSequentially("2018");
    await page.getByLabel("Valor venal do veículo").fill("50000");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page)).toContainText("R$ 2.000,00");
    await expect(results(page)).toContainText("4%");
    await expect(results(page)).toContainText("IPVA 2026 estimado");
    await expect(results(page)).toContainText(
      "O seguro obrigatório (DPVAT/SPVAT) não é cobrado: o DPVAT deixou de ser cobrado em 2021",
    );
    await expect(results(page)).toContainText("revogado pela Lei Complementar 211/2024");

    await choose(page, "Estado", "Goiás (GO)");
    await page.getByRole("radio", { name: "Moto" }).click();
    await expect(page.getByText("link indisponível")).toBeVisible();
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page)).toContainText("R$ 1.500,00");
    await expect(results(page)).toContainText("3%");
    await expect(page).toHaveURL(/[?&]uf=GO(&|$)/);
    await expect(page).toHaveURL(/[?&]tipo=motorcycle(&|$)/);
    await expect(page).toHaveURL(/[?&]fabricacao=2018(&|$)/);
  });

  test('says "IPVA 2026" in its title and hero, and its structured data names the year', async ({ page }) => {
    await page.goto("/ipva");
    await expect(page).toHaveTitle("Calculadora de IPVA 2026 por Estado | Carro em Conta");
    await expect(page.getByText("Calcule o IPVA 2026 do seu carro ou moto")).toBeVisible();
    // The structured data is the server's: the year of the server's day.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((t) => (JSON.parse(t) as { name?: string }).name)).toContain(
      `Calculadora de IPVA ${IPVA_YEAR_TODAY}`,
    );
  });

  test("Paraná 2026: a car of R$ 80.000 pays R$ 1.520,00 (1,9%)", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByLabel("Ano de fabricação").pressSequentially("2020");
    await page.getByLabel("Valor venal do veículo").pressSequentially("80000");
    await choose(page, "Estado", "Paraná (PR)");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText(
      "R$ 1.520,00",
    );
    await expect(results(page).getByText("Alíquota", { exact: true }).locator("..")).toContainText("1,9%");
  });

  test("Paraná 2026: a motorcycle of 160 cc is exempt, and the share URL keeps it", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByLabel("Ano de fabricação").pressSequentially("2020");
    await page.getByLabel("Valor venal do veículo").pressSequentially("15000");
    await choose(page, "Estado", "Paraná (PR)");
    await page.getByRole("radio", { name: "Moto" }).click();
    await page.getByLabel("Cilindrada (cc)").pressSequentially("160");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText("Isento");
    await expect(results(page)).toContainText("Motos de até 170 cc são isentas no Paraná em 2026");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      uf: "PR",
      tipo: "motorcycle",
      fabricacao: "2020",
      cc: "160",
    });
    await page.reload();
    await expect(results(page)).toContainText("Motos de até 170 cc são isentas no Paraná em 2026");
    await expect(page.getByLabel("Cilindrada (cc)")).toHaveValue("160");
  });

  test("São Paulo 2026: a flex hybrid of R$ 200.000 is exempt, with the rule named", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByLabel("Ano de fabricação").pressSequentially("2024");
    await page.getByLabel("Valor venal do veículo").pressSequentially("200000");
    await choose(page, "Combustível", "Híbrido flex ou a etanol");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText("Isento");
    await expect(results(page).getByText("Regra aplicada", { exact: true }).locator("..")).toContainText(
      "Híbridos flex ou a etanol de até R$ 250 mil são isentos em SP em 2026 (Lei 18.065/2024)",
    );
    await expect(page).toHaveURL(/[?&]combustivel=hybrid-ethanol(&|$)/);
  });

  test("@both-viewports São Paulo 2026: a 160 cc motorcycle of an individual is exempt, the rule named", async ({
    page,
  }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByRole("radio", { name: "Moto" }).click();
    await page.getByLabel("Ano de fabricação").pressSequentially("2023");
    await page.getByLabel("Valor venal do veículo").pressSequentially("18000");
    await page.getByLabel("Cilindrada (cc)").pressSequentially("160");
    await expect(page.getByLabel("Proprietário")).toHaveValue("individual");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText("Isento");
    await expect(results(page).getByText("Regra aplicada", { exact: true }).locator("..")).toContainText(
      "Motos de até 180 cc de pessoas físicas são isentas em SP a partir de 2026",
    );
    await expect(results(page).getByRole("link", { name: /g1 SP \(24\/12\/2025\)/ })).toBeVisible();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      uf: "SP",
      tipo: "motorcycle",
      fabricacao: "2023",
      cc: "160",
      proprietario: "individual",
    });
  });

  test("@both-viewports Amazonas 2026: a 1.0 car pays 1,5 % (LC 280/2025)", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByLabel("Ano de fabricação").pressSequentially("2022");
    await page.getByLabel("Valor venal do veículo").pressSequentially("60000");
    await choose(page, "Estado", "Amazonas (AM)");
    await page.getByLabel("Cilindrada (cc)").pressSequentially("1000");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("Alíquota", { exact: true }).locator("..")).toContainText("1,5%");
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText(
      "R$ 900,00",
    );
    await expect(results(page).getByText("Regra aplicada", { exact: true }).locator("..")).toContainText(
      "Lei Complementar 280/2025",
    );
  });

  test("@both-viewports Santa Catarina: a motorcycle's result says what the calculation simplifies", async ({
    page,
  }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByLabel("Ano de fabricação").pressSequentially("2022");
    await page.getByLabel("Valor venal do veículo").pressSequentially("15000");
    await choose(page, "Estado", "Santa Catarina (SC)");
    await page.getByRole("radio", { name: "Moto" }).click();
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText(
      "R$ 150,00",
    );
    const caveat = results(page).getByText(/^Atenção: Motos de até 200 cc são isentas em Santa Catarina/);
    await expect(caveat).toBeVisible();
    await expect(caveat).toContainText("o cálculo não pergunta isso e cobra 1%");
    // The data's internal note is not what visitors read.
    await expect(results(page)).not.toContainText("o texto da lei não foi lido");
    // A state without a caveat shows none.
    await choose(page, "Estado", "Rio Grande do Sul (RS)");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("Alíquota", { exact: true }).locator("..")).toContainText("2%");
    await expect(results(page).getByText(/^Atenção:/)).toHaveCount(0);
  });

  test("@both-viewports a 2004 car is immune in any state, EC 137/2025 named and linked", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByLabel("Ano de fabricação").pressSequentially("2004");
    await page.getByLabel("Valor venal do veículo").pressSequentially("15000");
    await choose(page, "Estado", "Minas Gerais (MG)");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText("Imune");
    await expect(results(page).getByText("Regra aplicada", { exact: true }).locator("..")).toContainText(
      "Emenda Constitucional 137/2025",
    );
    await expect(results(page).getByRole("link", { name: /Emenda Constitucional nº 137/ })).toHaveAttribute(
      "href",
      "https://www.planalto.gov.br/ccivil_03/constituicao/emendas/emc/emc137.htm",
    );
  });

  test("from 1 December 2026 (the browser's day) offers IPVA 2027, selected, and 2026", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-12-01T10:00:00Z"));
    await page.goto("/ipva");
    await hydrated(page);
    const year = page.getByLabel("Ano do IPVA");
    await expect(year).toHaveValue("2027");
    await expect(year.locator("option")).toHaveText(["IPVA 2027", "IPVA 2026"]);
    await expect(page).toHaveTitle("Calculadora de IPVA 2027 por Estado | Carro em Conta");
    await page.getByLabel("Ano de fabricação").pressSequentially("2007");
    await page.getByLabel("Valor venal do veículo").pressSequentially("20000");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2027 estimado", { exact: true }).locator("..")).toContainText("Imune");
    await year.selectOption("2026");
    await expect(page).toHaveTitle("Calculadora de IPVA 2026 por Estado | Carro em Conta");
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expect(results(page).getByText("IPVA 2026 estimado", { exact: true }).locator("..")).toContainText(
      "R$ 800,00",
    );
  });

  test("a share URL rendered on 30 November and opened on 2 December shows IPVA 2027", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-12-02T10:00:00Z"));
    await page.goto("/ipva?valor=20000&uf=MG&tipo=carro&fabricacao=2007");
    await hydrated(page);
    await expect(page.getByLabel("Ano do IPVA")).toHaveValue("2027");
    await expect(results(page).getByText("IPVA 2027 estimado", { exact: true }).locator("..")).toContainText("Imune");
  });

  test("before 1 December offers IPVA 2026 alone", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-30T23:00:00Z"));
    await page.goto("/ipva");
    await hydrated(page);
    await expect(page.getByText("Calcule o IPVA 2026 do seu carro ou moto")).toBeVisible();
    await expect(page.getByLabel("Ano do IPVA")).toHaveCount(0);
  });

  test("an empty value gets the spec's error toast", async ({ page }) => {
    await page.goto("/ipva");
    await hydrated(page);
    await page.getByRole("button", { name: "Calcular IPVA" }).click();
    await expectToast(page, "Erro", "Por favor, insira um valor válido para o veículo.");
  });
});

test.describe("fuel", () => {
  test("shows km/l with two decimals and the cost only with a price", async ({ page }) => {
    await page.goto("/combustivel");
    await hydrated(page);
    await page.getByLabel("Distância percorrida (km)").fill("450");
    await page.getByLabel("Litros abastecidos").fill("40");
    await page.getByRole("button", { name: "Calcular Consumo" }).click();
    await expect(results(page)).toContainText("11,25 km/l");
    await expect(results(page)).not.toContainText("Custo total");
    // The distance is echoed as typed, with its two decimals.
    await page.getByLabel("Distância percorrida (km)").fill("450,25");
    await page.getByRole("button", { name: "Calcular Consumo" }).click();
    await expect(results(page).getByText("Distância").locator("..")).toContainText("450,25 km");
    await page.getByLabel("Distância percorrida (km)").fill("450");
    await page.getByLabel("Preço por litro (opcional)").pressSequentially("5,79");
    await page.getByRole("button", { name: "Calcular Consumo" }).click();
    await expect(results(page)).toContainText("R$ 231,60");
  });

  test("missing distance gets the spec's error toast", async ({ page }) => {
    await page.goto("/combustivel");
    await hydrated(page);
    await page.getByLabel("Litros abastecidos").fill("40");
    await page.getByRole("button", { name: "Calcular Consumo" }).click();
    await expectToast(page, "Erro", "Por favor, preencha a distância e os litros com valores válidos.");
  });
});

test.describe("comparator", () => {
  test("recommends by the 70% rule and says up to which price ethanol pays off", async ({ page }) => {
    await page.goto("/comparador");
    await hydrated(page);
    await page.getByLabel("Preço da gasolina (por litro)").fill("5");
    await page.getByLabel("Preço do etanol (por litro)").fill("3,49");
    await page.getByRole("button", { name: "Comparar" }).click();
    await expect(results(page)).toContainText("Etanol");
    await expect(results(page)).toContainText("69,8%");
    await expect(results(page)).toContainText("R$ 3,49");
    await page.getByLabel("Preço do etanol (por litro)").fill("3.51");
    await page.getByRole("button", { name: "Comparar" }).click();
    await expect(results(page).getByText("Gasolina", { exact: true })).toBeVisible();
    await expect(results(page)).toContainText("70,2%");
    // Exactly 70 % is a tie, and the result says so.
    await page.getByLabel("Preço do etanol (por litro)").fill("3.50");
    await page.getByRole("button", { name: "Comparar" }).click();
    await expect(results(page).getByText("Empate: tanto faz", { exact: true })).toBeVisible();
    await expect(results(page)).toContainText("70,0%");
  });

  test("a missing price gets the spec's error toast", async ({ page }) => {
    await page.goto("/comparador");
    await hydrated(page);
    await page.getByLabel("Preço da gasolina (por litro)").fill("5");
    await page.getByRole("button", { name: "Comparar" }).click();
    await expectToast(page, "Erro", "Por favor, preencha os preços da gasolina e do etanol.");
  });
});

test.describe("licensing", () => {
  test("SP: due month by the plate's final digit (only that is asked, never in the URL as a plate), then charges", async ({
    page,
  }) => {
    await page.goto("/licenciamento");
    await hydrated(page);
    // The charges' hint speaks of no one state: the chosen state's fee comes with the consultation.
    await expect(page.getByText("A taxa do seu estado aparece no resultado de Consultar Vencimento.")).toBeVisible();
    await expect(page.getByLabel("Placa", { exact: true })).toHaveCount(0);
    const digit = page.getByLabel("Final da placa");
    await expect(digit).toHaveAttribute("inputmode", "numeric");
    // One character only: a whole plate typed out of habit never reaches the address, and a
    // letter is refused beside the field.
    await expect(digit).toHaveAttribute("maxlength", "1");
    await digit.pressSequentially("abc1d23");
    await expect(digit).toHaveValue("a");
    await page.getByRole("button", { name: "Consultar Vencimento" }).click();
    await expect(page.getByText("O final da placa é um só número, de 0 a 9 (3 em ABC1D23).")).toBeVisible();
    await expect(digit).toHaveAttribute("aria-invalid", "true");
    expect(page.url()).not.toMatch(/placa|abc1/i);
    await digit.fill("3");
    await page.getByRole("button", { name: "Consultar Vencimento" }).click();
    await expect(results(page)).toContainText("Agosto");
    await expect(results(page)).toContainText("Mês de vencimento (final 3, SP)");
    await expect(page).toHaveURL(/[?&]final=3(&|$)/);
    expect(page.url()).not.toMatch(/placa|ABC/i);
    await page.getByRole("radio", { name: "Caminhões" }).click();
    await page.getByRole("button", { name: "Consultar Vencimento" }).click();
    await expect(results(page)).toContainText("Outubro");

    await page.getByLabel("Valor base do licenciamento").fill("160,22");
    // The percents are typed as their placeholders suggest: 20 is 20 %, 1 is 1 %.
    await page.getByLabel("Multa (%)").pressSequentially("20");
    await expect(page.getByLabel("Multa (%)")).toHaveValue("20");
    await page.getByLabel("Juros ao mês (%)").pressSequentially("1");
    await page.getByLabel("Meses de atraso").fill("3");
    await page.getByRole("button", { name: "Calcular Encargos" }).click();
    const card = results(page);
    await expect(card).toContainText("R$ 160,22");
    await expect(card).toContainText("R$ 32,04");
    await expect(card).toContainText("R$ 4,81");
    await expect(card).toContainText("R$ 197,07");

    // An empty months field counts as 0 months late (the spec: a non-number counts as 0).
    await page.getByLabel("Meses de atraso").fill("");
    await page.getByRole("button", { name: "Calcular Encargos" }).click();
    await expect(card.getByText("Total").locator("..")).toContainText("R$ 160,22");

    // 1,5 % a month is 1,5 %; the rows add up to the Total.
    await page.getByLabel("Valor base do licenciamento").fill("100,07");
    await page.getByLabel("Juros ao mês (%)").fill("");
    await page.getByLabel("Juros ao mês (%)").pressSequentially("1,5");
    await page.getByLabel("Meses de atraso").fill("2");
    await page.getByRole("button", { name: "Calcular Encargos" }).click();
    await expect(card.getByText("Juros", { exact: true }).locator("..")).toContainText("R$ 3,00");
    await expect(card.getByText("Multa", { exact: true }).locator("..")).toContainText("R$ 20,01");
    await expect(card.getByText("Total").locator("..")).toContainText("R$ 123,08");
  });

  for (const typed of ["-3", "3,7", "abc"]) {
    test(`months typed as ${typed} are refused with a message, not changed`, async ({ page }) => {
      await page.goto("/licenciamento");
      await hydrated(page);
      await page.getByLabel("Final da placa").pressSequentially("3");
      await page.getByLabel("Valor base do licenciamento").fill("160,22");
      await page.getByLabel("Multa (%)").fill("20");
      const months = page.getByLabel("Meses de atraso");
      await months.pressSequentially(typed);
      await page.getByRole("button", { name: "Calcular Encargos" }).click();
      const message = page.getByText("O número de meses de atraso deve ser um número inteiro, como 3.");
      await expect(message).toBeVisible();
      await expect(months).toHaveAttribute("aria-invalid", "true");
      await expect(months).toHaveAttribute("aria-describedby", "lic-meses-error");
      await expect(months).toBeFocused();
      await expect(results(page)).toContainText("Corrija os campos indicados no formulário para ver o resultado.");
      await months.fill("3");
      await page.getByRole("button", { name: "Calcular Encargos" }).click();
      await expect(message).toHaveCount(0);
      await expect(months).not.toHaveAttribute("aria-invalid", "true");
      await expect(results(page).getByText("Total").locator("..")).toContainText("R$ 192,26");
    });
  }

  test("a state without a dated calendar gets the informational toast and 'Consulte o Detran-MT'", async ({ page }) => {
    await page.goto("/licenciamento");
    await hydrated(page);
    await choose(page, "Estado", "Mato Grosso (MT)");
    await page.getByLabel("Final da placa").pressSequentially("4");
    await page.getByRole("button", { name: "Consultar Vencimento" }).click();
    await expectToast(page, "Calendário Indisponível", "O calendário para MT ainda não foi adicionado.");
    await expect(results(page)).toContainText("Consulte o Detran-MT.");
  });

  test("required fields and base value get their toasts", async ({ page }) => {
    await page.goto("/licenciamento");
    await hydrated(page);
    await page.getByRole("button", { name: "Consultar Vencimento" }).click();
    await expectToast(page, "Campos obrigatórios", "Preencha Estado, Final da placa e Tipo de Veículo para consultar.");
    await page.getByLabel("Final da placa").pressSequentially("3");
    await page.getByRole("button", { name: "Calcular Encargos" }).click();
    await expectToast(
      page,
      "Valor base necessário",
      "Informe o valor base do licenciamento para calcular os encargos.",
    );
  });

  test("an older link with the whole plate goes, permanently, to its final digit; the plate is never echoed", async ({
    page,
    request,
  }) => {
    const old = await request.get("/licenciamento?placa=QWE4R56&uf=SP&tipo=leve", { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    // The same address with the final digit instead of the plate (the parameters' order is the
    // page cache's, server/ssr/query-keys.ts).
    const location = new URL(old.headers().location!, "http://x");
    expect(location.pathname).toBe("/licenciamento");
    expect([...location.searchParams].sort()).toEqual([
      ["final", "6"],
      ["tipo", "leve"],
      ["uf", "SP"],
    ]);
    await page.goto("/licenciamento?placa=QWE4R56&uf=SP&tipo=leve");
    await expect(page).toHaveURL(/\/licenciamento\?(?=.*uf=SP)(?=.*tipo=leve)(?=.*final=6)[^/]*$/);
    expect(page.url()).not.toContain("placa");
    await expect(results(page)).toContainText("Setembro");
    await expect(page.getByLabel("Final da placa")).toHaveValue("6");
    expect(await page.content()).not.toContain("QWE4R56");
    // A plate without a digit leaves nothing to keep: the empty form.
    await page.goto("/licenciamento?placa=ABCDEFG&uf=SP");
    await expect(page).toHaveURL(/\/licenciamento\?uf=SP$/);
    expect(await page.content()).not.toContain("ABCDEFG");
  });
});

test("@mobile-only below 1024 px the view scrolls to the results after calculating", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/comparador");
  await hydrated(page);
  await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceitar" }).click();
  await page.getByLabel("Preço da gasolina (por litro)").fill("5");
  await page.getByLabel("Preço do etanol (por litro)").fill("3");
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole("button", { name: "Comparar" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  await expect(results(page)).toBeInViewport();
});

for (const path of [
  "/financiamento?valor=25000&taxa=1.5&parcelas=12",
  "/financiamento?modo=taxa&financiado=40000&parcelas=48&parcela=1301.42&iof=1",
  "/ipva?valor=50000",
  "/ipva?valor=15000&uf=PR&tipo=moto&cc=160",
  "/ipva?valor=200000&uf=SP&tipo=carro&combustivel=hibrido-etanol",
  "/combustivel?distancia=450&litros=40&preco=5.79",
  "/comparador?gasolina=5&etanol=3.5",
  "/licenciamento?final=3&base=160.22&multa=20&juros=1&meses=3",
]) {
  test(`axe passes with a result shown: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(results(page)).not.toContainText("Preencha os dados ao lado");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
