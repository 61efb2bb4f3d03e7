import { PageHero } from "../components/layout/page-hero.tsx";
import { ComparatorCalculator } from "../features/comparator/comparator-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

export function meta() {
  return pageMeta({
    title: "Álcool ou Gasolina: Calculadora da Regra dos 70% | Carro em Conta",
    description:
      "Compare o preço do etanol e da gasolina e descubra qual compensa abastecer pela regra dos 70%. Veja também até que preço o etanol vale a pena.",
    path: "/comparador",
  });
}

export default function ComparadorPage() {
  return (
    <>
      <PageHero title="Álcool ou Gasolina?">
        Compare os preços no posto e descubra qual combustível compensa mais pela regra dos 70%.
      </PageHero>
      <ComparatorCalculator />
    </>
  );
}
