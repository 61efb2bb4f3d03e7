import { data } from "react-router";
import type { Route } from "./+types/fipe-desvalorizacao";
import { PageHero } from "../components/layout/page-hero.tsx";
import { BreadcrumbTrail } from "../components/ui/breadcrumb-trail.tsx";
import { CatalogTable, LinkRowHeader } from "../components/ui/catalog-table.tsx";
import {
  DEPRECIATION_PAGE_PATH,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  type RankedVehicle,
  type RankingPageData,
} from "../lib/fipe/depreciation-ranking.ts";
import { VEHICLE_TYPE_LABELS } from "../lib/fipe/fipe-types.ts";
import { formatBRL, formatNumber, formatPercent } from "../lib/format.ts";
import { shareImagePath } from "../lib/share-image.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";

// /fipe/desvalorizacao: per vehicle type, the vehicles 1 to 5 years old that lost the least and
// the most value over the last 12 months, from the FIPE catalog (rendered on the server; the
// figures: lib/fipe/depreciation-ranking.ts and server/fipe/catalog/).

type PageData = { ranking: RankingPageData | null };

export async function loader({ context }: Route.LoaderArgs) {
  // Not prerendered: without the server's services there is nothing to show.
  if (!context.services) return null;
  const ranking = await context.services.depreciationRanking();
  return data<PageData>({ ranking }, { headers: { "Cache-Control": "public, max-age=600" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const TITLE = "Desvalorização na Tabela FIPE: os veículos que menos e mais perderam valor em 12 meses";
const TRAIL = [
  { name: "Início", path: "/" },
  { name: "Tabela FIPE", path: "/fipe" },
  { name: "Desvalorização", path: DEPRECIATION_PAGE_PATH },
];

export function meta({ data: page }: Route.MetaArgs) {
  const ranking = page?.ranking;
  return [
    ...pageMeta({
      title: `${TITLE} | Carro em Conta`,
      description: ranking
        ? `Carros, motos e caminhões de ${MIN_AGE_YEARS} a ${MAX_AGE_YEARS} anos que menos e mais perderam valor na Tabela FIPE entre ${ranking.older.label} e ${ranking.newest.label}, comparando o mesmo ano-modelo.`
        : `Carros, motos e caminhões de ${MIN_AGE_YEARS} a ${MAX_AGE_YEARS} anos que menos e mais perderam valor na Tabela FIPE em 12 meses, comparando o mesmo ano-modelo.`,
      path: DEPRECIATION_PAGE_PATH,
      // Drawn at build for the FIPE lookup; this page is rendered on request and has no card of its own.
      image: { path: shareImagePath("/fipe"), alt: "Tabela FIPE no Carro em Conta" },
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: TRAIL.map((t, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: t.name,
          item: absoluteUrl(t.path),
        })),
      },
    },
  ];
}

function RankingTable({
  caption,
  vehicles,
  older,
  newest,
}: {
  caption: string;
  vehicles: RankedVehicle[];
  older: string;
  newest: string;
}) {
  return (
    <CatalogTable
      caption={caption}
      captionClassName="px-4 py-3 text-left text-base font-bold text-gray-900"
      columns={[
        { label: "Veículo" },
        { label: "Variação", right: true },
        { label: older, right: true },
        { label: newest, right: true },
      ]}
    >
      {vehicles.map((v) => (
        <tr key={v.path}>
          <LinkRowHeader href={v.path} className="px-4 py-3 font-normal">
            {v.nome}
          </LinkRowHeader>
          <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-gray-900">
            {v.ratio > 0 ? "+" : ""}
            {formatPercent(v.ratio)}
          </td>
          <td className="px-4 py-3 text-right whitespace-nowrap text-gray-800">{formatBRL(v.fromCents / 100)}</td>
          <td className="px-4 py-3 text-right whitespace-nowrap text-gray-800">{formatBRL(v.toCents / 100)}</td>
        </tr>
      ))}
    </CatalogTable>
  );
}

export default function FipeDepreciationPage({ loaderData }: Route.ComponentProps) {
  const ranking = loaderData?.ranking ?? null;
  return (
    <>
      <BreadcrumbTrail trail={TRAIL} tone="onLight" className="mx-auto max-w-6xl px-4 pt-6" />
      <PageHero title="Desvalorização na Tabela FIPE" eyebrow="Tabela FIPE">
        Os veículos de {MIN_AGE_YEARS} a {MAX_AGE_YEARS} anos que menos e mais perderam valor nos últimos 12 meses.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        <section aria-labelledby="como-calculamos" className="max-w-3xl text-gray-800">
          <h2 id="como-calculamos" className="text-lg font-bold text-gray-900">
            Como calculamos
          </h2>
          <p className="mt-2">
            Para cada veículo, comparamos o valor do mesmo ano-modelo na tabela FIPE mais recente do nosso catálogo com
            o valor dele na tabela de 12 meses antes: variação = valor atual ÷ valor de 12 meses antes − 1. Entram só os
            anos-modelo de {MIN_AGE_YEARS} a {MAX_AGE_YEARS} anos
            {ranking ? ` (${ranking.modelYears.from} a ${ranking.modelYears.to})` : ""} que têm preço nos dois meses;
            zero km e veículos sem os dois preços ficam de fora. Nada é estimado: são os preços publicados pela FIPE.
          </p>
        </section>
        {ranking ? (
          <>
            <p className="mt-4 text-sm text-gray-700">
              Tabela de {ranking.newest.label} comparada com a de {ranking.older.label}.
            </p>
            {ranking.types.map((t) => (
              <section key={t.tipo} aria-labelledby={`ranking-${t.tipo}`} className="mt-8">
                <h2 id={`ranking-${t.tipo}`} className="text-xl font-bold text-gray-900">
                  {VEHICLE_TYPE_LABELS[t.tipo].plural}
                </h2>
                <p className="mt-1 text-sm text-gray-700">
                  {formatNumber(t.compared, 0)} {t.compared === 1 ? "ano-modelo comparado" : "anos-modelo comparados"}.
                </p>
                <div className="mt-4 grid gap-6 lg:grid-cols-2">
                  <RankingTable
                    caption="Menor desvalorização"
                    vehicles={t.least}
                    older={ranking.older.label}
                    newest={ranking.newest.label}
                  />
                  <RankingTable
                    caption="Maior desvalorização"
                    vehicles={t.most}
                    older={ranking.older.label}
                    newest={ranking.newest.label}
                  />
                </div>
              </section>
            ))}
          </>
        ) : (
          <p className="mt-6 rounded-xl border border-gray-200 bg-white p-5 text-gray-800">
            Nosso catálogo ainda não tem preços de 12 meses atrás para comparar. A lista aparece assim que tiver.
          </p>
        )}
      </div>
    </>
  );
}
