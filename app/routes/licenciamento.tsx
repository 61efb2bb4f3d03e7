import { redirect } from "react-router";
import type { Route } from "./+types/licenciamento";
import { PageHero } from "../components/layout/page-hero.tsx";
import { StateLinks } from "../components/layout/state-links.tsx";
import { LicensingCalculator } from "../features/licensing/licensing-calculator.tsx";
import { licensingPageData } from "../domain/licensing/licensing-data.ts";
import { withoutLegacyPlate } from "../features/licensing/plate-digit.ts";
import { brasiliaToday } from "../lib/brasilia-date.ts";
import { pageMeta } from "../lib/seo.ts";

/** A share URL is rendered on the server the same way for everyone: kept for a while. */
export function headers() {
  return { "Cache-Control": "public, max-age=600" };
}

/**
 * The year's licensing data of every state comes with the page (not in its scripts). An older
 * share URL carried the whole plate (`?placa=ABC1D23`): it is sent, permanently, to the same
 * address with only the final digit, so the page never shows or links the plate.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = withoutLegacyPlate(url.search);
  if (search !== null) throw redirect(`${url.pathname}${search}`, 301);
  return licensingPageData(brasiliaToday());
}

export { keepLoaderData as shouldRevalidate } from "../lib/query-params.ts";

export function meta() {
  return pageMeta({
    title: "Simulador de Licenciamento: Vencimento e Encargos | Carro em Conta",
    description:
      "Consulte o prazo e a taxa do licenciamento do seu estado pelo final da placa e calcule multa e juros por atraso, com a fonte de cada dado.",
    path: "/licenciamento",
  });
}

export default function LicenciamentoPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Simulador de Licenciamento">
        Consulte o mês de vencimento pelo final da placa e calcule os encargos por atraso.
      </PageHero>
      <LicensingCalculator data={loaderData.data} year={loaderData.year} />
      <StateLinks basePath="/licenciamento" id="estados" title="Licenciamento por estado: taxa, calendário e prazos" />
    </>
  );
}
