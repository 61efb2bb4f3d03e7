import { useLoaderData } from "react-router";
import type { loader } from "../components/public-data/state-fuel-route.ts";
import { PageHero } from "../components/layout/page-hero.tsx";
import { FuelCalculator } from "../features/fuel/fuel-calculator.tsx";
import { FuelPricesLink } from "../features/fuel-prices/prices-link.tsx";
import { pageMeta } from "../lib/seo.ts";

export { headers, loader } from "../components/public-data/state-fuel-route.ts";

export { keepLoaderData as shouldRevalidate } from "../lib/query-params.ts";

export function meta() {
  return pageMeta({
    title: "Calculadora de Consumo de Combustível (km/l) | Carro em Conta",
    description:
      "Descubra o consumo médio do seu veículo em km/l e quanto você gastou no trajeto. Calculadora de combustível grátis e fácil de usar.",
    path: "/combustivel",
  });
}

export default function CombustivelPage() {
  const publicData = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Calculadora de Consumo de Combustível">
        Descubra quantos quilômetros por litro o seu veículo faz e quanto custou o trajeto.
      </PageHero>
      <FuelCalculator publicData={publicData} />
      <FuelPricesLink />
    </>
  );
}
