// A vehicle's value over the last reference months: the reference list (/referencias) and the
// price of each month (?referencia=), each through the proxy, so past months are cached for
// good, calls count against the daily budget and go through the fail-over. A month that could
// not be had (not listed yet, or no upstream answered) is left out, never invented. For a
// visitor (`heldOnly`) only what the catalog and the cache hold is read: the months missing
// are handed to `onMissing` (the background history filler) and left out for now.
import type { HistoryMonth } from "#app/lib/fipe/price-history.ts";
import type { FipeResult } from "#app/lib/fipe/fipe-types.ts";
import type { FipeProxy, MonthOptions } from "./proxy.ts";
import type { VehicleKey } from "./upstreams/types.ts";

export const HISTORY_MONTHS = 12;
/** Months fetched at once: enough to be quick, few enough to be polite upstream. */
const CONCURRENCY = 4;

export type HistoryAnswer =
  | { status: 200; body: { months: HistoryMonth[]; missing: number } }
  | { status: 404 | 503; body: { error: string; message: string } }
  /** The client's FIPE limit is spent and no month could be had without it. */
  | { status: 429; body: { error: string; message: string }; retryAfterSeconds: number };

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function priceHistory(
  proxy: Pick<FipeProxy, "references" | "priceInMonth">,
  vehicle: VehicleKey,
  months = HISTORY_MONTHS,
  options: MonthOptions & {
    /** Told the reference codes of the months not held (with `heldOnly`: to fill them later). */
    onMissing?: (references: string[]) => void;
  } = {},
): Promise<HistoryAnswer> {
  const { onMissing, ...monthOptions } = options;
  const references = await proxy.references({ admit: options.admit });
  if (references.status === 429) {
    return { status: 429, body: references.body, retryAfterSeconds: references.retryAfterSeconds };
  }
  if (references.status !== 200) {
    return {
      status: 503,
      body: { error: "references unavailable", message: "Não foi possível consultar o histórico agora." },
    };
  }
  const recent = references.body.slice(0, months); // newest first
  const answers = await mapLimited(recent, CONCURRENCY, (ref) => proxy.priceInMonth(vehicle, ref.codigo, monthOptions));
  const notHeld = recent.filter((_, i) => answers[i]!.status === 503).map((ref) => ref.codigo);
  if (notHeld.length) onMissing?.(notHeld);
  const found: HistoryMonth[] = [];
  let notListed = 0;
  answers.forEach((answer, i) => {
    const ref = recent[i]!;
    if (answer.status === 200) {
      const result = answer.body as FipeResult;
      found.push({ reference: ref.codigo, month: ref.mes, value: result.Valor });
    } else if (answer.status === 404) {
      notListed++;
    }
  });
  if (found.length === 0 && notListed === recent.length) {
    return { status: 404, body: { error: "not found upstream", message: "Veículo não encontrado na Tabela FIPE." } };
  }
  const limited = answers.find((a) => a.status === 429);
  if (found.length === 0 && limited?.status === 429) {
    return { status: 429, body: limited.body, retryAfterSeconds: limited.retryAfterSeconds };
  }
  if (found.length === 0 && !monthOptions.heldOnly) {
    return {
      status: 503,
      body: { error: "history unavailable", message: "Não foi possível consultar o histórico agora." },
    };
  }
  return { status: 200, body: { months: found.reverse(), missing: recent.length - found.length } };
}
