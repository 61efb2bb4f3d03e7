import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/fipe-compare";
import { PageHero } from "../components/layout/page-hero.tsx";
import { COMPARE_PARAM, compareKey, parseCompareList } from "../lib/fipe/compare-list.ts";
import {
  VehicleCompare as Compare,
  type ComparedVehicles,
  type IpvaEstimate,
} from "../features/fipe/vehicle-compare.tsx";
import { useEffect, useRef, useState } from "react";
import { parseMoney } from "../lib/masks.ts";
import { ipvaLinesByState, type IpvaLine, type ipvaLine } from "./vehicle-ipva.ts";
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
  if (!services || list.length === 0) return { vehicles: {} as ComparedVehicles, ipva: {} as IpvaLines };
  const vehicles: ComparedVehicles = {};
  const ipva: IpvaLines = {};
  await Promise.all(
    list.map(async (codes) => {
      const found = await services.vehicle(codes);
      // A vehicle that cannot be verified now is left to the page, which asks again.
      if (found.status === "found") {
        const { price } = found.data;
        vehicles[compareKey(codes)] = { status: "ready", result: price, history: found.data.history };
        ipva[compareKey(codes)] = ipvaLinesByState(codes.type, parseMoney(price.Valor), price.AnoModelo);
      } else if (found.status === "not-found") {
        vehicles[compareKey(codes)] = { status: "error" };
      }
    }),
  );
  return { vehicles, ipva };
}

// Adding, removing or moving a vehicle changes the address; the page fetches what is new itself.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** Each compared vehicle's IPVA estimate in every state, computed by the loader. */
type IpvaLines = Record<string, Record<string, IpvaLine | null>>;

/**
 * The comparison, with the IPVA calculator's own estimate: for the vehicles the server rendered,
 * computed by the loader (the tax data stays out of the page's scripts); for a vehicle the page
 * had to fetch itself, by the same code loaded when needed.
 */
function VehicleCompare({ rendered, ipva }: { rendered: ComparedVehicles; ipva: IpvaLines }) {
  const [inBrowser, setInBrowser] = useState<typeof ipvaLine | null>(null);
  const needsBrowser = useRef(false);
  useEffect(() => {
    if (!needsBrowser.current || inBrowser) return;
    void import("./vehicle-ipva.ts").then((m) => setInBrowser(() => m.ipvaLine));
  });
  const estimate: IpvaEstimate = (codes, result, state) => {
    const served = ipva[compareKey(codes)];
    if (served) return served[state] ?? null;
    needsBrowser.current = true;
    return inBrowser ? inBrowser(codes.type, parseMoney(result.Valor), state, result.AnoModelo) : undefined;
  };
  return <Compare ipvaEstimate={estimate} rendered={rendered} />;
}

export default function FipeComparePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Comparar veículos">
        Até três veículos lado a lado pela Tabela FIPE: valor, variação do preço e IPVA estimado.
      </PageHero>
      <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
        <VehicleCompare rendered={loaderData?.vehicles ?? {}} ipva={loaderData?.ipva ?? {}} />
      </section>
    </>
  );
}
