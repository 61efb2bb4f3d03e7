import { data } from "react-router";
import type { Route } from "./+types/fipe-codigo";
import { PageHero } from "../components/layout/page-hero.tsx";
import { CatalogTable, LinkRowHeader } from "../components/ui/catalog-table.tsx";
import { codePagePath, fipeCodeOfParam, type CodePageData } from "../lib/fipe/code-page-data.ts";
import { pageMeta } from "../lib/seo.ts";

// /fipe/codigo/{codigo}: every model year the catalog holds under a FIPE code, with its newest
// price and a link to each vehicle's page (rendered on the server; 404 for an unknown code).

export async function loader({ params, context }: Route.LoaderArgs) {
  const codigo = fipeCodeOfParam(params.codigo);
  if (!codigo) throw data(null, { status: 404 });
  if (!context.services) return null;
  const page = await context.services.fipeCode(codigo);
  if (!page) throw data(null, { status: 404 });
  return data<CodePageData>(page, { headers: { "Cache-Control": "public, max-age=600" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function title(page: CodePageData): string {
  const first = page.vehicles[0]!;
  return `${first.marca} ${first.modelo}`;
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: "Código FIPE | Carro em Conta" }];
  const first = page.vehicles[0]!;
  return pageMeta({
    title: `Código FIPE ${page.codigo}: ${title(page)} | Carro em Conta`,
    description: `Valor FIPE de ${title(page)} (código ${page.codigo}) em todos os anos-modelo: ${page.vehicles.length} ${
      page.vehicles.length === 1 ? "ano" : "anos"
    }${first.mes ? `, tabela de ${first.mes}` : ""}.`,
    path: codePagePath(page.codigo),
  });
}

export default function FipeCodePage({ loaderData: page }: Route.ComponentProps) {
  if (!page) return null;
  return (
    <>
      <PageHero title={`Código FIPE ${page.codigo}`} eyebrow="Tabela FIPE">
        {title(page)}: o valor de cada ano-modelo na Tabela FIPE.
      </PageHero>
      <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
        <CatalogTable
          caption={<>Anos-modelo do código FIPE {page.codigo} e seus valores</>}
          columns={[{ label: "Ano-modelo" }, { label: "Veículo" }, { label: "Valor FIPE", right: true }]}
        >
          {page.vehicles.map((v) => (
            <tr key={v.path}>
              <LinkRowHeader href={v.path} className="px-4 py-3 font-semibold text-gray-900">
                {v.ano}
              </LinkRowHeader>
              <td className="px-4 py-3 text-gray-800">
                {v.marca} {v.modelo}
              </td>
              <td className="px-4 py-3 text-right text-gray-900">
                {v.valor ? (
                  <>
                    <span className="font-semibold">{v.valor}</span>
                    {v.mes ? <span className="block text-xs text-gray-600">{v.mes}</span> : null}
                  </>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </CatalogTable>
      </section>
    </>
  );
}
