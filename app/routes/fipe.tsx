import { PageHero } from "../components/layout/page-hero.tsx";
import { FipeLookup } from "../features/fipe/fipe-lookup.tsx";
import { FipeOfflineNotice } from "../features/fipe/fipe-offline-notice.tsx";
import { FIPE_STRINGS } from "../features/fipe/strings.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
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
