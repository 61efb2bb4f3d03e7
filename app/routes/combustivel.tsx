import { useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { loader } from "../components/public-data/state-fuel-route.ts";
import { PageHero } from "../components/layout/page-hero.tsx";
import { FuelCalculator } from "../features/fuel/fuel-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

export { headers, loader } from "../components/public-data/state-fuel-route.ts";

// The calculator writes its inputs into the address as it computes (a share URL): that is not a
// new page, and the state's prices it needs afterwards come from the JSON endpoint. No loader
// call then, so the calculator also works offline from the service worker's copy.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

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
    </>
  );
}
