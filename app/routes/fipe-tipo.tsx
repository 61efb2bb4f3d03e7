import { data } from "react-router";
import type { Route } from "./+types/fipe-tipo";
import { PageHero } from "../components/layout/page-hero.tsx";
import { CatalogBreadcrumb } from "../features/fipe-catalog/catalog-breadcrumb.tsx";
import { breadcrumbJsonLd, catalogCrumbs, type TypePageData } from "../lib/fipe/catalog-pages.ts";
import { VEHICLE_TYPES, VEHICLE_TYPE_LABELS, type VehicleType } from "../lib/fipe/fipe-types.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";
import { shareImagePath } from "../lib/share-image.ts";

// /fipe/{tipo} (/fipe/carros, /fipe/motos, /fipe/caminhoes): every brand of the type the
// catalog prices, each linking to its brand page; /fipe links here (docs/architecture/catalog.md says
// why). Rendered on the server. While the catalog holds no brand of the type (a fresh install,
// a sync under way) the page says so instead of answering 404 for a link /fipe shows: kept out
// of search engines (noindex, and out of the sitemap) until it lists brands.

type EmptyTypePage = { tipo: VehicleType; empty: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!VEHICLE_TYPES.includes(params.tipo as VehicleType)) throw data(null, { status: 404 });
  if (!context.services) return null;
  const tipo = params.tipo as VehicleType;
  const page = await context.services.fipeCatalog.type(tipo);
  if (!page) return data<EmptyTypePage>({ tipo, empty: true }, { headers: { "Cache-Control": "no-store" } });
  return data<TypePageData>(page, { headers: { "Cache-Control": "public, max-age=600" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Tabela FIPE por marca | Carro em Conta" }];
  if ("empty" in page) {
    return [
      { title: `Tabela FIPE de ${VEHICLE_TYPE_LABELS[page.tipo].plural.toLowerCase()} | Carro em Conta` },
      { name: "robots", content: "noindex" },
    ];
  }
  const noun = VEHICLE_TYPE_LABELS[page.tipo].plural.toLowerCase();
  const crumbs = catalogCrumbs(page.tipo, page.path);
  return [
    ...pageMeta({
      title: `Tabela FIPE de ${noun}: todas as marcas | Carro em Conta`,
      description: `As ${page.brands.length} marcas de ${noun} da Tabela FIPE de ${page.month.label}: escolha a marca para ver o valor de cada modelo, ano a ano.`,
      path: page.path,
      image: { path: shareImagePath("/fipe"), alt: `Tabela FIPE de ${noun}` },
    }),
    { "script:ld+json": breadcrumbJsonLd(crumbs, absoluteUrl) },
  ];
}

export default function FipeTypePage({ loaderData: page }: Route.ComponentProps) {
  if (!page) return null;
  if ("empty" in page) return <EmptyType tipo={page.tipo} />;
  const noun = VEHICLE_TYPE_LABELS[page.tipo].plural.toLowerCase();
  return (
    <>
      <PageHero
        title={`Tabela FIPE de ${noun}`}
        eyebrow="Marcas"
        breadcrumb={<CatalogBreadcrumb crumbs={catalogCrumbs(page.tipo, page.path)} />}
      >
        As marcas de {noun} da Tabela FIPE de {page.month.label}. Escolha uma para ver o valor de cada modelo.
      </PageHero>
      <section aria-label={`Marcas de ${noun}`} className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {page.brands.map((brand) => (
            <li key={brand.codigo}>
              <a
                href={brand.path}
                className="flex min-h-11 items-center rounded-lg border border-gray-200 px-3 py-2 font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50"
              >
                {brand.nome}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The type's page before the catalog holds any of its brands: what is going on and what works. */
function EmptyType({ tipo }: { tipo: VehicleType }) {
  const noun = VEHICLE_TYPE_LABELS[tipo].plural.toLowerCase();
  return (
    <>
      <PageHero title={`Tabela FIPE de ${noun}`} eyebrow="Marcas">
        A lista de marcas de {noun} aparece aqui assim que a tabela for carregada.
      </PageHero>
      <section aria-label={`Marcas de ${noun}`} className="mx-auto max-w-3xl px-4 py-8 lg:py-10">
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-gray-900">
          <p className="font-semibold">A tabela de {noun} está sendo carregada.</p>
          <p className="mt-2 text-gray-800">
            O site ainda não tem as marcas de {noun} da Tabela FIPE. Enquanto isso, consulte um veículo escolhendo tipo,
            marca, modelo e ano na página da Tabela FIPE, ou volte mais tarde.
          </p>
          <a
            href={`/fipe?tipo=${tipo}`}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Consultar a Tabela FIPE
          </a>
        </div>
      </section>
    </>
  );
}
