// The price alerts on the console: how many people follow how many vehicles, and the last
// month's send (sent, failing, waiting in the outbox).
import { TitledCard } from "../../components/ui/card.tsx";
import { formatCount, MONTHS, pluralWord } from "../../lib/format.ts";
import type { PriceAlertStats } from "./admin-api.ts";
import { QueryStatus } from "./console-ui.tsx";
import { useAdminQuery } from "./use-admin-query.ts";

const count = formatCount;

function monthName(month: string): string {
  const [year, mm] = month.split("-");
  return `${MONTHS[Number(mm) - 1] ?? mm} de ${year}`;
}

export function PriceAlertsCard() {
  const stats = useAdminQuery<PriceAlertStats>("/price-alerts");
  const data = stats.data;
  return (
    <TitledCard title="Alertas de preço" className="mb-6">
      <QueryStatus query={stats} />
      {data ? (
        <dl className="grid gap-4 text-gray-800 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-gray-700">Quem acompanha</dt>
            <dd>
              <strong className="text-2xl">{count(data.people, "pessoa", "pessoas")}</strong>
              {` ${pluralWord(data.people, "acompanha", "acompanham")} ${count(data.vehicles, "veículo", "veículos")} (${count(data.follows, "alerta", "alertas")}); ${count(data.pendingPeople, "pedido", "pedidos")} sem confirmação`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">Último envio</dt>
            <dd>
              {data.lastSend
                ? `${monthName(data.lastSend.month)}: ${count(data.lastSend.mails, "e-mail", "e-mails")} · ${count(data.lastSend.sent, "enviado", "enviados")} · ${data.lastSend.failed} com falha · ${data.lastSend.waiting} na fila`
                : "Nenhum envio até agora."}
            </dd>
          </div>
        </dl>
      ) : null}
    </TitledCard>
  );
}
