// fipeX history import: the CC0 dataset's files (tab-separated text, optionally gzipped, or
// Parquet; one month or all; a local path or an https:// address) into the catalog's prices.
// Rows are matched to the model-years the catalog holds by type, FIPE code, model year
// (zero_km is the 32000 year) and fuel; rows of vehicles it does not hold are skipped with the
// reason. Streaming: text line by line, Parquet one row group at a time, writes in batches.
// Each file is one transaction: a bad file (wrong columns, a broken line) stops with its name
// and line, and nothing from it is stored. Idempotent: a price held is never written again.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { VehicleType } from "#app/features/fipe/fipe-types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "./store.ts";
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
};

export type ImportOptions = {
  /** "YYYY-MM": rows of earlier months are skipped. */
  since?: string;
  batchSize?: number;
  fetchImpl?: typeof fetch;
};

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

async function openText(source: string, fetchImpl: typeof fetch): Promise<Readable> {
  let stream: Readable;
  if (/^https:\/\//.test(source)) {
    const response = await fetchImpl(source);
    if (!response.ok || !response.body)
      throw new ImportError(source, null, `download failed (HTTP ${response.status})`);
    stream = Readable.fromWeb(response.body as never);
  } else {
    stream = createReadStream(source);
  }
  return /\.gz$/i.test(source.split("?")[0]!) ? stream.pipe(createGunzip()) : stream;
}

async function* textRows(file: string, input: Readable): AsyncGenerator<Located> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: string[] | null = null;
  let line = 0;
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
    if (error instanceof ImportError) throw error;
    throw new ImportError(file, line || null, `unreadable: ${(error as Error).message}`);
  }
  if (header === null) throw new ImportError(file, null, "the file is empty");
}

async function* parquetRows(file: string, fetchImpl: typeof fetch): AsyncGenerator<Located> {
  const [
    { asyncBufferFromFile, asyncBufferFromUrl, parquetMetadataAsync, parquetReadObjects, parquetSchema },
    { compressors },
  ] = await Promise.all([import("hyparquet"), import("hyparquet-compressors")]);
  let buffer;
  let metadata;
  try {
    buffer = /^https:\/\//.test(file)
      ? await asyncBufferFromUrl({ url: file, fetch: fetchImpl })
      : await asyncBufferFromFile(file);
    metadata = await parquetMetadataAsync(buffer);
  } catch (error) {
    throw new ImportError(file, null, `not a readable Parquet file: ${(error as Error).message}`);
  }
  const names = parquetSchema(metadata).children.map((c) => c.element.name.toLowerCase());
  checkColumns(file, names);
  let start = 0;
  for (const group of metadata.row_groups) {
    const count = Number(group.num_rows);
    let rows: Record<string, unknown>[];
    try {
      rows = await parquetReadObjects({
        file: buffer,
        metadata,
        rowStart: start,
        rowEnd: start + count,
        columns: [...FIPEX_COLUMNS],
        compressors,
      });
    } catch (error) {
      throw new ImportError(file, null, `rows ${start + 1}-${start + count} unreadable: ${(error as Error).message}`);
    }
    for (let i = 0; i < rows.length; i++) yield { line: start + i + 1, raw: rows[i] as RawRow };
    start += count;
  }
}

function isParquet(file: string): boolean {
  return /\.parquet$/i.test(file.split("?")[0]!);
}

type Target = { type: string; brand: string; model: string; year: string; fuel: string };

/** The catalog's model-years by type, FIPE code and model year (fuel told apart after). */
async function matchIndex(db: Db): Promise<Map<string, Target[]>> {
  const rows = await rowsOf<{
    type: string;
    brand_code: string;
    model_code: string;
    year_code: string;
    codigo_fipe: string;
    model_year: number;
    fuel: string;
  }>(
    db,
    sql`select type, brand_code, model_code, year_code, codigo_fipe, model_year, fuel
        from fipe_model_years where codigo_fipe is not null`,
  );
  const index = new Map<string, Target[]>();
  for (const r of rows) {
    const key = `${r.type}|${r.codigo_fipe}|${r.model_year}`;
    const list = index.get(key) ?? [];
    list.push({
      type: r.type,
      brand: r.brand_code,
      model: r.model_code,
      year: r.year_code,
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

/** Imports one file in one transaction; throws ImportError (nothing stored) on a bad file. */
export async function importFipeX(db: Db, file: string, options: ImportOptions = {}): Promise<ImportReport> {
  const { since, batchSize = 1000, fetchImpl = fetch } = options;
  if (since && !MONTH_PATTERN.test(since)) throw new ImportError(file, null, `--since "${since}" is not YYYY-MM`);
  const index = await matchIndex(db);
  const report: ImportReport = { file, read: 0, matched: 0, added: 0, skipped: {}, months: [] };
  const months = new Set<string>();
  const skip = (reason: string) => (report.skipped[reason] = (report.skipped[reason] ?? 0) + 1);

  await db.transaction(async (tx) => {
    let batch: Array<{ target: Target; row: ParsedRow }> = [];
    const flush = async () => {
      if (!batch.length) return;
      const values = batch.map(
        ({ target: t, row: r }) =>
          sql`(${t.type}, ${t.brand}, ${t.model}, ${t.year}, ${r.month}, ${r.cents}, ${r.valor}, ${labelOfMonth(r.month)}, 'import')`,
      );
      const inserted = await rowsOf<{ one: number }>(
        tx,
        sql`insert into fipe_prices (type, brand_code, model_code, year_code, month, value_cents, valor, mes, source)
            values ${sql.join(values, sql`, `)}
            on conflict (type, brand_code, model_code, year_code, month) do update set
              value_cents = excluded.value_cents, valor = excluded.valor, mes = excluded.mes,
              source = excluded.source, stored_at = now()
            where fipe_prices.valor is null
            returning 1 as one`,
      );
      report.added += inserted.length;
      batch = [];
      inBatch.clear();
    };
    // Keys of the batch being gathered: one statement must not write a row twice.
    const inBatch = new Set<string>();
    const source = isParquet(file) ? parquetRows(file, fetchImpl) : textRows(file, await openText(file, fetchImpl));
    for await (const { line, raw } of source) {
      report.read++;
      let row: ParsedRow;
      try {
        row = parseFipeXRow(raw);
      } catch (error) {
        throw new ImportError(file, line, (error as Error).message);
      }
      if (since && row.month < since) {
        skip("before --since");
        continue;
      }
      const target = pick(index.get(`${row.type}|${row.code}|${row.modelYear}`), row);
      if (!target) {
        skip("vehicle not in the catalog (type, FIPE code, model year and fuel)");
        continue;
      }
      const key = `${target.type}|${target.brand}|${target.model}|${target.year}|${row.month}`;
      report.matched++;
      if (inBatch.has(key)) continue; // repeated in the file: the first one counts
      inBatch.add(key);
      months.add(row.month);
      batch.push({ target, row });
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    report.months = [...months].sort();
    if (report.months.length) {
      await tx.execute(
        sql`insert into fipe_reference_months (month, label) values ${sql.join(
          report.months.map((m) => sql`(${m}, ${labelOfMonth(m)})`),
          sql`, `,
        )} on conflict (month) do nothing`,
      );
    }
  });
  return report;
}
