import { WifiOff } from "../../components/icons/outline/wifi-off.ts";
import { useOnline } from "../../lib/use-online.ts";

export const FIPE_OFFLINE_TITLE = "Você está sem conexão";
export const FIPE_OFFLINE_TEXT =
  "A consulta à Tabela FIPE precisa de internet para buscar os preços. Tente de novo quando a conexão voltar; as calculadoras continuam funcionando sem internet.";

/** Shown on /fipe while the site cannot be reached (offline, or a request found no network). */
export function FipeOfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
      >
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{FIPE_OFFLINE_TITLE}</p>
          <p className="mt-1 text-sm">{FIPE_OFFLINE_TEXT}</p>
        </div>
      </div>
    </div>
  );
}
