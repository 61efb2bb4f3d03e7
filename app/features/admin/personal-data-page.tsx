// Dados pessoais (LGPD): everything stored about one e-mail, and its deletion after the
// operator types the e-mail again. The log lists deletions without the e-mails.
import { useState, type FormEvent } from "react";
import { SubmitButton } from "../../components/ui/form-feedback.tsx";
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from "../../components/ui/card.tsx";
import { Field, controlAttributes } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatCount, formatDateTimeBR } from "../../lib/format.ts";
import { adminRequest, type Deletion, type PersonalData } from "./admin-api.ts";
import { ConsoleTitle, QueryStatus, useBusyAction } from "./console-ui.tsx";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { EmailAddress } from "../../components/ui/email-address.tsx";
import { SearchCard } from "./list-page.tsx";

type Counts = { messages: number; subscriptions: number; outbox: number; priceAlerts: number; reminders: number };

const plural = formatCount;

// The messages beside the two fields (the toasts add to them).
const EMAIL_REQUIRED = "Informe o e-mail da pessoa.";
const CONFIRM_MISMATCH = "Digite o e-mail exatamente como aparece acima para confirmar a exclusão.";

/** Moves the focus to the form's field with this name (the one whose message is shown). */
function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-bold text-gray-900">{`${title} (${count})`}</h3>
      {count === 0 ? <p className="text-sm text-gray-700">Nada guardado.</p> : children}
    </section>
  );
}

/** A section whose records are one line of text each. */
function LineSection<T extends { id: number }>({
  title,
  items,
  line,
}: {
  title: string;
  items: T[];
  line: (item: T) => string;
}) {
  return (
    <Section title={title} count={items.length}>
      <ul className="space-y-1 text-sm text-gray-800">
        {items.map((item) => (
          <li key={item.id}>{line(item)}</li>
        ))}
      </ul>
    </Section>
  );
}

function Found({ data, onDeleted }: { data: PersonalData; onDeleted: (counts: Counts) => void }) {
  const [busy, run] = useBusyAction();
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const total =
    data.messages.length +
    data.subscriptions.length +
    data.outbox.length +
    data.priceAlerts.length +
    data.reminders.length;

  function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("confirm");
    const confirm = typeof typed === "string" ? typed : "";
    if (confirm.trim().toLowerCase() !== data.email) {
      setConfirmError(CONFIRM_MISMATCH);
      focusField(event.currentTarget, "confirm");
      toast({
        title: "Confirmação incorreta",
        description: "Digite o e-mail exatamente como acima.",
        variant: "destructive",
      });
      return;
    }
    void run(async () => {
      const { deleted } = await adminRequest<{ deleted: Counts }>("/personal-data/delete", {
        method: "POST",
        body: { email: data.email, confirm: confirm.trim() },
      });
      onDeleted(deleted);
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Dados de <EmailAddress email={data.email} />
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <Section title="Mensagens de contato" count={data.messages.length}>
          <ul className="space-y-2">
            {data.messages.map((m) => (
              <li key={m.id} className="rounded-lg bg-gray-50 p-3 text-sm">
                <p className="font-semibold text-gray-900">{`${m.name} · ${m.topic} · ${formatDateTimeBR(m.createdAt)}`}</p>
                <p className="mt-1 break-words whitespace-pre-wrap text-gray-800">{m.message}</p>
              </li>
            ))}
          </ul>
        </Section>
        <LineSection
          title="Inscrição na newsletter"
          items={data.subscriptions}
          line={(s) =>
            `${s.name} · ${s.email} · desde ${formatDateTimeBR(s.createdAt)} · termos aceitos: ${s.hasAcceptedTerms ? "sim" : "não"}`
          }
        />
        <LineSection
          title="Alertas de preço (veículos acompanhados)"
          items={data.priceAlerts}
          line={(a) =>
            `${a.vehicle} · pedido em ${formatDateTimeBR(a.createdAt)} · consentimento em ${formatDateTimeBR(a.consentedAt)} · ${a.confirmedAt ? `confirmado em ${formatDateTimeBR(a.confirmedAt)}` : "não confirmado"}`
          }
        />
        <LineSection
          title="Lembretes do IPVA e do licenciamento (placas)"
          items={data.reminders}
          line={(r) =>
            `${r.plate} · pedido em ${formatDateTimeBR(r.createdAt)} · consentimento em ${formatDateTimeBR(r.consentedAt)} · ${r.confirmedAt ? `confirmado em ${formatDateTimeBR(r.confirmedAt)}` : "não confirmado"}`
          }
        />
        <LineSection
          title="E-mails na fila de envio"
          items={data.outbox}
          line={(o) => `${o.subject} · ${formatDateTimeBR(o.createdAt)} · ${o.sentAt ? "enviado" : "não enviado"}`}
        />
        {total > 0 ? (
          <form
            method="post"
            onSubmit={onDelete}
            noValidate
            className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
          >
            <h3 className="font-bold text-red-900">Excluir todos os dados desta pessoa</h3>
            <p className="text-sm text-red-900">
              A exclusão é definitiva: mensagens, inscrição, alertas de preço, lembretes e e-mails na fila. Fica
              registrado apenas que uma exclusão aconteceu, quando, por quem e quantos registros, sem o e-mail.
            </p>
            <Field label="Digite o e-mail para confirmar" htmlFor="confirmar-exclusao" error={confirmError}>
              <Input
                id="confirmar-exclusao"
                name="confirm"
                type="email"
                autoComplete="off"
                {...controlAttributes("confirmar-exclusao", { error: confirmError })}
                onChange={() => setConfirmError(null)}
              />
            </Field>
            <SubmitButton busy={busy} busyText="Excluindo..." className="bg-red-700 text-white hover:bg-red-800">
              Excluir definitivamente
            </SubmitButton>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PersonalDataPage() {
  const [emailError, setEmailError] = useState<string | null>(null);
  const [found, setFound] = useState<PersonalData | null>(null);
  const [searching, runSearch] = useBusyAction();
  const [result, setResult] = useState<string | null>(null);
  const log = useAdminQuery<{ items: Deletion[] }>("/personal-data/deletions");

  function search(address: string) {
    return runSearch(async () =>
      setFound(await adminRequest<PersonalData>("/personal-data/search", { method: "POST", body: { email: address } })),
    );
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    const typed = new FormData(event.currentTarget).get("email");
    const email = typeof typed === "string" ? typed.trim() : "";
    if (!email) {
      setEmailError(EMAIL_REQUIRED);
      focusField(event.currentTarget, "email");
      toast({ title: "Informe um e-mail", variant: "destructive" });
      return;
    }
    void search(email);
  }

  return (
    <>
      <ConsoleTitle title={S.nav.personalData} />
      <p className="mb-4 max-w-3xl text-gray-800">
        Atenda pedidos de titulares (Lei 13.709/2018): veja tudo o que o site guarda sobre um e-mail e, se a pessoa
        pedir, exclua.
      </p>
      <SearchCard
        onSubmit={onSearch}
        columns="sm:grid-cols-[1fr_auto]"
        className="mb-6"
        button={
          <SubmitButton busy={searching} busyText="Buscando...">
            Buscar dados
          </SubmitButton>
        }
      >
        <Field label="E-mail da pessoa" htmlFor="lgpd-email" error={emailError}>
          <Input
            id="lgpd-email"
            name="email"
            type="email"
            {...controlAttributes("lgpd-email", { error: emailError })}
            onChange={() => setEmailError(null)}
          />
        </Field>
      </SearchCard>
      {result ? (
        <p role="status" className="mb-6 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
          {result}
        </p>
      ) : null}
      {found ? (
        <Found
          key={found.email}
          data={found}
          onDeleted={(c) => {
            setResult(
              `Dados excluídos: ${plural(c.messages, "mensagem", "mensagens")}, ${plural(c.subscriptions, "inscrição", "inscrições")}, ${plural(c.priceAlerts, "alerta de preço", "alertas de preço")}, ${plural(c.reminders, "lembrete", "lembretes")} e ${plural(c.outbox, "e-mail na fila", "e-mails na fila")}.`,
            );
            log.reload();
            void search(found.email);
          }}
        />
      ) : null}
      <TitledCard title="Exclusões registradas" className="mt-6">
        <QueryStatus query={log} />
        {log.data && log.data.items.length === 0 ? <p className="text-gray-700">Nenhuma exclusão até agora.</p> : null}
        {log.data && log.data.items.length > 0 ? (
          <ul className="divide-y divide-gray-100 text-sm text-gray-800">
            {log.data.items.map((d) => (
              <li key={d.id} className="py-2">
                {`${formatDateTimeBR(d.createdAt)} (UTC) · por ${d.adminEmail ?? "administrador removido"} · ${plural(
                  d.messagesDeleted,
                  "mensagem",
                  "mensagens",
                )}, ${plural(d.subscriptionsDeleted, "inscrição", "inscrições")}, ${plural(d.priceAlertsDeleted, "alerta de preço", "alertas de preço")}, ${plural(d.remindersDeleted, "lembrete", "lembretes")}, ${plural(d.outboxDeleted, "e-mail", "e-mails")}`}
              </li>
            ))}
          </ul>
        ) : null}
      </TitledCard>
    </>
  );
}
