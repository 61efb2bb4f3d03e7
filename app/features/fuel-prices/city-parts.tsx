// The pieces of a municipality's fuel price page: the cheapest surveyed stations of its newest
// week per product (with the plain note that they are the ANP's sample), its weekly history as
// a table, and the page's description.
import { formatBRL } from "../../lib/format.ts";
import {
  FUEL_LABELS,
  weekLabel,
  type FuelCityPage,
  type FuelHistoryPoint,
  type FuelKey,
  type FuelStation,
} from "../../lib/public-data.ts";
import { dateBR, priceCell } from "./page-parts.tsx";

/** Every product the survey has, in the order a driver looks for them. */
export const CITY_FUELS: FuelKey[] = ["gasolina", "gasolina_aditivada", "etanol", "diesel_s10", "diesel", "gnv"];

/** "Preço da gasolina em Campinas hoje: média de R$ 6,26, semana de 15/11 a 21/11/2026. …" */
export function cityPageDescription(page: Pick<FuelCityPage, "city" | "prices">): string {
  const name = page.city.name;
  const gasolina = page.prices.gasolina;
  const rest = `Etanol, diesel e GNV, os postos mais baratos da pesquisa da ANP e o histórico semana a semana.`;
  if (gasolina) {
    return `Preço da gasolina em ${name} hoje: média de ${formatBRL(gasolina.price)}, ${weekLabel(gasolina)}. ${rest}`;
  }
  const [key] = CITY_FUELS.filter((k) => page.prices[k]);
  const first = key ? page.prices[key] : undefined;
  return key && first
    ? `Preço do ${FUEL_LABELS[key].toLowerCase()} em ${name} hoje: média de ${priceCell(key, first.price)}, ${weekLabel(first)}. ${rest}`
    : `Preços dos combustíveis em ${name} pela pesquisa semanal da ANP.`;
}

const address = (s: FuelStation) => [s.street, s.number].filter(Boolean).join(", ");

/** The cheapest surveyed stations of the week, per product, cheapest first. */
export function CheapestStations({
  stations,
  week,
  cityName,
}: {
  stations: FuelCityPage["stations"];
  week: { weekStart: string; weekEnd: string };
  cityName: string;
}) {
  const fuels = CITY_FUELS.filter((key) => stations[key]?.length);
  if (!fuels.length) return null;
  return (
    <>
      <h2 className="mt-10 text-xl font-bold text-gray-900">Os postos mais baratos da pesquisa em {cityName}</h2>
      <p className="mt-2 max-w-3xl rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
        São os postos que a ANP pesquisou na {weekLabel(week)}, não todos os postos da cidade, e cada preço é o do dia
        da coleta: os preços mudam, confira na bomba.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {fuels.map((key) => (
          <section key={key} aria-labelledby={`postos-${key}`}>
            <h3 id={`postos-${key}`} className="text-base font-bold text-gray-900">
              {FUEL_LABELS[key]}
            </h3>
            <ol className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
              {stations[key]!.map((s, i) => (
                <li key={`${s.name}-${i}`} className="flex items-start justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-gray-900">{s.name}</p>
                    <p className="text-sm break-words text-gray-700">
                      {[address(s), s.district].filter(Boolean).join(" · ")}
                    </p>
                    <p className="text-xs text-gray-600">
                      {`Bandeira ${s.brand || "não informada"} · coletado em ${dateBR(s.day)}`}
                    </p>
                  </div>
                  <p className="shrink-0 text-lg font-bold text-gray-900 tabular-nums">{priceCell(key, s.price)}</p>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}

/** Every week held, newest first: one row per week, one column per product. */
export function CityHistoryTable({ history }: { history: readonly FuelHistoryPoint[] }) {
  const fuels = CITY_FUELS.filter((key) => history.some((p) => p.product === key));
  const weeks = [...new Set(history.map((p) => p.weekStart))].sort().reverse();
  if (!weeks.length) return null;
  const at = new Map(history.map((p) => [`${p.weekStart}|${p.product}`, p]));
  return (
    <>
      <p id="historico-titulo" className="mt-6 text-base font-bold text-gray-900">
        Média de cada semana (domingo a sábado)
      </p>
      <div
        className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-labelledby="historico-titulo"
        tabIndex={0}
      >
        <table className="w-full text-left text-sm" aria-labelledby="historico-titulo">
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="sticky left-0 bg-gray-50 px-4 py-3 font-semibold">
                Semana
              </th>
              {fuels.map((key) => (
                <th key={key} scope="col" className="px-4 py-3 text-right font-semibold">
                  {FUEL_LABELS[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const any = fuels.map((key) => at.get(`${week}|${key}`)).find(Boolean)!;
              return (
                <tr key={week} className="border-t border-gray-100">
                  <th scope="row" className="sticky left-0 bg-white px-4 py-2 font-medium whitespace-nowrap">
                    {`${dateBR(week)} a ${dateBR(any.weekEnd)}`}
                  </th>
                  {fuels.map((key) => (
                    <td key={key} className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                      {priceCell(key, at.get(`${week}|${key}`)?.price)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
