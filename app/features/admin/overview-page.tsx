import { Link } from "react-router";
import { Card, CardContent } from "../../components/ui/card.tsx";
import type { Overview } from "./admin-api.ts";
import { Badge, ConsoleTitle, QueryStatus } from "./console-ui.tsx";
import { waitingMailLines } from "./mail-waiting.ts";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="block text-3xl font-extrabold text-gray-900">{value.toLocaleString("pt-BR")}</span>
      <span className="mt-1 block text-sm text-gray-700">{label}</span>
    </>
  );
  return (
    <Card>
      <CardContent>
        {to ? (
          <Link to={to} className="block no-underline hover:underline">
            {body}
          </Link>
        ) : (
          body
        )}
      </CardContent>
    </Card>
  );
}

/** E-mail is off (SMTP_URL unset): what that means, what waits in the outbox and how to turn it
 * on. The first thing the console shows while it lasts. */
function MailOffNotice({ waiting }: { waiting: Record<string, number> }) {
  const T = S.mailOffNotice;
  const lines = waitingMailLines(waiting);
  return (
    <section
      aria-labelledby="email-desligado"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-gray-900"
    >
      <h2 id="email-desligado" className="text-lg font-bold">
        {T.title}
      </h2>
      <p className="mt-1 text-sm text-gray-800">{T.what}</p>
      {lines.length ? (
        <>
          <p className="mt-2 text-sm font-semibold">{T.waitingTitle}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-800">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-800">{T.nothingWaiting}</p>
      )}
      <p className="mt-2 text-sm break-words text-gray-800">{T.howTo}</p>
      <p className="mt-2 text-sm text-gray-800">{T.expiry}</p>
    </section>
  );
}

export function OverviewPage() {
  const query = useAdminQuery<Overview>("/overview");
  const { data } = query;
  return (
    <>
      <ConsoleTitle title={S.nav.overview} />
      <QueryStatus query={query} />
      {data ? (
        <div className="space-y-6">
          {data.mail.enabled ? null : <MailOffNotice waiting={data.mail.waiting ?? {}} />}
          <div className="grid gap-4 sm:grid-cols-3">
            <Figure label="Mensagens não lidas" value={data.messages.unread} to="/admin/mensagens?situacao=unread" />
            <Figure label="Mensagens no total" value={data.messages.total} to="/admin/mensagens" />
            <Figure label="Inscritos na newsletter" value={data.newsletter.count} to="/admin/newsletter" />
          </div>
          <section aria-labelledby="fila-de-email">
            <Card>
              <CardContent>
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id="fila-de-email" className="text-lg font-bold text-gray-900">
                    Fila de e-mails
                  </h2>
                  {data.mail.enabled ? (
                    <Badge tone="green">E-mail ligado</Badge>
                  ) : (
                    <Badge tone="red">{S.mailOff}</Badge>
                  )}
                </div>
                {!data.mail.enabled ? <p className="mt-2 text-sm text-gray-700">{S.mailOffHint}</p> : null}
                <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
                  {[
                    ["Pendentes", data.mail.pending],
                    ["Enviados", data.mail.sent],
                    ["Com falha", data.mail.failed],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-lg bg-gray-50 p-3">
                      <dt className="text-xs font-semibold text-gray-700 uppercase">{label}</dt>
                      <dd className="text-2xl font-bold text-gray-900">{Number(value).toLocaleString("pt-BR")}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </section>
        </div>
      ) : null}
    </>
  );
}
