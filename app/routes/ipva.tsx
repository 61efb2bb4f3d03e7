import { PageHero } from "../components/layout/page-hero.tsx";
import { IpvaCalculator } from "../features/ipva/ipva-calculator.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Calculadora de IPVA 2025 por Estado | Carro em Conta",
    description:
      "Calcule o IPVA do seu carro ou moto com a alíquota de cada estado brasileiro. Simulação grátis e instantânea, com link para a consulta oficial de SP.",
    path: "/ipva",
  });
}

export default function IpvaPage() {
  return (
    <>
      <PageHero title="Calculadora de IPVA">
        Calcule o imposto anual do seu carro ou moto com a alíquota do seu estado.
      </PageHero>
      <IpvaCalculator />
    </>
  );
}
