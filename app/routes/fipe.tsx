import type { Route } from "./+types/fipe";
import { PageHero } from "../components/layout/page-hero.tsx";
import { FipeLookup } from "../features/fipe/fipe-lookup.tsx";
import { FipeOfflineNotice } from "../features/fipe/fipe-offline-notice.tsx";
import { FIPE_STRINGS } from "../features/fipe/strings.ts";
import { readEmbeddedVehicleHead, vehicleMeta } from "../features/fipe/vehicle-meta.ts";
import { vehicleFromParams } from "../features/fipe/vehicle-path.ts";
import { SITE_URL } from "../lib/public-env.ts";
import { pageMeta } from "../lib/seo.ts";

// /fipe and each vehicle's own page /fipe/{tipo}/{marca}/{modelo}/{ano} (the optional segments):
// the server writes the vehicle's head into the prerendered page; meta() rebuilds the same tags
// from the data it embedded, so hydration finds what the server sent.
export function meta({ params }: Route.MetaArgs) {
  const codes = vehicleFromParams(params);
  const head = codes ? readEmbeddedVehicleHead(codes) : null;
  if (head) return vehicleMeta(head, SITE_URL);
  return pageMeta({
    title: "Consulta Tabela FIPE Grátis (Carros, Motos e Caminhões) | Carro em Conta",
    description:
      "Consulte grátis a Tabela FIPE de carros, motos e caminhões: o preço médio de referência para negociar a compra ou a venda do seu veículo.",
    path: "/fipe",
  });
}

export default function FipePage() {
  return (
    <>
      <PageHero title={FIPE_STRINGS.heading}>{FIPE_STRINGS.intro}</PageHero>
      <FipeOfflineNotice />
      <FipeLookup />
    </>
  );
}
