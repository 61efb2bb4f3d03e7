import { data } from "react-router";
import type { Route } from "./+types/fipe-modelo";
import { catalogPageAnswer } from "../features/fipe-catalog/page-answer.ts";
import { PageHero } from "../components/layout/page-hero.tsx";
import { CatalogTable, LinkRowHeader } from "../components/ui/catalog-table.tsx";
import { CatalogBreadcrumb } from "../features/fipe-catalog/catalog-breadcrumb.tsx";
import {
  ageCost,
  breadcrumbJsonLd,
  catalogCrumbs,
  centsBRL,
  countOf,
  modelTitle,
  priceRange,
  type ModelPageData,
  type PriceChange,
} from "../lib/fipe/catalog-pages.ts";
import { ModelYearChart } from "../features/fipe-catalog/model-year-chart.tsx";
import { parseCatalogPath } from "../lib/fipe/vehicle-path.ts";
import { formatPercent } from "../lib/format.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";

// /fipe/{tipo}/{marca}/{modelo}: every model year of a model the catalog prices in the newest
// month, with its price and its change over 12 months (only when the catalog holds the price of
// exactly 12 months before), each linking to the vehicle's page, and a chart of price by model
// year. Rendered on the server; 404 for a model the catalog does not hold; other spellings of
// the address answer 301 to the canonical one.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const codes = parseCatalogPath({ tipo: params.tipo, marca: params.marca, modelo: params.modelo });
  if (!codes?.model) throw data(null, { status: 404 });
  if (!context.services) return null;
  return catalogPageAnswer(await context.services.fipeCatalog.model(codes.type, codes.brand, codes.model), request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function crumbs(page: ModelPageData) {
  return catalogCrumbs(
    page.tipo,
    page.typePath,
    { name: page.marca.nome, path: page.marca.path },
    { name: page.modelo.nome, path: page.path },
  );
}

function range(page: ModelPageData): string {
  const cents = page.years.map((y) => y.cents);
  return priceRange(Math.min(...cents), Math.max(...cents));
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Tabela FIPE por modelo | Carro em Conta" }];
  const name = modelTitle(page);
  return [
    ...pageMeta({
      title: `${name}: Tabela FIPE por ano-modelo | Carro em Conta`,
      description: `Valor FIPE do ${name} em ${page.month.label}, ano a ano: ${countOf(page.years.length, "ano-modelo", "anos-modelo")}, ${range(page)}, com a variação em 12 meses de cada um.`,
      path: page.path,
      image: { path: page.imagePath, alt: `${name}: Tabela FIPE de ${page.month.label}` },
    }),
    { "script:ld+json": breadcrumbJsonLd(crumbs(page), absoluteUrl) },
  ];
}

function Change({ change }: { change: PriceChange | null }) {
  if (!change) {
    return (
      <span className="text-gray-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">sem 12 meses de histórico</span>
      </span>
    );
  }
  const sign = change.cents > 0 ? "+" : change.cents < 0 ? "−" : "";
  const tone = change.cents > 0 ? "text-accent-700" : change.cents < 0 ? "text-red-700" : "text-gray-700";
  return (
    <span className={tone}>
      <span className="font-semibold">
        {sign}
        {formatPercent(Math.abs(change.ratio))}
      </span>{" "}
      <span className="block text-xs sm:inline">
        ({sign}
        {centsBRL(Math.abs(change.cents))})
      </span>
    </span>
  );
}

export default function FipeModelPage({ loaderData: page }: Route.ComponentProps) {
  if (!page) return null;
  const cost = ageCost(page.years);
  return (
    <>
      <PageHero title={modelTitle(page)} eyebrow="Tabela FIPE" breadcrumb={<CatalogBreadcrumb crumbs={crumbs(page)} />}>
        O valor de cada ano-modelo na Tabela FIPE de {page.month.label} ({range(page)}) e a variação de cada um em 12
        meses.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:py-10">
        <section aria-labelledby="anos-modelo">
          <h2 id="anos-modelo" className="text-2xl font-bold text-gray-900">
            Valor por ano-modelo
          </h2>
          <CatalogTable
            className="mt-4"
            caption={
              <>
                Valor FIPE de cada ano-modelo do {modelTitle(page)} em {page.month.label} e a variação em 12 meses
              </>
            }
            columns={[
              { label: "Ano-modelo" },
              { label: "Valor FIPE", right: true },
              { label: "Em 12 meses", right: true },
            ]}
            narrow
          >
            {page.years.map((y) => (
              <tr key={y.codigo}>
                <LinkRowHeader href={y.path} className="px-3 py-3 font-semibold sm:px-4">
                  {y.nome}
                </LinkRowHeader>
                <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-gray-900 sm:px-4">
                  {y.valor}
                </td>
                <td className="px-3 py-3 text-right sm:px-4">
                  <Change change={y.change} />
                </td>
              </tr>
            ))}
          </CatalogTable>
          <p className="mt-3 text-sm text-gray-600">
            Em 12 meses: o valor de {page.month.label} comparado ao do mesmo ano-modelo em {page.monthBefore.label}.
            {page.years.some((y) => !y.change)
              ? ` “—”: sem 12 meses de histórico (não temos o valor desse ano-modelo em ${page.monthBefore.label}).`
              : ""}
          </p>
        </section>
        {cost ? (
          <section aria-labelledby="idade">
            <h2 id="idade" className="text-2xl font-bold text-gray-900">
              Quanto custa um ano de idade
            </h2>
            <div className="mt-4 rounded-xl border border-gray-200 p-4 sm:p-5">
              <ModelYearChart cost={cost} />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
