import { useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/comparador";
import { stateParam, type StateFuelLoaderData } from "../components/public-data/state-fuel-prices.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { ComparatorCalculator } from "../features/comparator/comparator-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

/** With `?uf=`, the state's ANP mean prices, so both prices and the week's verdict are in the server's HTML. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<StateFuelLoaderData | null> {
  const uf = stateParam(new URL(request.url).searchParams);
  const service = context.services?.publicData;
  if (!uf || !service) return null;
  return { uf, prices: (await service.fuelPrices(uf))?.prices ?? null };
}

// The calculator writes its inputs into the address as it computes (a share URL): that is not a
// new page, and the state's prices it needs afterwards come from the JSON endpoint. No loader
// call then, so the calculator also works offline from the service worker's copy.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

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
    </>
  );
}
