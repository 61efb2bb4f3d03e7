// fipeX history import: the CC0 dataset's files (tab-separated text, optionally gzipped, or
// Parquet; one month or all; a local path or an https:// address) into the catalog's prices.
// Rows are matched to the model-years the catalog holds by type, FIPE code, model year
// (zero_km is the 32000 year) and fuel; rows of vehicles it does not hold are skipped with the
// reason.
//
// Bounded: text is read through the source reader (server/source-reader/) within
// SOURCE_LIMITS.fipex: a cap on the bytes read and unpacked, on one line's length (a 1.5 GB
// line is refused before anything holds it, never a RangeError) and an overall time limit per
// pass, redirects under its one policy (never away from https://); node's readline splits the
// capped bytes into lines. Parquet is read one row group at a time in slices of rows, and a
// row group declaring more rows or uncompressed bytes than the caps is refused from its
// metadata, before anything is decoded (a 33 KB file of 16 M identical rows would otherwise
// need gigabytes).
//
// Two passes: the first reads and checks the whole file and writes nothing (a bad file, wrong
// columns or a broken line, stops with its name and line and stores nothing; a file that ends
// short of its last month is reported, or refused with `strict`); the second writes in batches,
// each committed on its own, so no lock is held for the whole run. Writes never touch a price
// the catalog holds: new rows are inserted with `on conflict do nothing` (an existing row is
// neither changed nor locked) and only rows without a value (valor null) are updated.
// Idempotent: importing a file again writes nothing. Every failure is one line naming the file
// and the cause (ImportError).
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { isNotNull, sql } from "drizzle-orm";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { Db } from "../../db/client.ts";
import { columnRowsOf } from "../../db/rows.ts";
import { fipeModelYears, fipePrices, fipeReferenceMonths } from "../../db/schema.ts";
import { sourceBytes } from "../../source-reader/bytes.ts";
import { SourceError } from "../../source-reader/errors.ts";
import { RedirectRefusedError, fetchSource } from "../../source-reader/fetch.ts";
import { lineCapped } from "../../source-reader/lines.ts";
import { SOURCE_LIMITS, SourceLimitError } from "../../source-reader/limits.ts";
import { canonicalFipeCode, labelOfMonth, MONTH_PATTERN, MONTHS, normalizeWords, valorOf } from "./text.ts";

export const FIPEX_COLUMNS = [
  "tipo_veiculo",
  "codigo_fipe",
  "nome_modelo",
  "nome_marca",
  "nome_combustivel",
  "sigla_combustivel",
  "ano_modelo",
  "zero_km",
  "valor_centavos",
  "valor_formatado",
  "mes_referencia",
  "ano_referencia",
] as const;
type Column = (typeof FIPEX_COLUMNS)[number];
type RawRow = Record<Column, unknown>;

export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(`${file}${line === null ? "" : `, line ${line}`}: ${detail}`);
    this.name = "ImportError";
  }
}

export type ImportReport = {
  file: string;
  read: number;
  matched: number;
  /** Prices the catalog did not hold before. */
  added: number;
  skipped: Record<string, number>;
  months: string[];
  /** Rows read per month, in the order the months first appear in the file. */
  rowsPerMonth: Record<string, number>;
  /** What the import noticed but did not refuse (a file that ends short of its last month). */
  warnings: string[];
};

/** The caps and limits (options override them; tests use small ones). */
export const IMPORT_LIMITS = {
  /** A fipeX line is ~200 bytes; one longer than this is a broken file. */
  maxLineBytes: 64 * 1024,
  /** Rows per Parquet row group (pyarrow writes at most 1,048,576 by default). */
  maxRowGroupRows: 2_000_000,
  /** Uncompressed bytes per Parquet row group. */
  maxRowGroupBytes: 512 * 1024 * 1024,
  /** Rows decoded at a time inside a row group. */
  sliceRows: 250_000,
  /** Overall time limit of each pass over a file (a download that trickles or never answers). */
  timeoutMs: 30 * 60_000,
  /** The last month of a file holding fewer rows than this share of the month before it is short. */
  shortMonthRatio: 0.9,
} as const;

export type ImportOptions = {
  /** "YYYY-MM": rows of earlier months are skipped. */
  since?: string;
  /** A file that ends short of its last month is refused instead of imported with a warning. */
  strict?: boolean;
  batchSize?: number;
  fetchImpl?: typeof fetch;
  maxLineBytes?: number;
  maxRowGroupRows?: number;
  maxRowGroupBytes?: number;
  sliceRows?: number;
  timeoutMs?: number;
  /** Tests: runs after each batch is committed. */
  afterBatch?: () => Promise<void> | void;
};

type Limits = { -readonly [K in keyof typeof IMPORT_LIMITS]: number };

const TYPES: Record<string, VehicleType> = {
  "1": "carros",
  carro: "carros",
  carros: "carros",
  "2": "motos",
  moto: "motos",
  motos: "motos",
  "3": "caminhoes",
  caminhao: "caminhoes",
  caminhoes: "caminhoes",
};
const TRUE = new Set(["true", "1", "t", "sim", "s", "yes"]);
const FALSE = new Set(["false", "0", "f", "nao", "n", "no", ""]);

export type ParsedRow = {
  type: VehicleType;
  code: string;
  modelYear: number;
  fuel: string;
  fuelLetter: string;
  cents: number;
  valor: string;
  month: string;
};

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v).trim());

/** One fipeX row checked and read; throws a message (the caller adds file and line). */
export function parseFipeXRow(raw: RawRow): ParsedRow {
  const type = TYPES[normalizeWords(str(raw.tipo_veiculo))];
  if (!type) throw new Error(`tipo_veiculo "${str(raw.tipo_veiculo)}" is not 1, 2, 3 (carro, moto, caminhão)`);
  const code = canonicalFipeCode(str(raw.codigo_fipe));
  if (!code) throw new Error(`codigo_fipe "${str(raw.codigo_fipe)}" is not a FIPE code (000000-0)`);
  const zero = normalizeWords(str(raw.zero_km));
  if (!TRUE.has(zero) && !FALSE.has(zero)) throw new Error(`zero_km "${str(raw.zero_km)}" is not true or false`);
  const year = Number(str(raw.ano_modelo));
  const modelYear = TRUE.has(zero) ? 32000 : year;
  if (!Number.isInteger(modelYear) || modelYear < 1900 || modelYear > 32000) {
    throw new Error(`ano_modelo "${str(raw.ano_modelo)}" is not a model year`);
  }
  const centsText = str(raw.valor_centavos);
  const cents = Number(centsText);
  if (!/^\d{1,13}$/.test(centsText) || !Number.isSafeInteger(cents)) {
    throw new Error(`valor_centavos "${centsText}" is not a whole number of cents`);
  }
  const monthText = normalizeWords(str(raw.mes_referencia));
  const monthNumber = /^\d{1,2}$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText) + 1;
  const yearText = str(raw.ano_referencia);
  if (!(monthNumber >= 1 && monthNumber <= 12))
    throw new Error(`mes_referencia "${str(raw.mes_referencia)}" is not a month`);
  if (!/^(19|20)\d{2}$/.test(yearText)) throw new Error(`ano_referencia "${yearText}" is not a year`);
  const fuel = normalizeWords(str(raw.nome_combustivel));
  return {
    type,
    code,
    modelYear,
    fuel,
    fuelLetter: normalizeWords(str(raw.sigla_combustivel)).slice(0, 1),
    cents,
    valor: valorOf(cents),
    month: `${yearText}-${String(monthNumber).padStart(2, "0")}`,
  };
}

type Located = { line: number | null; raw: RawRow };

function checkColumns(file: string, names: string[]): void {
  const missing = FIPEX_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) {
    throw new ImportError(
      file,
      1,
      `not a fipeX file: missing column(s) ${missing.join(", ")} (expected ${FIPEX_COLUMNS.join(", ")})`,
    );
  }
}

/** A pass's overall time limit ran out (the download trickled or never answered). */
class DeadlineError extends Error {}

/** `promise`, or a DeadlineError as soon as `signal` aborts (whoever ignores the signal). */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DeadlineError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DeadlineError());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error as Error);
      },
    );
  });
}

/**
 * fetch for a Parquet file's ranges: its overall deadline, and redirects under the source
 * reader's one policy (server/source-reader/fetch.ts; from an https:// file that means https://
 * only). A refused redirect is a RedirectRefusedError, named by importFailure.
 */
function guardedFetch(file: string, fetchImpl: typeof fetch, signal: AbortSignal): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    return fetchSource(url, init, { fetchImpl, signal, source: file });
  }) as typeof fetch;
}

/**
 * The file's lines through the source reader: read or downloaded within SOURCE_LIMITS.fipex
 * (bytes, unpacked bytes, the pass's time limit), unpacked (.gz, .zip), and stopped at the first
 * line longer than maxLineBytes before it is held whole; LF or CRLF.
 */
function textLines(file: string, fetchImpl: typeof fetch, limits: Limits) {
  const sourceLimits = { ...SOURCE_LIMITS.fipex, maxLineBytes: limits.maxLineBytes, timeoutMs: limits.timeoutMs };
  const bytes = lineCapped(sourceBytes(file, sourceLimits, { fetchImpl }), {
    source: file,
    maxLineBytes: limits.maxLineBytes,
  });
  return createInterface({ input: Readable.from(bytes, { objectMode: false }), crlfDelay: Infinity });
}

async function* textRows(file: string, fetchImpl: typeof fetch, limits: Limits): AsyncGenerator<Located> {
  let header: string[] | null = null;
  let line = 0;
  const lines = textLines(file, fetchImpl, limits);
  try {
    for await (const text of lines) {
      line++;
      if (header === null) {
        header = text
          .replace(/^\uFEFF/, "")
          .split("\t")
          .map((h) => h.trim().toLowerCase());
        checkColumns(file, header);
        continue;
      }
      if (text.trim() === "") continue;
      const fields = text.split("\t");
      if (fields.length !== header.length) {
        throw new ImportError(file, line, `${fields.length} fields where the header has ${header.length}`);
      }
      const raw = {} as RawRow;
      header.forEach((h, i) => ((raw as Record<string, unknown>)[h] = fields[i]));
      yield { line, raw };
    }
  } catch (error) {
    if (error instanceof ImportError || error instanceof SourceError) throw error;
    throw new ImportError(file, line || null, `unreadable: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    lines.close();
  }
  if (header === null) throw new ImportError(file, null, "the file is empty");
}

async function* parquetRows(
  file: string,
  fetchImpl: typeof fetch,
  limits: Limits,
  signal: AbortSignal,
): AsyncGenerator<Located> {
  const [
    { asyncBufferFromFile, asyncBufferFromUrl, parquetMetadataAsync, parquetReadObjects, parquetSchema },
    { compressors },
  ] = await Promise.all([import("hyparquet"), import("hyparquet-compressors")]);
  let buffer;
  let metadata;
  try {
    buffer = /^https:\/\//.test(file)
      ? await beforeDeadline(asyncBufferFromUrl({ url: file, fetch: guardedFetch(file, fetchImpl, signal) }), signal)
      : await asyncBufferFromFile(file);
    metadata = await beforeDeadline(parquetMetadataAsync(buffer), signal);
  } catch (error) {
    if (error instanceof ImportError || error instanceof SourceError || signal.aborted) throw error;
    throw new ImportError(file, null, `not a readable Parquet file: ${(error as Error).message}`);
  }
  const names = parquetSchema(metadata).children.map((c) => c.element.name.toLowerCase());
  checkColumns(file, names);
  // Every row group is checked from its metadata before any is decoded.
  for (const [g, group] of metadata.row_groups.entries()) {
    const rows = Math.max(Number(group.num_rows), ...group.columns.map((c) => Number(c.meta_data?.num_values ?? 0)));
    const bytes = Math.max(
      Number(group.total_byte_size),
      group.columns.reduce((n, c) => n + Number(c.meta_data?.total_uncompressed_size ?? 0), 0),
    );
    if (rows > limits.maxRowGroupRows) {
      throw new ImportError(
        file,
        null,
        `row group ${g + 1} holds ${rows} rows, more than the ${limits.maxRowGroupRows} allowed per row group: refused`,
      );
    }
    if (bytes > limits.maxRowGroupBytes) {
      throw new ImportError(
        file,
        null,
        `row group ${g + 1} holds ${bytes} bytes uncompressed, more than the ${limits.maxRowGroupBytes} allowed per row group: refused`,
      );
    }
  }
  let start = 0;
  for (const group of metadata.row_groups) {
    const end = start + Number(group.num_rows);
    for (let from = start; from < end; from += limits.sliceRows) {
      if (signal.aborted) throw new DeadlineError();
      const to = Math.min(from + limits.sliceRows, end);
      let rows: Record<string, unknown>[];
      try {
        rows = await beforeDeadline(
          parquetReadObjects({
            file: buffer,
            metadata,
            rowStart: from,
            rowEnd: to,
            columns: [...FIPEX_COLUMNS],
            compressors,
          }),
          signal,
        );
      } catch (error) {
        if (error instanceof ImportError || error instanceof SourceError || signal.aborted) throw error;
        throw new ImportError(file, null, `rows ${from + 1}-${to} unreadable: ${(error as Error).message}`);
      }
      for (let i = 0; i < rows.length; i++) yield { line: from + i + 1, raw: rows[i] as RawRow };
    }
    start = end;
  }
}

function isParquet(file: string): boolean {
  return /\.parquet$/i.test(file.split("?")[0]!);
}

type Target = { type: string; brand: string; model: string; year: string; fuel: string };

/** The catalog's model-years by type, FIPE code and model year (fuel told apart after). */
async function matchIndex(db: Db): Promise<Map<string, Target[]>> {
  const y = fipeModelYears;
  const rows = await db
    .select({
      type: y.type,
      brandCode: y.brandCode,
      modelCode: y.modelCode,
      yearCode: y.yearCode,
      codigoFipe: y.codigoFipe,
      modelYear: y.modelYear,
      fuel: y.fuel,
    })
    .from(y)
    .where(isNotNull(y.codigoFipe));
  const index = new Map<string, Target[]>();
  for (const r of rows) {
    const key = `${r.type}|${r.codigoFipe}|${r.modelYear}`;
    const list = index.get(key) ?? [];
    list.push({
      type: r.type,
      brand: r.brandCode,
      model: r.modelCode,
      year: r.yearCode,
      fuel: normalizeWords(r.fuel),
    });
    index.set(key, list);
  }
  return index;
}

function pick(targets: Target[] | undefined, row: ParsedRow): Target | null {
  if (!targets?.length) return null;
  return (
    targets.find((t) => t.fuel === row.fuel) ??
    (row.fuelLetter ? targets.find((t) => t.fuel.startsWith(row.fuelLetter)) : undefined) ??
    null
  );
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };

/** The error and what it wraps (drizzle's "Failed query" wraps the driver's error). */
function causes(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    out.push(e as ErrorLike);
    e = (e as ErrorLike).cause;
  }
  return out;
}

/** Any failure as one line naming the file and the cause, never a query or a stack. */
export function importFailure(file: string, error: unknown, timeoutMs: number): ImportError {
  if (error instanceof ImportError) return error;
  if (error instanceof RedirectRefusedError) {
    if (error.reason === "too-many") return new ImportError(file, null, "too many redirects");
    return new ImportError(
      file,
      null,
      `redirect to ${error.target!.protocol}//${error.target!.host} refused: only https:// is followed`,
    );
  }
  if (error instanceof SourceLimitError && error.limit === "maxLineBytes") {
    // The source reader names the line as "<file>, linha N".
    const line = /, linha (\d+)$/.exec(error.source)?.[1];
    return new ImportError(
      file,
      line ? Number(line) : null,
      `line too long (more than ${error.value} bytes): not a fipeX file, or a broken one`,
    );
  }
  const chain = causes(error);
  const codes = chain.map((e) => String(e.code ?? ""));
  const messages = chain.map((e) => String(e.message ?? ""));
  if (
    error instanceof DeadlineError ||
    chain.some(
      (e) =>
        e.name === "TimeoutError" ||
        e.name === "AbortError" ||
        e instanceof DeadlineError ||
        (e instanceof SourceLimitError && e.limit === "timeoutMs"),
    )
  ) {
    const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
    return new ImportError(file, null, `no complete answer within ${limit} (the overall time limit)`);
  }
  if (codes.includes("53100") || codes.includes("ENOSPC") || messages.some((m) => /no space left on device/i.test(m))) {
    return new ImportError(
      file,
      null,
      "disco cheio / disk full: the database has no space left (PostgreSQL 53100). Free space, then import again (what was stored stays; nothing is written twice)",
    );
  }
  const driver = chain.find((e) => /^[0-9A-Z]{5}$/.test(String(e.code ?? "")));
  if (driver) {
    return new ImportError(
      file,
      null,
      `the database refused the import: ${String(driver.message).split("\n")[0]} (${String(driver.code)})`,
    );
  }
  const network = chain.find((e) => /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(String(e.code ?? "")));
  if (network) return new ImportError(file, null, `download failed: ${String(network.code)}`);
  // The source reader's other refusals (an HTTP error, no answer, a size limit, a broken .gz or
  // .zip) begin with the file's name: said once.
  if (error instanceof SourceError) {
    return new ImportError(
      file,
      null,
      error.message.startsWith(`${file}: `) ? error.message.slice(file.length + 2) : error.message,
    );
  }
  const first = (messages.find((m) => !/^Failed query/.test(m)) ?? "unknown error").split("\n")[0]!;
  return new ImportError(file, null, first);
}

/**
 * Imports one file: a first pass checks it all and writes nothing, a second writes in batches.
 * Throws ImportError (one line, file and cause); a bad file stores nothing.
 */
export async function importFipeX(db: Db, file: string, options: ImportOptions = {}): Promise<ImportReport> {
  const { since, strict = false, batchSize = 1000, fetchImpl = fetch } = options;
  const limits: Limits = { ...IMPORT_LIMITS };
  for (const key of Object.keys(IMPORT_LIMITS) as (keyof Limits)[]) {
    const value = (options as Record<string, unknown>)[key];
    if (typeof value === "number") limits[key] = value;
  }
  if (since && !MONTH_PATTERN.test(since)) throw new ImportError(file, null, `--since "${since}" is not YYYY-MM`);
  // An address is read only over https:// (the source reader would follow http:// too).
  if (/^[a-z]+:\/\//i.test(file) && !/^https:\/\//i.test(file)) {
    throw new ImportError(file, null, "only https:// addresses are accepted");
  }
  try {
    const index = await matchIndex(db);
    const report: ImportReport = {
      file,
      read: 0,
      matched: 0,
      added: 0,
      skipped: {},
      months: [],
      rowsPerMonth: {},
      warnings: [],
    };
    const months = new Set<string>();
    const skip = (reason: string) => (report.skipped[reason] = (report.skipped[reason] ?? 0) + 1);

    /** One pass over the file: each row checked, matched, and given to `write` when it is to be written. */
    async function pass(write: ((target: Target, row: ParsedRow) => Promise<void>) | null) {
      const source = isParquet(file)
        ? parquetRows(file, fetchImpl, limits, AbortSignal.timeout(limits.timeoutMs))
        : textRows(file, fetchImpl, limits);
      let lastMonth: string | null = null;
      for await (const { line, raw } of source) {
        let row: ParsedRow;
        try {
          row = parseFipeXRow(raw);
        } catch (error) {
          throw new ImportError(file, line, (error as Error).message);
        }
        if (!write) {
          report.read++;
          report.rowsPerMonth[row.month] = (report.rowsPerMonth[row.month] ?? 0) + 1;
          lastMonth = row.month;
        }
        if (since && row.month < since) {
          if (!write) skip("before --since");
          continue;
        }
        const target = pick(index.get(`${row.type}|${row.code}|${row.modelYear}`), row);
        if (!target) {
          if (!write) skip("vehicle not in the catalog (type, FIPE code, model year and fuel)");
          continue;
        }
        if (!write) {
          report.matched++;
          months.add(row.month);
        } else await write(target, row);
      }
      return lastMonth;
    }

    // First pass: read and check everything, write nothing.
    const lastMonth = await pass(null);
    const short = shortMonth(report.rowsPerMonth, lastMonth, limits.shortMonthRatio);
    if (short) {
      const message = `ends short of ${short.month}: ${short.rows} rows where ${short.previous} has ${short.previousRows}; the file may be cut`;
      if (strict) throw new ImportError(file, null, `${message} (refused: --strict)`);
      report.warnings.push(`${file}: ${message}`);
    }

    // Second pass: write in batches, each committed on its own.
    let batch: Array<{ target: Target; row: ParsedRow }> = [];
    const inBatch = new Set<string>();
    const flush = async () => {
      if (!batch.length) return;
      report.added += await writeBatch(db, batch);
      batch = [];
      inBatch.clear();
      await options.afterBatch?.();
    };
    await pass(async (target, row) => {
      // One statement must not write a row twice: repeated in the file, the first one counts.
      const key = `${target.type}|${target.brand}|${target.model}|${target.year}|${row.month}`;
      if (inBatch.has(key)) return;
      inBatch.add(key);
      batch.push({ target, row });
      if (batch.length >= batchSize) await flush();
    });
    await flush();
    report.months = [...months].sort();
    if (report.months.length) {
      await db
        .insert(fipeReferenceMonths)
        .values(report.months.map((month) => ({ month, label: labelOfMonth(month) })))
        .onConflictDoNothing({ target: fipeReferenceMonths.month });
    }
    return report;
  } catch (error) {
    throw importFailure(file, error, limits.timeoutMs);
  }
}

/**
 * The file's last month (in file order) when it holds fewer rows than `ratio` of the month
 * before it: a file cut between two lines reads as valid, and this is how it shows.
 */
function shortMonth(rowsPerMonth: Record<string, number>, lastMonth: string | null, ratio: number) {
  if (!lastMonth) return null;
  const order = Object.keys(rowsPerMonth);
  const at = order.indexOf(lastMonth);
  if (at !== order.length - 1 || at < 1) return null;
  const previous = order[at - 1]!;
  const rows = rowsPerMonth[lastMonth]!;
  const previousRows = rowsPerMonth[previous]!;
  return rows < previousRows * ratio ? { month: lastMonth, rows, previous, previousRows } : null;
}

/**
 * Writes one batch, committed on its own: new prices inserted (`on conflict do nothing`: an
 * existing row is neither changed nor locked), then rows held without a value (valor null)
 * filled. A price the catalog holds is never written again. Returns the prices added.
 */
async function writeBatch(db: Db, batch: Array<{ target: Target; row: ParsedRow }>): Promise<number> {
  const p = fipePrices;
  const inserted = await db
    .insert(p)
    .values(
      batch.map(({ target: t, row: r }) => ({
        type: t.type,
        brandCode: t.brand,
        modelCode: t.model,
        yearCode: t.year,
        month: r.month,
        valueCents: r.cents,
        valor: r.valor,
        mes: labelOfMonth(r.month),
        source: "import",
      })),
    )
    .onConflictDoNothing({ target: [p.type, p.brandCode, p.modelCode, p.yearCode, p.month] })
    .returning({ month: p.month });
  // Raw SQL: one update of many rows, each with its own values (update ... from a values list),
  // which the query builder does not write.
  const values = batch.map(
    ({ target: t, row: r }) =>
      sql`(${t.type}, ${t.brand}, ${t.model}, ${t.year}, ${r.month}, ${r.cents}::bigint, ${r.valor}, ${labelOfMonth(r.month)})`,
  );
  const filled = await columnRowsOf(
    db,
    { month: p.month },
    sql`update fipe_prices p set value_cents = v.value_cents, valor = v.valor, mes = v.mes,
          source = 'import', stored_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(type, brand_code, model_code, year_code, month, value_cents, valor, mes)
        where p.type = v.type and p.brand_code = v.brand_code and p.model_code = v.model_code
          and p.year_code = v.year_code and p.month = v.month and p.valor is null
        returning p.month`,
  );
  return inserted.length + filled.length;
}
