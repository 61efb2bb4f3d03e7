// A console list page (/admin/mensagens, /admin/newsletter): its state in the address (the
// search, the page and the list's own filters, so a reload or a shared link shows the same
// list) and its rows under the search, with the pager.
import type { FormEvent, ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Pager } from "./console-ui.tsx";

export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const q = params.get("busca") ?? "";
  const page = Math.max(1, Number(params.get("pagina")) || 1);

  /** Sets the parameters given (a null or empty value removes one), without a scroll jump. */
  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  }

  /** The search box's submit (its field named `busca`, read when sent): a new search starts at
   * the first page. */
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get(SEARCH_FIELD);
    update({ busca: (typeof search === "string" && search.trim()) || null, pagina: null });
  }

  const toPage = (p: number) => update({ pagina: p > 1 ? String(p) : null });
  return { params, q, page, update, onSearch, toPage };
}

/** The search field's name (as the address names the search). */
export const SEARCH_FIELD = "busca";

/** The search form's card: its fields (`children`) and the button on one row on wide screens. */
export function SearchCard({
  onSubmit,
  columns,
  className = "mb-4",
  button = <Button type="submit">Buscar</Button>,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The row's grid columns (Tailwind's class, written out in full so it is generated). */
  columns: string;
  className?: string;
  button?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardContent>
        {/* method="post": sent before the page runs, what was searched (an e-mail) never goes into an address. */}
        <form method="post" onSubmit={onSubmit} noValidate className={`grid gap-3 ${columns} sm:items-end`}>
          {children}
          {button}
        </form>
      </CardContent>
    </Card>
  );
}

/** The page's rows: `empty` when there are none, else the list (`row` draws each); the pager. */
export function ListRows<T>({
  texts: { label, empty },
  list,
  onPage,
  row,
}: {
  texts: { label: string; empty: string };
  list: { items: readonly T[]; page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">{empty}</p>
      ) : (
        <ul
          aria-label={label}
          className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white"
        >
          {list.items.map(row)}
        </ul>
      )}
      <Pager list={list} onPage={onPage} />
    </>
  );
}
