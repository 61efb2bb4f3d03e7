// FIPE: lookups per day (last 30 days), the 20 most looked-up vehicles, and each upstream's
// state when the server provides it.
import { TitledCard } from "../../components/ui/card.tsx";
import { formatCount, formatDateShortBR, formatDateTimeBR } from "../../lib/format.ts";
import type { FipeStats } from "./admin-api.ts";
import { Badge, ConsoleTitle, QueryStatus } from "./console-ui.tsx";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { PublicDataCard } from "./public-data-card.tsx";

const CIRCUIT_LABELS: Record<string, { label: string; tone: "green" | "red" | "gray" }> = {
  closed: { label: "Funcionando", tone: "green" },
  open: { label: "Suspenso (circuito aberto)", tone: "red" },
  "half-open": { label: "Em teste", tone: "gray" },
};

function DailyChart({ daily }: { daily: FipeStats["daily"] }) {
  const max = Math.max(1, ...daily.map((d) => d.count));
  const total = daily.reduce((sum, d) => sum + d.count, 0);
  return (
    <>
      <p className="mb-3 text-sm text-gray-700">{`${formatCount(total, "consulta", "consultas")} nos últimos 30 dias`}</p>
      <div aria-hidden="true" className="flex h-40 items-end gap-[2px] border-b border-gray-300">
        {daily.map((d) => (
          <div
            key={d.day}
            title={`${formatDateShortBR(d.day)}: ${d.count}`}
            className="flex-1 rounded-t bg-brand-500"
            style={{ height: `${(d.count / max) * 100}%`, minHeight: d.count ? 2 : 0 }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-gray-700">
        <span>{formatDateShortBR(daily[0]!.day)}</span>
        <span>{formatDateShortBR(daily.at(-1)!.day)}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Ver os números por dia</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Consultas por dia</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Dia
              </th>
              <th scope="col" className="py-1 text-right">
                Consultas
              </th>
            </tr>
          </thead>
          <tbody>
            {[...daily].reverse().map((d) => (
              <tr key={d.day} className="border-t border-gray-100">
                <td className="py-1">{formatDateShortBR(d.day)}</td>
                <td className="py-1 text-right">{d.count.toLocaleString("pt-BR")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

const SYNC_STATUS: Record<string, string> = {
  running: "Sincronizando",
  complete: "Completo",
  incomplete: "Incompleto (falhas: tenta de novo)",
  stopped: "Parado (limite diário ou serviços fora do ar: continua depois)",
};

/** A fresh install's empty catalog: what visitors see and how to fill it (docs/operations.md). */
function EmptyCatalogHelp({ syncEnabled }: { syncEnabled: boolean }) {
  const code = "rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm break-words text-gray-900";
  return (
    <div role="status" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-gray-900">
      <p className="font-semibold">A cópia da Tabela FIPE está vazia.</p>
      <p className="mt-1 text-sm text-gray-800">
        Na busca, os visitantes leem que a tabela está sendo carregada, e as páginas de marcas ainda não têm marcas.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
        <li>
          {syncEnabled
            ? "A sincronização automática preenche o mês mais recente sozinha, ao longo de horas com os limites padrão. "
            : "A sincronização automática está desligada (FIPE_SYNC=off). "}
          Para preencher agora, rode no servidor <code className={code}>npm run fipe:sync</code> (com PGlite, pare o
          servidor antes).
        </li>
        <li>
          Meses anteriores: <code className={code}>npm run fipe:import -- --since AAAA-MM arquivo-do-fipeX</code>.
        </li>
        <li>O passo a passo está em docs/operations.md (seção “The FIPE catalog”).</li>
      </ul>
    </div>
  );
}

/** The catalog sync: month, done/total, failures, estimated end. */
function SyncState({ sync }: { sync: NonNullable<FipeStats["sync"]> }) {
  const { state, live } = sync;
  if (!state && !live) {
    return <p className="text-gray-700">Nenhuma sincronização ainda.{sync.enabled ? "" : " (FIPE_SYNC=off)"}</p>;
  }
  const month = live?.month ?? state!.month;
  const done = live?.done ?? state!.done;
  const total = live?.total ?? state!.total;
  const failures = live?.failures ?? state!.failures;
  const eta = live?.etaAt ? new Date(live.etaAt).toISOString() : state?.eta_at;
  const status = live ? "running" : state!.status;
  const [year, mm] = month.split("-");
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-gray-700">Mês de referência</dt>
        <dd className="font-semibold text-gray-900">{`${mm}/${year}`}</dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">Situação</dt>
        <dd className="font-semibold text-gray-900">
          {SYNC_STATUS[status] ?? status}
          {sync.enabled ? "" : " · sincronização automática desligada (FIPE_SYNC=off)"}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">Feito</dt>
        <dd className="font-semibold text-gray-900">
          {`${done.toLocaleString("pt-BR")} de ${total.toLocaleString("pt-BR")}`}
          {total ? ` (${Math.floor((done / total) * 100)}%)` : ""}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">Falhas</dt>
        <dd className="font-semibold text-gray-900">{failures.toLocaleString("pt-BR")}</dd>
      </div>
      <div>
        <dt className="text-sm text-gray-700">Término estimado</dt>
        <dd className="font-semibold text-gray-900">
          {status === "complete" && state?.completed_at
            ? `concluído em ${formatDateTimeBR(state.completed_at)}`
            : eta
              ? formatDateTimeBR(eta)
              : "—"}
        </dd>
      </div>
      {state?.last_error ? (
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-700">Último erro</dt>
          <dd className="break-words text-sm text-gray-900">{state.last_error}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function FipePage() {
  const query = useAdminQuery<FipeStats>("/fipe");
  const { data } = query;
  return (
    <>
      <ConsoleTitle title={S.nav.fipe} />
      <PublicDataCard />
      <QueryStatus query={query} />
      {data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <TitledCard title="Consultas por dia">
            <DailyChart daily={data.daily} />
          </TitledCard>
          <TitledCard title="Veículos mais consultados (30 dias)">
            {data.top.length === 0 ? (
              <p className="text-gray-700">Nenhuma consulta nos últimos 30 dias.</p>
            ) : (
              <ol className="space-y-2">
                {data.top.map((v, i) => (
                  <li key={`${v.codigoFipe}-${v.anoModelo}-${v.combustivel}-${i}`} className="flex gap-3">
                    <span className="w-6 shrink-0 text-right font-bold text-gray-700">{i + 1}.</span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-gray-900">{`${v.marca} ${v.modelo}`}</span>
                      <span className="block text-xs text-gray-700">{`${v.anoModelo} · ${v.combustivel} · FIPE ${v.codigoFipe}`}</span>
                    </span>
                    <span className="shrink-0 font-semibold text-gray-900">{v.count.toLocaleString("pt-BR")}</span>
                  </li>
                ))}
              </ol>
            )}
          </TitledCard>
          <TitledCard title="Serviços FIPE" className="lg:col-span-2">
            {!data.upstreamsAvailable ? (
              <p className="text-gray-700">
                O estado de cada serviço FIPE (chamadas de hoje, limite diário e circuito) aparece aqui quando o
                servidor tiver o failover da FIPE ativo.
              </p>
            ) : data.upstreams === null ? (
              <p className="text-gray-700">O estado dos serviços FIPE não está disponível agora.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {data.upstreams.map((u) => {
                  const circuit = CIRCUIT_LABELS[u.circuit] ?? { label: u.circuit, tone: "gray" as const };
                  return (
                    <li key={u.name} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-gray-900">{u.name}</span>
                      <Badge tone={circuit.tone}>{circuit.label}</Badge>
                      <span className="ml-auto text-sm text-gray-700">
                        {`${formatCount(u.callsToday, "chamada", "chamadas")} hoje${
                          u.dailyBudget === null ? "" : ` de ${u.dailyBudget.toLocaleString("pt-BR")}`
                        }`}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </TitledCard>
          {data.sync ? (
            <TitledCard title="Cópia da Tabela FIPE (sincronização)" className="lg:col-span-2">
              {data.sync.catalogEmpty ? <EmptyCatalogHelp syncEnabled={data.sync.enabled} /> : null}
              <SyncState sync={data.sync} />
            </TitledCard>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
