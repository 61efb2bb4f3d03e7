// The parts of a console screen that searches and lists (messages, newsletter; the personal
// data's search): the search form, the list's state in the address, a page of the list.
import { useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Pager } from "./console-ui.tsx";

/** A search form in its card: the fields and the button (`children`) in a row of `columns` from
 * the sm breakpoint on, aligned at their bottom. */
export function SearchCard({
  onSubmit,
  className,
  columns,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  className: string;
  columns: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardContent>
        <form onSubmit={onSubmit} className={`grid gap-3 ${columns} sm:items-end`}>
          {children}
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * A list screen's state in its address: the search `q` (`?busca=`), the `page` (`?pagina=`, for
 * the API: undefined on the first) and the screen's other parameters (`params`). `update` sets or
 * removes parameters without scrolling; `toPage` moves to a page; `onSearch` submits the typed
 * `search` from the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("busca") ?? "";
  const page = Math.max(1, Number(params.get("pagina")) || 1);
  const [search, setSearch] = useState(q);
  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  }
  return {
    params,
    q,
    page: page > 1 ? page : undefined,
    search,
    setSearch,
    onSearch(event: FormEvent) {
      event.preventDefault();
      update({ busca: search.trim() || null, pagina: null });
    },
    update,
    toPage: (page: number) => update({ pagina: page > 1 ? String(page) : null }),
  };
}

/** One page of a list: the `empty` text when it has no items, else the list; then the pager. */
export function PagedList({
  page,
  label,
  empty,
  onPage,
  children,
}: {
  page: { items: unknown[]; page: number; pageSize: number; total: number };
  label: string;
  empty: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      {page.items.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">{empty}</p>
      ) : (
        <ul
          aria-label={label}
          className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white"
        >
          {children}
        </ul>
      )}
      <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </>
  );
}
