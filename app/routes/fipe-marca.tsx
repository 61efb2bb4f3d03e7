import { data } from "react-router";
import type { Route } from "./+types/fipe-marca";
import { catalogPageAnswer } from "../features/fipe-catalog/page-answer.ts";
import { PageHero } from "../components/layout/page-hero.tsx";
import { CatalogBreadcrumb } from "../features/fipe-catalog/catalog-breadcrumb.tsx";
import {
  brandModelCount,
  breadcrumbJsonLd,
  catalogCrumbs,
  countOf,
  priceRange,
  type BrandPageData,
} from "../lib/fipe/catalog-pages.ts";
import { VEHICLE_TYPE_LABELS } from "../lib/fipe/fipe-types.ts";
import { parseCatalogPath } from "../lib/fipe/vehicle-path.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";

// /fipe/{tipo}/{marca}: every model of a brand the catalog prices in the newest month, grouped
// into families (Argo, Mobi, Toro...), each model linking to its page; the brand's most
// looked-up vehicles. Rendered on the server; 404 for a brand the catalog does not hold; any
// other spelling of the address (codes alone, an old slug) answers 301 to the canonical one.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const codes = parseCatalogPath({ tipo: params.tipo, marca: params.marca });
  if (!codes) throw data(null, { status: 404 });
  if (!context.services) return null;
  return catalogPageAnswer(await context.services.fipeCatalog.brand(codes.type, codes.brand), request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function crumbs(page: BrandPageData) {
  return catalogCrumbs(page.tipo, page.typePath, { name: page.marca.nome, path: page.path });
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Tabela FIPE por marca | Carro em Conta" }];
  const noun = VEHICLE_TYPE_LABELS[page.tipo].plural.toLowerCase();
  const families = page.families.map((f) => f.name);
  const named = families.length > 6 ? `${families.slice(0, 6).join(", ")} e outras` : families.join(", ");
  const min = Math.min(...page.families.map((f) => f.minCents));
  const max = Math.max(...page.families.map((f) => f.maxCents));
  const title = `Tabela FIPE ${page.marca.nome}: preços de ${noun} em ${page.month.label} | Carro em Conta`;
  return [
    ...pageMeta({
      title,
      description: `Valor FIPE de ${noun} ${page.marca.nome} em ${page.month.label}: ${countOf(brandModelCount(page), "versão", "versões")} em ${countOf(families.length, "família", "famílias")} (${named}), ${priceRange(min, max)}. Veja cada modelo ano a ano.`,
      path: page.path,
      image: { path: page.imagePath, alt: `Tabela FIPE ${page.marca.nome}, ${page.month.label}` },
    }),
    { "script:ld+json": breadcrumbJsonLd(crumbs(page), absoluteUrl) },
  ];
}

export default function FipeBrandPage({ loaderData: page }: Route.ComponentProps) {
  if (!page) return null;
  const noun = VEHICLE_TYPE_LABELS[page.tipo].plural.toLowerCase();
  return (
    <>
      <PageHero
        title={`Tabela FIPE ${page.marca.nome}`}
        eyebrow={VEHICLE_TYPE_LABELS[page.tipo].plural}
        breadcrumb={<CatalogBreadcrumb crumbs={crumbs(page)} />}
      >
        Os preços médios de {noun} {page.marca.nome} na Tabela FIPE de {page.month.label}:{" "}
        {countOf(brandModelCount(page), "versão", "versões")} em {countOf(page.families.length, "família", "famílias")}{" "}
        de modelos.
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 lg:py-10">
        {page.popular.length ? (
          <section aria-labelledby="mais-consultados">
            <h2 id="mais-consultados" className="text-2xl font-bold text-gray-900">
              Mais consultados
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {page.popular.map((v) => (
                <li key={v.path} className="rounded-xl border border-gray-200 p-4">
                  <a
                    href={v.path}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {v.name}
                  </a>
                  <p className="mt-1 text-gray-900">{v.valor}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="modelos">
          <h2 id="modelos" className="text-2xl font-bold text-gray-900">
            Modelos {page.marca.nome} por família
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {page.families.map((family) => (
              <section
                key={family.name}
                aria-labelledby={`familia-${family.models[0]!.codigo}`}
                className="rounded-xl border border-gray-200 p-4 sm:p-5"
              >
                <h3 id={`familia-${family.models[0]!.codigo}`} className="text-xl font-bold text-gray-900">
                  {family.name}
                </h3>
                <p className="mt-1 text-sm text-gray-700">
                  {countOf(family.models.length, "versão", "versões")} · {priceRange(family.minCents, family.maxCents)}
                </p>
                <ul className="mt-3 divide-y divide-gray-100">
                  {family.models.map((model) => (
                    <li key={model.codigo} className="py-2">
                      <a
                        href={model.path}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      >
                        {model.nome}
                      </a>
                      <span className="block text-sm text-gray-600">
                        {countOf(model.years, "ano-modelo", "anos-modelo")} ·{" "}
                        {priceRange(model.minCents, model.maxCents)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
