// The Banco Central's SGS series through its public API: `${BCB_SGS_URL}/bcdata.sgs.{n}/dados
// ?formato=json` answers [{"data":"01/09/2026","valor":"1.95"}, …], one value per month for
// the monthly series the site uses (25471: mean vehicle loan rate, % a.m.; 433: IPCA, % in the
// month). A series is written in one transaction; an answer that is not that shape is refused
// whole (naming the entry) and stores nothing; a value already held is not written again.
import { sql } from "drizzle-orm";
import { bcbSeriesValues } from "../../db/schema.ts";
import { BCB_IPCA_SERIES, BCB_LOAN_RATE_SERIES } from "#app/lib/public-data.ts";
import type { Db } from "../../db/client.ts";
import { sourceText } from "../../source-reader/bytes.ts";
import { SOURCE_LIMITS } from "../../source-reader/limits.ts";

export const DEFAULT_BCB_SGS_URL = "https://api.bcb.gov.br/dados/serie";
export const BCB_SERIES = [BCB_LOAN_RATE_SERIES, BCB_IPCA_SERIES] as const;

export class BcbImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BcbImportError";
  }
}

export type BcbSeriesReport = { series: number; values: number; changed: number; newest: string | null };

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const VALUE = /^-?\d+(?:\.\d+)?$/;

export function seriesUrl(baseUrl: string, series: number): string {
  return `${baseUrl.replace(/\/+$/, "")}/bcdata.sgs.${series}/dados?formato=json`;
}

/** The API's answer as [month "YYYY-MM-01", value] pairs; BcbImportError naming the bad entry. */
export function parseSeries(url: string, body: unknown): [string, string][] {
  if (!Array.isArray(body)) throw new BcbImportError(`${url}: a resposta não é uma lista`);
  return body.map((entry, i) => {
    const item = entry as { data?: unknown; valor?: unknown };
    const m = typeof item?.data === "string" ? DATE.exec(item.data) : null;
    const value = typeof item?.valor === "string" ? item.valor.trim() : "";
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) {
      throw new BcbImportError(`${url}: item ${i + 1}: data ${JSON.stringify(item?.data)} não é dd/mm/aaaa`);
    }
    if (!VALUE.test(value)) {
      throw new BcbImportError(`${url}: item ${i + 1}: valor ${JSON.stringify(item?.valor)} não é um número`);
    }
    return [`${m[3]}-${m[2]}-01`, value];
  });
}

export async function importBcbSeries(
  db: Db,
  series: number,
  {
    baseUrl = DEFAULT_BCB_SGS_URL,
    fetchImpl = fetch,
    timeoutMs = SOURCE_LIMITS.bcb.timeoutMs,
  }: { baseUrl?: string; fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<BcbSeriesReport> {
  const url = seriesUrl(baseUrl, series);
  // Read whole within the limits (a few MB, timeoutMs): a slow or endless answer stops there,
  // named as such, before anything is parsed.
  const text = await sourceText(
    url,
    { ...SOURCE_LIMITS.bcb, timeoutMs },
    { fetchImpl, headers: { accept: "application/json" } },
  );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BcbImportError(`${url}: a resposta não é JSON`);
  }
  // One row per month (a month listed twice keeps its last value).
  const values = [...new Map(parseSeries(url, body))];
  let changed = 0;
  await db.transaction(async (tx) => {
    const t = bcbSeriesValues;
    for (let i = 0; i < values.length; i += 500) {
      // Rows whose value is already held are left alone (and not counted as changed).
      const written = await tx
        .insert(t)
        .values(values.slice(i, i + 500).map(([month, value]) => ({ series, month, value })))
        .onConflictDoUpdate({
          target: [t.series, t.month],
          set: { value: sql`excluded.value` },
          setWhere: sql`${t.value} is distinct from excluded.value`,
        })
        .returning({ month: t.month });
      changed += written.length;
    }
  });
  const newest = values.reduce<string | null>((acc, [month]) => (!acc || month > acc ? month : acc), null);
  return { series, values: values.length, changed, newest: newest?.slice(0, 7) ?? null };
}

/** Both series the site uses. */
export async function importBcb(db: Db, options: Parameters<typeof importBcbSeries>[2] = {}) {
  const reports: BcbSeriesReport[] = [];
  for (const series of BCB_SERIES) reports.push(await importBcbSeries(db, series, options));
  return reports;
}
