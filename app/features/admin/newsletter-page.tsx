// Newsletter: how many subscribers, the list (search, remove) and the CSV export for Excel.
import { Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatDateShortBR } from "../../lib/format.ts";
import { ADMIN_API, AdminApiError, adminRequest, queryString, type SubscriberPage } from "./admin-api.ts";
import { ConfirmDelete, ConsoleTitle, LoadError, Loading, Pager } from "./console-ui.tsx";
import { PriceAlertsCard } from "./price-alerts-card.tsx";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { EmailAddress } from "../../components/ui/email-address.tsx";

export const NEWSLETTER_EXPORT_URL = `${ADMIN_API}/newsletter/export.csv`;

export function NewsletterPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("busca") ?? "";
  const page = Math.max(1, Number(params.get("pagina")) || 1);
  const [search, setSearch] = useState(q);
  const list = useAdminQuery<SubscriberPage>(`/newsletter${queryString({ q, page: page > 1 ? page : undefined })}`);
  const data = list.data;

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ busca: search.trim() || null, pagina: null });
  }

  return (
    <>
      <ConsoleTitle title={S.nav.newsletter}>
        <Button asChild variant="secondary">
          <a href={NEWSLETTER_EXPORT_URL} download>
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV
          </a>
        </Button>
      </ConsoleTitle>
      <PriceAlertsCard />
      {data ? (
        <p className="mb-4 text-gray-800">
          <strong className="text-2xl">{data.count.toLocaleString("pt-BR")}</strong>{" "}
          {data.count === 1 ? "inscrito" : "inscritos"}
        </p>
      ) : null}
      <Card className="mb-4">
        <CardContent>
          <form onSubmit={onSearch} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <Field label="Buscar por nome ou e-mail" htmlFor="busca-inscritos">
              <Input id="busca-inscritos" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Field>
            <Button type="submit">Buscar</Button>
          </form>
        </CardContent>
      </Card>
      {list.error ? <LoadError error={list.error} onRetry={list.reload} /> : null}
      {list.loading && !data ? <Loading /> : null}
      {data ? (
        <>
          {data.items.length === 0 ? (
            <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">Nenhum inscrito encontrado.</p>
          ) : (
            <ul
              aria-label="Inscritos"
              className="divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white"
            >
              {data.items.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-gray-900">{s.name}</p>
                    <p className="text-sm text-gray-700">
                      <EmailAddress email={s.email} />
                    </p>
                  </div>
                  <p className="text-sm text-gray-700">{`Desde ${formatDateShortBR(s.createdAt)}`}</p>
                  <ConfirmDelete
                    label={`Remover ${s.email}`}
                    text="Remover"
                    onConfirm={async () => {
                      try {
                        await adminRequest(`/newsletter/${s.id}`, { method: "DELETE" });
                        toast({ title: "Inscrição removida", variant: "success" });
                        list.reload();
                      } catch (error) {
                        toast({
                          title: S.errorTitle,
                          description: error instanceof AdminApiError ? error.message : String(error),
                          variant: "destructive",
                        });
                      }
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(p) => update({ pagina: p > 1 ? String(p) : null })}
          />
        </>
      ) : null}
    </>
  );
}
