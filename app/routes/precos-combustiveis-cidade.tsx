import { data, redirect } from "react-router";
import type { Route } from "./+types/precos-combustiveis-cidade";
import {
  FuelHistoryChart,
  FuelPricesHero,
  WeekSource,
  breadcrumbJsonLd,
  dateBR,
  priceCell,
} from "../features/fuel-prices/page-parts.tsx";
import {
  CITY_FUELS,
  CheapestStations,
  CityHistoryTable,
  cityPageDescription,
} from "../features/fuel-prices/city-parts.tsx";
import {
  FUEL_PRICES_PATH,
  cardAlt,
  cityCardText,
  cityImagePath,
  cityPricesPath,
  statePricesPath,
} from "../domain/fuel-prices/pages.ts";
import { formatNumber, pluralWord } from "../lib/format.ts";
import { FUEL_LABELS, weekLabel, type FuelCityPage } from "../lib/public-data.ts";
import { isStateCode, stateName } from "../lib/states.ts";
import { pageMeta } from "../lib/seo.ts";

// /precos-combustiveis/{uf}/{cidade}: a surveyed municipality's ANP means in its newest week,
// its cheapest surveyed stations of that week, every week held and its state's mean beside
// (rendered on the server from server/public-data/; 404 for a municipality the state does not
// hold; another spelling of its name or the state's code in capitals is sent to its address).

export async function loader({ params, context }: Route.LoaderArgs) {
  const rawUf = params.uf ?? "";
  const uf = rawUf.toUpperCase();
  if (!isStateCode(uf)) throw data(null, { status: 404 });
  const service = context.services?.publicData;
  const page: FuelCityPage | null = service ? await service.fuelCity(uf, params.cidade ?? "") : null;
  if (!page) throw data(null, { status: 404 });
  if (rawUf !== uf.toLowerCase() || params.cidade !== page.city.slug) {
    throw redirect(cityPricesPath(uf, page.city.slug), 301);
  }
  return data(page, { headers: { "Cache-Control": "public, max-age=600" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const trail = (page: FuelCityPage) => [
  { name: "Início", path: "/" },
  { name: "Preços dos combustíveis", path: FUEL_PRICES_PATH },
  { name: stateName(page.uf) ?? page.uf, path: statePricesPath(page.uf) },
  { name: page.city.name, path: cityPricesPath(page.uf, page.city.slug) },
];

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Página não encontrada | Carro em Conta" }];
  const card = cityCardText(page.city.name, page.uf, page.prices);
  return [
    ...pageMeta({
      title: `Preço da gasolina em ${page.city.name} (${page.uf}) hoje: média ANP e postos mais baratos | Carro em Conta`,
      description: cityPageDescription(page),
      path: cityPricesPath(page.uf, page.city.slug),
      // Its own card, drawn by the server with this week's means (server/public-data/image-routes.ts).
      image: { path: cityImagePath(page.uf, page.city.slug), alt: cardAlt(card) },
    }),
    breadcrumbJsonLd(trail(page)),
  ];
}

export default function PrecosCombustiveisCidadePage({ loaderData: page }: Route.ComponentProps) {
  const { uf, city, prices, state, stationsWeek, history, updatedAt } = page;
  const stateLabel = stateName(uf) ?? uf;
  const week = stationsWeek ?? undefined;
  const fuels = CITY_FUELS.filter((key) => prices[key]);
  return (
    <>
      <FuelPricesHero
        title={`Preço dos combustíveis em ${city.name} (${uf})`}
        trail={trail(page)}
        lead={`A média do preço de venda nos postos de ${city.name} pesquisados pela ANP, os mais baratos da semana e o histórico.`}
      />
      <section className="mx-auto max-w-6xl px-4 py-10">
        {week ? <WeekSource week={week} updatedAt={updatedAt} /> : null}
        <h2 className="mt-8 text-xl font-bold text-gray-900">Preço médio em {city.name}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fuels.map((key) => {
            const p = prices[key]!;
            const statePrice = state?.prices[key];
            return (
              <li key={key} className="rounded-xl border border-gray-200 p-4">
                <p className="text-sm font-semibold text-gray-700">{FUEL_LABELS[key]}</p>
                <p className="mt-1 text-2xl font-extrabold text-gray-900 tabular-nums">{priceCell(key, p.price)}</p>
                <p className="mt-1 text-xs text-gray-600">
                  {`${weekLabel(p)}, ${formatNumber(p.stations, 0)} ${pluralWord(p.stations, "preço coletado", "preços coletados")}`}
                </p>
                {statePrice ? (
                  <p className="mt-2 text-sm text-gray-700">
                    Média de {stateLabel}: <span className="tabular-nums">{priceCell(key, statePrice.price)}</span>
                  </p>
                ) : null}
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
        {week ? <CheapestStations stations={page.stations} week={week} cityName={city.name} /> : null}
        <h2 className="mt-10 text-xl font-bold text-gray-900">Semana a semana em {city.name}</h2>
        {history.length ? <FuelHistoryChart place={city.name} history={history} /> : null}
        <CityHistoryTable history={history} />
        <p className="mt-8">
          <a href={statePricesPath(uf)} className="text-brand-700 underline">
            Ver as outras cidades de {stateLabel}
          </a>
          {week ? (
            <span className="text-gray-700">{` · Semana mais recente: ${dateBR(week.weekStart)} a ${dateBR(week.weekEnd)}`}</span>
          ) : null}
        </p>
      </section>
    </>
  );
}
