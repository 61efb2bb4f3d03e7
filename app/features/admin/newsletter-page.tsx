// Newsletter: how many subscribers in each state, the list (search, remove) and the CSV
// export for Excel (every row, with its state).
import { ListRows, SEARCH_FIELD, SearchCard, useListAddress } from "./list-page.tsx";
import { Download } from "../../components/icons/outline/download.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatDateShortBR } from "../../lib/format.ts";
import { ADMIN_API, adminRequest, queryString, type SubscriberPage, type SubscriberState } from "./admin-api.ts";
import { ConfirmDelete, ConsoleTitle, QueryStatus } from "./console-ui.tsx";
import { PriceAlertsCard } from "./price-alerts-card.tsx";
import { RemindersCard } from "./reminders-card.tsx";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { EmailAddress } from "../../components/ui/email-address.tsx";

export const NEWSLETTER_EXPORT_URL = `${ADMIN_API}/newsletter/export.csv`;

const STATE_BADGE: Record<SubscriberState, { label: string; className: string }> = {
  confirmado: { label: "Confirmado", className: "bg-accent-600/10 text-accent-700" },
  pendente: { label: "Pendente", className: "bg-amber-100 text-amber-900" },
  "sem-aceite": { label: "Sem aceite", className: "bg-gray-100 text-gray-800" },
};

/** The counts per state, each with what it means for the newsletter. */
function StateCounts({ states, count }: { states: SubscriberPage["states"]; count: number }) {
  const items: Array<{ key: string; value: number; label: string; hint: string }> = [
    { key: "confirmado", value: states.confirmado, label: "confirmados", hint: "recebem a newsletter" },
    { key: "pendente", value: states.pendente, label: "pendentes", hint: "aguardam a confirmação pelo e-mail" },
    { key: "cancelado", value: states.cancelado, label: "cancelados", hint: "pelo link do e-mail; cadastro apagado" },
  ];
  if (states["sem-aceite"] > 0) {
    items.push({
      key: "sem-aceite",
      value: states["sem-aceite"],
      label: "sem aceite",
      hint: "inscritos antes de o aceite ser obrigatório; nenhum e-mail enviado",
    });
  }
  return (
    <section aria-label="Inscritos por situação" className="mb-4">
      <p className="text-gray-800">
        <strong className="text-2xl">{count.toLocaleString("pt-BR")}</strong> {count === 1 ? "inscrito" : "inscritos"}{" "}
        guardados
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="rounded-xl border border-gray-200 bg-white p-3">
            <dt className="text-sm font-semibold text-gray-700 first-letter:uppercase">{item.label}</dt>
            <dd className="text-2xl font-bold text-gray-900">{item.value.toLocaleString("pt-BR")}</dd>
            <dd className="text-xs text-gray-600">{item.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function NewsletterPage() {
  const { q, page, onSearch, toPage } = useListAddress();
  const list = useAdminQuery<SubscriberPage>(`/newsletter${queryString({ q, page: page > 1 ? page : undefined })}`);
  const data = list.data;

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
      <RemindersCard />
      {data ? <StateCounts states={data.states} count={data.count} /> : null}
      <p className="mb-4 text-sm text-gray-700">
        O CSV traz todos os inscritos guardados, com a coluna Situação (Confirmado, Pendente, Sem aceite): a newsletter
        vai só para os confirmados.
      </p>
      <SearchCard onSubmit={onSearch} columns="sm:grid-cols-[1fr_auto]">
        <Field label="Buscar por nome ou e-mail" htmlFor="busca-inscritos">
          <Input id="busca-inscritos" name={SEARCH_FIELD} type="search" defaultValue={q} />
        </Field>
      </SearchCard>
      <QueryStatus query={list} />
      {data ? (
        <>
          <ListRows
            texts={S.lists.subscribers}
            list={data}
            onPage={toPage}
            row={(s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="font-semibold text-gray-900">{s.name}</p>
                  <p className="text-sm text-gray-700">
                    <EmailAddress email={s.email} />
                  </p>
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_BADGE[s.state].className}`}>
                  {STATE_BADGE[s.state].label}
                </span>
                <p className="text-sm text-gray-700">{`Desde ${formatDateShortBR(s.createdAt)}`}</p>
                <ConfirmDelete
                  label={`Remover ${s.email}`}
                  text="Remover"
                  onConfirm={async () => {
                    await adminRequest(`/newsletter/${s.id}`, { method: "DELETE" });
                    toast({ title: "Inscrição removida", variant: "success" });
                    list.reload();
                  }}
                />
              </li>
            )}
          />
        </>
      ) : null}
    </>
  );
}
