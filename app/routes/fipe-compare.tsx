import { PageHero } from "../components/layout/page-hero.tsx";
import { VehicleCompare, type IpvaEstimate } from "../features/fipe/vehicle-compare.tsx";
import { calculateIpva } from "../features/ipva/calc.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Comparar Veículos pela Tabela FIPE | Carro em Conta",
    description:
      "Compare até três carros, motos ou caminhões lado a lado: valor FIPE, variação em 12 meses, combustível e IPVA estimado no seu estado.",
    path: "/fipe/comparar",
  });
}

/** The IPVA calculator's own rates and logic, for the comparison's estimate. */
const ipvaEstimate: IpvaEstimate = (value, state, type) => {
  const result = calculateIpva({ vehicleValue: value, state, vehicleType: type === "motos" ? "motorcycle" : "car" });
  return result && { ipvaValue: result.ipvaValue, rate: result.rate };
};

export default function FipeComparePage() {
  return (
    <>
      <PageHero title="Comparar veículos">
        Até três veículos lado a lado pela Tabela FIPE: valor, variação em 12 meses e IPVA estimado.
      </PageHero>
      <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
        <VehicleCompare ipvaEstimate={ipvaEstimate} />
      </section>
    </>
  );
}
