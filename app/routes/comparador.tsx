import { useLoaderData } from "react-router";
import type { loader } from "../components/public-data/state-fuel-route.ts";
import { PageHero } from "../components/layout/page-hero.tsx";
import { ComparatorCalculator } from "../features/comparator/comparator-calculator.tsx";
import { FuelPricesLink } from "../features/fuel-prices/prices-link.tsx";
import { pageMeta } from "../lib/seo.ts";

export { headers, loader } from "../components/public-data/state-fuel-route.ts";

export { keepLoaderData as shouldRevalidate } from "../lib/query-params.ts";

export function meta() {
  return pageMeta({
    title: "Álcool ou Gasolina: Calculadora da Regra dos 70% | Carro em Conta",
    description:
      "Compare o preço do etanol e da gasolina e descubra qual compensa abastecer pela regra dos 70%. Veja também até que preço o etanol vale a pena.",
    path: "/comparador",
  });
}

export default function ComparadorPage() {
  const publicData = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Álcool ou Gasolina?">
        Compare os preços no posto e descubra qual combustível compensa mais pela regra dos 70%.
      </PageHero>
      <ComparatorCalculator publicData={publicData} />
      <FuelPricesLink />
    </>
  );
}
