// Mensagens: newest first, filters by topic and status, search by name or e-mail, 50 a page;
// open one (marks it read), mark it answered, delete it. Message text is rendered as text.
import { ListRows, SEARCH_FIELD, SearchCard, useListAddress } from "./list-page.tsx";
import { ArrowLeft } from "../../components/icons/outline/arrow-left.ts";
import { Mail } from "../../components/icons/outline/mail.ts";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { mailtoHref } from "../../lib/email.ts";
import { formatCount, formatDateTimeBR } from "../../lib/format.ts";
import { adminRequest, queryString, type Message, type MessagePage, type MessageSummary } from "./admin-api.ts";
import { Badge, ConfirmDelete, ConsoleTitle, QueryStatus, toastError, useBusyAction } from "./console-ui.tsx";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { EmailAddress } from "../../components/ui/email-address.tsx";

const STATUS_OPTIONS = [
  { value: "all", label: "Todas" },
  { value: "unread", label: "Não lidas" },
  { value: "read", label: "Lidas, sem resposta" },
  { value: "answered", label: "Respondidas" },
];

function StatusBadge({ message }: { message: Pick<MessageSummary, "readAt" | "answeredAt"> }) {
  if (message.answeredAt) return <Badge tone="green">Respondida</Badge>;
  if (message.readAt) return <Badge tone="gray">Lida</Badge>;
  return <Badge tone="blue">Nova</Badge>;
}

function MessageView({ id, onBack, onChanged }: { id: number; onBack: () => void; onChanged: () => void }) {
  const query = useAdminQuery<Message>(`/messages/${id}`);
  const { data, reload } = query;
  const [busy, run] = useBusyAction();
  const marked = useRef(false);
  const unread = data !== null && data.readAt === null;

  // Opening a message marks it read (once).
  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    adminRequest(`/messages/${id}`, { method: "PATCH", body: { read: true } }).then(() => {
      reload();
      onChanged();
    }, toastError);
  }, [unread, id, onChanged, reload]);

  function setAnswered(answered: boolean) {
    return run(async () => {
      await adminRequest(`/messages/${id}`, { method: "PATCH", body: { answered } });
      toast({ title: answered ? "Marcada como respondida" : "Marcada como não respondida", variant: "success" });
      reload();
      onChanged();
    });
  }

  return (
    <Card>
      <CardContent>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para a lista
        </Button>
        <QueryStatus query={query} />
        {data ? (
          <article aria-labelledby="mensagem-remetente" className="mt-4 space-y-4">
            <header className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id="mensagem-remetente" className="text-xl font-bold text-gray-900">
                  {data.name}
                </h2>
                <StatusBadge message={data} />
                <Badge tone="gray">{data.topic}</Badge>
              </div>
              <p className="text-sm text-gray-700">
                <EmailAddress email={data.email} />
              </p>
              <p className="text-sm text-gray-700">{`Recebida em ${formatDateTimeBR(data.createdAt)} (UTC)`}</p>
              {data.answeredAt ? (
                <p className="text-sm text-gray-700">{`Respondida em ${formatDateTimeBR(data.answeredAt)} (UTC)`}</p>
              ) : null}
            </header>
            <p className="rounded-lg bg-gray-50 p-4 break-words whitespace-pre-wrap text-gray-900">{data.message}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <a href={mailtoHref(data.email, { subject: `Re: ${data.topic} — Carro em Conta` })}>
                  <Mail aria-hidden="true" className="size-4" />
                  Responder por e-mail
                </a>
              </Button>
              {data.answeredAt ? (
                <Button variant="ghost" disabled={busy} onClick={() => setAnswered(false)}>
                  Marcar como não respondida
                </Button>
              ) : (
                <Button disabled={busy} onClick={() => setAnswered(true)}>
                  Marcar como respondida
                </Button>
              )}
              <ConfirmDelete
                label={`Excluir a mensagem de ${data.name}`}
                onConfirm={async () => {
                  await adminRequest(`/messages/${id}`, { method: "DELETE" });
                  toast({ title: "Mensagem excluída", variant: "success" });
                  onChanged();
                  onBack();
                }}
              />
            </div>
          </article>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A filter of the list kept in the address as `param` ("all" is its absence; the select's id is
 * `filtro-${param}`); a change goes back to the first page. */
function ParamSelect({
  label,
  param,
  value,
  options,
  update,
}: {
  label: string;
  param: string;
  value: string;
  options: { value: string; label: string }[];
  update: (changes: Record<string, string | null>) => void;
}) {
  return (
    <Field label={label} htmlFor={`filtro-${param}`}>
      {/* The address holds the filter: the select starts from it again whenever it or the options
          change (options that arrive after the first render, a back navigation). */}
      <Select
        key={`${value}|${options.map((o) => o.value).join(",")}`}
        id={`filtro-${param}`}
        defaultValue={value || "all"}
        onValueChange={(v) => update({ [param]: v === "all" ? null : v, pagina: null })}
        options={options}
      />
    </Field>
  );
}

export function MessagesPage() {
  const { params, q, page, update, onSearch, toPage } = useListAddress();
  const topic = params.get("assunto") ?? "";
  const status = params.get("situacao") ?? "";
  const openId = Number(params.get("mensagem")) || null;
  const list = useAdminQuery<MessagePage>(
    `/messages${queryString({ topic, status, q, page: page > 1 ? page : undefined })}`,
  );

  const data = list.data;
  const topicOptions = [{ value: "all", label: "Todos" }, ...(data?.topics ?? []).map((t) => ({ value: t, label: t }))];
  return (
    <>
      <ConsoleTitle title={S.nav.messages}>
        {data ? (
          <p className="text-sm text-gray-700">
            <strong>{data.unread.toLocaleString("pt-BR")}</strong> não lidas
          </p>
        ) : null}
      </ConsoleTitle>
      {openId ? (
        <MessageView key={openId} id={openId} onBack={() => update({ mensagem: null })} onChanged={list.reload} />
      ) : (
        <>
          <SearchCard onSubmit={onSearch} columns="sm:grid-cols-[2fr_1fr_1fr_auto]">
            <Field label="Buscar por nome ou e-mail" htmlFor="busca-mensagens">
              <Input id="busca-mensagens" name={SEARCH_FIELD} type="search" defaultValue={q} />
            </Field>
            <ParamSelect label="Assunto" param="assunto" value={topic} options={topicOptions} update={update} />
            <ParamSelect label="Situação" param="situacao" value={status} options={STATUS_OPTIONS} update={update} />
          </SearchCard>
          <QueryStatus query={list} />
          {data ? (
            <>
              <p className="mb-2 text-sm text-gray-700" aria-live="polite">
                {formatCount(data.total, "mensagem", "mensagens")}
              </p>
              <ListRows
                texts={S.lists.messages}
                list={data}
                onPage={toPage}
                row={(m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      onClick={() => update({ mensagem: String(m.id) })}
                      className="block w-full px-4 py-3 text-left hover:bg-gray-50 focus-visible:bg-gray-50"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className={m.readAt ? "font-semibold text-gray-900" : "font-extrabold text-gray-900"}>
                          {m.name}
                        </span>
                        <StatusBadge message={m} />
                        <Badge tone="gray">{m.topic}</Badge>
                        <span className="ml-auto text-xs text-gray-700">{formatDateTimeBR(m.createdAt)}</span>
                      </span>
                      <span className="mt-0.5 block text-sm text-gray-700">
                        <EmailAddress email={m.email} />
                      </span>
                      <span className="mt-1 block truncate text-sm text-gray-800">{m.preview}</span>
                    </button>
                  </li>
                )}
              />
            </>
          ) : null}
        </>
      )}
    </>
  );
}
