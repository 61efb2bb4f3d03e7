import { useLoaderData } from "react-router";
import type { Route } from "./+types/financiamento";
import { PageHero } from "../components/layout/page-hero.tsx";
import { FinancingCalculator } from "../features/financing/financing-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

/** The Banco Central's newest vehicle loan rate, in the server's HTML (the page is rendered on
 * request, kept 10 minutes); at build time, and while none is held, nothing. */
export async function loader({ context }: Route.LoaderArgs) {
  return { marketRate: (await context.services?.publicData?.loanRate()) ?? null };
}

export { keepLoaderData as shouldRevalidate } from "../lib/query-params.ts";

export function meta() {
  return pageMeta({
    title: "Simulador de Financiamento de Veículos (Tabela Price) | Carro em Conta",
    description:
      "Simule grátis o financiamento do seu carro: valor da parcela, juros, custo total e tabela de amortização pela Tabela Price, com comparação pelo SAC.",
    path: "/financiamento",
  });
}

export default function FinanciamentoPage() {
  const { marketRate } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Simulador de Financiamento de Veículos">
        Descubra o valor da parcela, o total de juros e o custo total do financiamento do seu veículo.
      </PageHero>
      <FinancingCalculator marketRate={marketRate} />
    </>
  );
}
