import { data } from "react-router";
import type { Route } from "./+types/precos-combustiveis";
import {
  FuelPricesHero,
  PriceTable,
  WeekSource,
  breadcrumbJsonLd,
  newestWeek,
} from "../features/fuel-prices/page-parts.tsx";
import { FUEL_PRICES_CARD, FUEL_PRICES_PATH, statePricesPath } from "../domain/fuel-prices/pages.ts";
import { emptyFuelDataText } from "../features/fuel-prices/empty-state.ts";
import { weekLabel, type FuelDataStatus, type StateFuelPrices } from "../lib/public-data.ts";
import { BRAZILIAN_STATES } from "../lib/states.ts";
import { pageShareImageAlt, shareImagePath } from "../lib/share-image.ts";
import { pageMeta } from "../lib/seo.ts";

// /precos-combustiveis: this week's ANP mean price per state and product (rendered on the
// server from server/public-data/; kept 10 minutes by the page cache).

type PageData = { states: StateFuelPrices[]; updatedAt: string | null; status?: FuelDataStatus | null };

export async function loader({ context }: Route.LoaderArgs) {
  // Not prerendered: without the server's services there is nothing to show.
  const service = context.services?.publicData;
  const page: PageData = service ? await service.allFuelPrices() : { states: [], updatedAt: null };
  return data(page, { headers: { "Cache-Control": page.states.length ? "public, max-age=600" : "no-cache" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const TRAIL = [
  { name: "Início", path: "/" },
  { name: "Preços dos combustíveis", path: FUEL_PRICES_PATH },
];

const TITLE = "Preço da gasolina, do etanol e do diesel por estado (média ANP da semana) | Carro em Conta";

export function meta() {
  return [
    ...pageMeta({
      title: TITLE,
      description:
        "O preço médio da gasolina comum, do etanol, do diesel S10 e do GNV em cada estado na semana mais recente da pesquisa da ANP, com o histórico de 12 meses.",
      path: FUEL_PRICES_PATH,
      // Its own card, drawn at build (scripts/share-images.ts: FUEL_PRICES_CARD).
      image: { path: shareImagePath(FUEL_PRICES_PATH), alt: pageShareImageAlt(FUEL_PRICES_CARD.title) },
    }),
    breadcrumbJsonLd(TRAIL),
  ];
}

export default function PrecosCombustiveisPage({ loaderData }: Route.ComponentProps) {
  const { states, updatedAt, status } = loaderData;
  const byUf = new Map(states.map((s) => [s.uf, s]));
  const week = newestWeek(states.flatMap((s) => Object.values(s.prices)));
  return (
    <>
      <FuelPricesHero
        title="Preços dos combustíveis por estado"
        trail={TRAIL}
        lead="A média do preço de venda nos postos em cada estado, pela pesquisa semanal da ANP."
      />
      <section className="mx-auto max-w-6xl px-4 py-10">
        {week ? (
          <>
            <WeekSource week={week} updatedAt={updatedAt} />
            <p className="mt-3 text-gray-800">
              Escolha um estado para ver as médias de cada cidade pesquisada e os postos mais baratos da semana.
            </p>
            <PriceTable
              id="estados"
              title={`Preço médio por estado (${weekLabel(week)})`}
              rowHeader="Estado"
              rows={BRAZILIAN_STATES.map(({ code, name }) => ({
                key: code,
                label: (
                  <a href={statePricesPath(code)} className="text-brand-700 underline underline-offset-2">
                    {name} ({code})
                  </a>
                ),
                prices: byUf.get(code)?.prices ?? {},
              }))}
            />
            <p className="mt-3 text-sm text-gray-700">
              Gasolina, etanol e diesel em reais por litro; GNV por metro cúbico. Estados sem coleta de um produto na
              semana aparecem com “—”.
            </p>
          </>
        ) : (
          <p className="text-gray-800">{emptyFuelDataText(status)}</p>
        )}
        <p className="mt-6 text-gray-800">
          Use esses preços nas calculadoras de{" "}
          <a href="/combustivel" className="text-brand-700 underline">
            consumo de combustível
          </a>{" "}
          e de{" "}
          <a href="/comparador" className="text-brand-700 underline">
            álcool ou gasolina
          </a>
          .
        </p>
      </section>
    </>
  );
}
