// The IPVA and licensing reminders on the console: how many addresses ask for how many plates,
// and the last 30 days' reminders (sent, failing, waiting in the outbox).
import { TitledCard } from "../../components/ui/card.tsx";
import { formatCount, pluralWord } from "../../lib/format.ts";
import type { ReminderStats } from "./admin-api.ts";
import { QueryStatus } from "./console-ui.tsx";
import { useAdminQuery } from "./use-admin-query.ts";

const count = formatCount;

export function RemindersCard() {
  const stats = useAdminQuery<ReminderStats>("/reminders");
  const data = stats.data;
  return (
    <TitledCard title="Lembretes do IPVA e do licenciamento" className="mb-6">
      <QueryStatus query={stats} />
      {data ? (
        <dl className="grid gap-4 text-gray-800 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-gray-700">Quem recebe</dt>
            <dd>
              <strong className="text-2xl">{count(data.people, "pessoa", "pessoas")}</strong>
              {` ${pluralWord(data.people, "recebe", "recebem")} lembretes de ${count(data.plates, "placa", "placas")}; ${count(data.pendingPlates, "pedido", "pedidos")} sem confirmação`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">Últimos 30 dias</dt>
            <dd>
              {data.last30Days.mails
                ? `${count(data.last30Days.mails, "e-mail", "e-mails")} (${count(data.last30Days.events, "prazo", "prazos")}) · ${count(data.last30Days.sent, "enviado", "enviados")} · ${data.last30Days.failed} com falha · ${data.last30Days.waiting} na fila`
                : "Nenhum lembrete enviado nos últimos 30 dias."}
            </dd>
          </div>
        </dl>
      ) : null}
    </TitledCard>
  );
}
