// The trail at the top of the catalog's pages (Início › Tabela FIPE › Carros › Fiat › Argo),
// the same one their BreadcrumbList JSON-LD describes; the last item is the page itself.
import type { Crumb } from "../../lib/fipe/catalog-pages.ts";

export function CatalogBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-sm text-brand-100">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="underline-offset-2 hover:text-white hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
