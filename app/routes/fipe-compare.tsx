import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/fipe-compare";
import { PageHero } from "../components/layout/page-hero.tsx";
import { COMPARE_PARAM, compareKey, parseCompareList } from "../lib/fipe/compare-list.ts";
import {
  VehicleCompare as Compare,
  type ComparedVehicles,
  type IpvaEstimate,
} from "../features/fipe/vehicle-compare.tsx";
import { fipeVehicleIpva } from "./vehicle-ipva.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Comparar Veículos pela Tabela FIPE | Carro em Conta",
    description:
      "Compare até três carros, motos ou caminhões lado a lado: valor FIPE, variação do preço, combustível e IPVA estimado no seu estado.",
    path: "/fipe/comparar",
  });
}

/** The compared vehicles from the address, rendered with their prices and history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = parseCompareList(new URL(request.url).searchParams.getAll(COMPARE_PARAM));
  const services = context.services;
  if (!services || list.length === 0) return { vehicles: {} as ComparedVehicles };
  const vehicles: ComparedVehicles = {};
  await Promise.all(
    list.map(async (codes) => {
      const found = await services.vehicle(codes);
      // A vehicle that cannot be verified now is left to the page, which asks again.
      if (found.status === "found") {
        vehicles[compareKey(codes)] = { status: "ready", result: found.data.price, history: found.data.history };
      } else if (found.status === "not-found") {
        vehicles[compareKey(codes)] = { status: "error" };
      }
    }),
  );
  return { vehicles };
}

// Adding, removing or moving a vehicle changes the address; the page fetches what is new itself.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** The comparison's IPVA estimate: the IPVA calculator's own rates and logic. */
const ipvaEstimate: IpvaEstimate = (value, state, type, modelYear) => {
  const result = fipeVehicleIpva(type, value, state, modelYear);
  return result && { ipvaValue: result.ipvaValue, rate: result.rate };
};

/** The comparison (the vehicles rendered by the server, or the empty state and its link). */
function VehicleCompare({ rendered }: { rendered: ComparedVehicles }) {
  return <Compare ipvaEstimate={ipvaEstimate} rendered={rendered} />;
}

export default function FipeComparePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Comparar veículos">
        Até três veículos lado a lado pela Tabela FIPE: valor, variação do preço e IPVA estimado.
      </PageHero>
      <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
        <VehicleCompare rendered={loaderData?.vehicles ?? {}} />
      </section>
    </>
  );
}
