// The public data on the console: for the ANP's fuel prices and the Banco Central's series,
// when each was last refreshed, the last attempt, and what failed last (with its date).
import { TitledCard } from "../../components/ui/card.tsx";
import { formatDateTimeBR } from "../../lib/format.ts";
import { QueryStatus } from "./console-ui.tsx";
import { useAdminQuery } from "./use-admin-query.ts";

export type PublicDataStatus = {
  enabled: boolean;
  sources: {
    name: "anp" | "bcb";
    lastAttemptAt: string | null;
    lastSuccessAt: string | null;
    lastError: string | null;
    lastErrorAt: string | null;
    runningBy: string | null;
  }[];
};

const NAMES = {
  anp: "ANP: preços dos combustíveis (semanal)",
  bcb: "Banco Central: juros de veículos e IPCA (mensal)",
};
const when = (iso: string | null) => (iso ? formatDateTimeBR(iso) : "nunca");

export function PublicDataCard() {
  const query = useAdminQuery<PublicDataStatus>("/public-data");
  const { data } = query;
  return (
    <TitledCard title="Dados públicos" className="mb-6">
      <QueryStatus query={query} />
      {data ? (
        <>
          {!data.enabled ? (
            <p className="mb-3 text-sm text-gray-700">Atualização automática desligada (PUBLIC_DATA_SYNC=off).</p>
          ) : null}
          <ul className="divide-y divide-gray-100">
            {data.sources.map((s) => {
              const failedLast = Boolean(s.lastErrorAt && (!s.lastSuccessAt || s.lastErrorAt > s.lastSuccessAt));
              return (
                <li key={s.name} className="py-3 text-gray-800">
                  <p className="font-semibold text-gray-900">{NAMES[s.name] ?? s.name}</p>
                  <p className="text-sm">
                    {`Última atualização: ${when(s.lastSuccessAt)} · última tentativa: ${when(s.lastAttemptAt)}`}
                    {s.runningBy ? ` · atualizando agora (${s.runningBy})` : ""}
                  </p>
                  {s.lastError ? (
                    <p className={`mt-1 text-sm break-words ${failedLast ? "text-red-800" : "text-gray-700"}`}>
                      {`${failedLast ? "Falhou" : "Falha anterior"} em ${when(s.lastErrorAt)}: ${s.lastError}`}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </TitledCard>
  );
}
