// Small pieces every console screen uses: page heading, load/error states, busy actions, an
// inline two-step delete, pagination and status badges.
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { cn } from "../../lib/cn.ts";
import { AdminApiError } from "./admin-api.ts";
import { ADMIN_STRINGS as S } from "./strings.ts";

export function ConsoleTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: AdminApiError; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{S.errorTitle}</p>
      <p className="mt-1">{error.message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {S.retry}
      </Button>
    </div>
  );
}

/** An action that failed: its message in a toast. */
export function toastError(error: unknown) {
  toast({
    title: S.errorTitle,
    description: error instanceof AdminApiError ? error.message : String(error),
    variant: "destructive",
  });
}

/** An action with its progress: `busy` while it runs; a failure goes to a toast (toastError). */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    return action()
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  return [busy, run] as const;
}

/** A query's state before its data: the error with a retry, or the loading line (first load only). */
export function QueryStatus({
  query,
}: {
  query: { data: unknown; error: AdminApiError | null; loading: boolean; reload: () => void };
}) {
  return (
    <>
      {query.error ? <LoadError error={query.error} onRetry={query.reload} /> : null}
      {query.loading && !query.data ? <Loading /> : null}
    </>
  );
}

export function Loading() {
  return (
    <p role="status" className="py-6 text-gray-700">
      {S.loading}
    </p>
  );
}

/** "Excluir" → "Confirmar exclusão" / "Cancelar": nothing is deleted on a single click. A failed
 * deletion goes to a toast (useBusyAction). */
export function ConfirmDelete({
  label,
  text = S.delete,
  onConfirm,
  disabled,
}: {
  label: string;
  text?: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, run] = useBusyAction();
  if (!asking) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700"
        aria-label={label}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {text}
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Button
        size="sm"
        className="bg-red-700 text-white hover:bg-red-800"
        disabled={busy}
        onClick={() => run(onConfirm).then(() => setAsking(false))}
      >
        {S.confirmDelete}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        {S.cancel}
      </Button>
    </span>
  );
}

export function Pager({
  list: { page, pageSize, total },
  onPage,
}: {
  list: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {S.previous}
      </Button>
      <span className="text-sm text-gray-700">{`Página ${page} de ${pages}`}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {S.next}
      </Button>
    </nav>
  );
}

const BADGE_TONES = {
  blue: "bg-brand-50 text-brand-800 border-brand-200",
  green: "bg-green-50 text-green-900 border-green-300",
  gray: "bg-gray-100 text-gray-800 border-gray-300",
  red: "bg-red-50 text-red-900 border-red-300",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
