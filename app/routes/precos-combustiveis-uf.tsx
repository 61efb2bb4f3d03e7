import { data, redirect } from "react-router";
import type { Route } from "./+types/precos-combustiveis-uf";
import {
  FuelHistoryChart,
  FuelPricesHero,
  PAGE_FUELS,
  PriceTable,
  WeekSource,
  breadcrumbJsonLd,
  newestWeek,
  priceCell,
} from "../features/fuel-prices/page-parts.tsx";
import { emptyFuelDataText } from "../features/fuel-prices/empty-state.ts";
import {
  FUEL_PRICES_PATH,
  cityPricesPath,
  stateCardAlt,
  stateImagePath,
  statePricesPath,
} from "../domain/fuel-prices/pages.ts";
import { formatNumber } from "../lib/format.ts";
import { FUEL_LABELS, weekLabel, type FuelStatePage } from "../lib/public-data.ts";
import { isStateCode, stateName } from "../lib/states.ts";
import { pageMeta } from "../lib/seo.ts";

// /precos-combustiveis/{uf}: a state's ANP means this week, its municipalities and 12 months
// of weeks (rendered on the server from server/public-data/; 404 for anything but a state).

export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = params.uf ?? "";
  const uf = raw.toUpperCase();
  if (!isStateCode(uf)) throw data(null, { status: 404 });
  if (raw !== uf.toLowerCase()) throw redirect(statePricesPath(uf), 301);
  const service = context.services?.publicData;
  const page: FuelStatePage = service
    ? await service.fuelState(uf)
    : { uf, prices: null, history: [], cities: null, updatedAt: null, status: null };
  return data(page, { headers: { "Cache-Control": page.prices ? "public, max-age=600" : "no-cache" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const trail = (uf: string) => [
  { name: "Início", path: "/" },
  { name: "Preços dos combustíveis", path: FUEL_PRICES_PATH },
  { name: stateName(uf) ?? uf, path: statePricesPath(uf) },
];

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Página não encontrada | Carro em Conta" }];
  const name = stateName(page.uf) ?? page.uf;
  return [
    ...pageMeta({
      title: `Preço da gasolina e do etanol em ${name} (${page.uf}) hoje: média ANP | Carro em Conta`,
      description: `O preço médio da gasolina comum, do etanol, do diesel S10 e do GNV em ${name} na semana mais recente da pesquisa da ANP, em cada cidade pesquisada, com o histórico de 12 meses.`,
      path: statePricesPath(page.uf),
      // Its own card, drawn by the server with this week's means (server/public-data/image-routes.ts).
      image: { path: stateImagePath(page.uf), alt: stateCardAlt(page.uf, page.prices) },
    }),
    breadcrumbJsonLd(trail(page.uf)),
  ];
}

export default function PrecosCombustiveisUfPage({ loaderData: page }: Route.ComponentProps) {
  const { uf, prices, history, cities, updatedAt } = page;
  const name = stateName(uf) ?? uf;
  const week = newestWeek(prices ? Object.values(prices.prices) : []);
  return (
    <>
      <FuelPricesHero
        title={`Preços dos combustíveis em ${name}`}
        trail={trail(uf)}
        lead={`A média do preço de venda nos postos de ${name}, pela pesquisa semanal da ANP.`}
      />
      <section className="mx-auto max-w-6xl px-4 py-10">
        {prices && week ? (
          <>
            <WeekSource week={week} updatedAt={updatedAt} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {PAGE_FUELS.map((key) => {
                const p = prices.prices[key];
                return (
                  <li key={key} className="rounded-xl border border-gray-200 p-4">
                    <p className="text-sm font-semibold text-gray-700">{FUEL_LABELS[key]}</p>
                    <p className="mt-1 text-2xl font-extrabold text-gray-900 tabular-nums">
                      {priceCell(key, p?.price)}
                    </p>
                    <p className="mt-1 text-xs text-gray-600">
                      {p ? `${weekLabel(p)}, ${formatNumber(p.stations, 0)} preços coletados` : "sem coleta recente"}
                    </p>
                  </li>
                );
              })}
            </ul>
            <p className="mt-4 text-gray-800">
              <a href={`/combustivel?uf=${uf}`} className="text-brand-700 underline">
                Calcular o consumo com o preço de {uf}
              </a>{" "}
              ·{" "}
              <a href={`/comparador?uf=${uf}`} className="text-brand-700 underline">
                Álcool ou gasolina em {uf}?
              </a>
            </p>
            <h2 className="mt-10 text-xl font-bold text-gray-900">Os últimos 12 meses</h2>
            {history.length ? <FuelHistoryChart place={uf} history={history} /> : null}
            {cities?.cities.length ? (
              <>
                <h2 className="mt-10 text-xl font-bold text-gray-900">Por município</h2>
                <PriceTable
                  id="municipios"
                  title={`Preço médio por município pesquisado (${weekLabel(week)})`}
                  rowHeader="Município"
                  rows={cities.cities.map((city) => ({
                    key: city.slug,
                    label: (
                      <a href={cityPricesPath(uf, city.slug)} className="text-brand-700 underline underline-offset-2">
                        {city.name}
                      </a>
                    ),
                    prices: city.prices,
                  }))}
                />
              </>
            ) : null}
          </>
        ) : (
          <p className="text-gray-800">{emptyFuelDataText(page.status, `de ${name}`)}</p>
        )}
        <p className="mt-8">
          <a href={FUEL_PRICES_PATH} className="text-brand-700 underline">
            Ver todos os estados
          </a>
        </p>
      </section>
    </>
  );
}
