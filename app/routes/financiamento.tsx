import { PageHero } from "../components/layout/page-hero.tsx";
import { FinancingCalculator } from "../features/financing/financing-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

export function meta() {
  return pageMeta({
    title: "Simulador de Financiamento de Veículos (Tabela Price) | Carro em Conta",
    description:
      "Simule grátis o financiamento do seu carro: valor da parcela, juros, custo total e tabela de amortização pela Tabela Price, com comparação pelo SAC.",
    path: "/financiamento",
  });
}

export default function FinanciamentoPage() {
  return (
    <>
      <PageHero title="Simulador de Financiamento de Veículos">
        Descubra o valor da parcela, o total de juros e o custo total do financiamento do seu veículo.
      </PageHero>
      <FinancingCalculator />
    </>
  );
}
