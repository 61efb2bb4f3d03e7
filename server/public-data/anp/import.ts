// The ANP's fuel price survey (Levantamento de Preços de Combustíveis) from its open-data CSV:
// the "últimas 4 semanas" files and the semiannual history files (ca-AAAA-SS.csv, or the same
// CSV in ca-AAAA-SS.zip). `;` separated (a field may be quoted), decimal comma, dates
// dd/mm/aaaa, Latin-1 or UTF-8; one line per station, product and collection day.
//
// Streaming: the file is read record by record (the source reader's CSV, csv-parse within the
// ANP's line limit) and summed per state, municipality, product and collection day as it
// arrives (a semiannual file of hundreds of MB holds ≈10^5 such sums, not its lines; kept
// compact in typed arrays: DaySums), and the few cheapest stations of each municipality,
// product and week are kept (CheapestStations). Only after the last line has been
// read and checked is anything written: a bad file (a missing column, a line with the wrong
// number of fields, an unparsable price or date, an unknown state) is refused naming its line
// and stores nothing. The write is a series of short statements with a turn of the event loop
// between them, never one long transaction: on PGlite a transaction holds the one connection,
// and the site's pages would wait for the whole import. Writing a day's sum again with the same
// figures changes nothing, so a re-import of the same weeks leaves every row as it was; then
// the weeks the file touched are recomputed per state and per municipality from the days held
// (a week split across two files adds up). Should the process stop halfway, what was written
// is whole rows of the file's figures, and the next refresh (the source is not marked done)
// writes the rest and derives the weeks again.
import { lt, max, sql } from "drizzle-orm";
import { BRAZILIAN_STATES, isStateCode } from "#app/lib/states.ts";
import { FUEL_KEYS, FUEL_PRODUCTS, fuelKeyOf } from "#app/lib/public-data.ts";
import type { Db } from "../../db/client.ts";
import { fuelPriceStations } from "../../db/schema.ts";
import { setImmediate as nextTurn } from "node:timers/promises";
import { sourceBytes } from "../../source-reader/bytes.ts";
import { SOURCE_LIMITS, type SourceLimits } from "../../source-reader/limits.ts";
import { CsvFormatError, csvRecords } from "../../source-reader/csv.ts";
import { CHEAPEST_STATIONS, CheapestStations, type CheapStation } from "./cheapest-stations.ts";
import { implausibleDay, implausiblePrice, lastPlausibleDay } from "./plausible.ts";

/** The columns the import reads (the file has more: address, CNPJ, purchase price, brand). */
export const ANP_COLUMNS = {
  uf: "Estado - Sigla",
  municipio: "Municipio",
  product: "Produto",
  day: "Data da Coleta",
  price: "Valor de Venda",
} as const;

/** The station's columns: read when the file has them (its cheapest stations are kept). */
export const ANP_STATION_COLUMNS = {
  name: "Revenda",
  cnpj: "CNPJ da Revenda",
  street: "Nome da Rua",
  number: "Numero Rua",
  district: "Bairro",
  brand: "Bandeira",
} as const;

/** The header of the ANP's files as published (tests' stand-in writes the same). */
export const ANP_HEADER = [
  "Regiao - Sigla",
  "Estado - Sigla",
  "Municipio",
  "Revenda",
  "CNPJ da Revenda",
  "Nome da Rua",
  "Numero Rua",
  "Complemento",
  "Bairro",
  "Cep",
  "Produto",
  "Data da Coleta",
  "Valor de Venda",
  "Valor de Compra",
  "Unidade de Medida",
  "Bandeira",
] as const;

export class AnpImportError extends Error {
  constructor(
    readonly source: string,
    readonly line: number | null,
    detail: string,
  ) {
    super(`${source}${line === null ? "" : `, linha ${line}`}: ${detail}`);
    this.name = "AnpImportError";
  }
}

export type AnpImportReport = {
  source: string;
  /** Data lines read (header and blank lines aside). */
  lines: number;
  /** Lines of products the site does not use (GLP), by product. */
  skipped: Record<string, number>;
  /** Day sums written because they were new or different. */
  daysChanged: number;
  /** Survey weeks (Sunday) the file covers, oldest first. */
  weeks: string[];
  /** State-product-week rows written because they were new or different. */
  weeksChanged: number;
  /** Municipality-product-week rows written because they were new or different. */
  cityWeeksChanged: number;
  /** Cheapest-station rows written because they were new or different. */
  stationsChanged: number;
};

const BATCH = 500;
/** Stations rows per statement (a dozen columns each: a statement stays within tens of ms on PGlite). */
const STATION_BATCH = 200;
/** The cheapest stations are written for the file's newest week only (the pages show the newest
 * week's), and kept for this many weeks (another file's newest week may be a week older). */
const STATION_WEEKS_KEPT = 4;
const PRICE = /^\d{1,5}(?:,\d{1,4})?$/;
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "6,29" → 6290 (thousandths of a real); null when it is not a price. */
export function priceMilli(text: string): number | null {
  if (!PRICE.test(text)) return null;
  const [whole, fraction = ""] = text.split(",") as [string, string?];
  const milli = Number(whole) * 1000 + Math.round(Number(`0.${fraction || "0"}`) * 1000);
  return milli > 0 ? milli : null;
}

/** "16/11/2026" → "2026-11-16"; null for anything else or a day that does not exist. */
export function isoDay(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The survey week's Sunday for a day ("2026-11-18", a Wednesday → "2026-11-15"). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

type DaySum = { uf: string; municipio: string; product: string; day: string; sum: number; n: number };

const STATE_CODES = BRAZILIAN_STATES.map((s) => s.code);
const DAY_MS = 86_400_000;
/** Municipalities one file can name at most (Brazil has ≈5,600; the key leaves room for 65,536). */
const MAX_MUNICIPIOS = 65_536;

/**
 * The sums per state, municipality, product and collection day, kept compact: each is a slot of
 * two typed arrays (sum of prices in thousandths, count), found by one number packing the day,
 * the state, the product and the municipality's index (municipality names are kept once). A
 * semiannual file's ≈2–4×10^5 slots take ≈10 MB this way, where a string key and a pair per slot
 * took ≈4 times that (docs/performance.md, "ANP import").
 */
export class DaySums {
  private readonly municipios: string[] = [];
  private readonly municipioIndex = new Map<string, number>();
  private readonly slots = new Map<number, number>();
  private keys = new Float64Array(4096);
  private sums = new Float64Array(4096);
  private counts = new Uint32Array(4096);

  get size(): number {
    return this.slots.size;
  }

  /** False when the file names more municipalities than a key can hold. */
  add(uf: string, product: string, day: string, municipio: string, milli: number): boolean {
    let m = this.municipioIndex.get(municipio);
    if (m === undefined) {
      if (this.municipios.length >= MAX_MUNICIPIOS) return false;
      m = this.municipios.length;
      this.municipios.push(municipio);
      this.municipioIndex.set(municipio, m);
    }
    const dayNumber = Date.parse(`${day}T00:00:00Z`) / DAY_MS;
    const key =
      ((dayNumber * 32 + STATE_CODES.indexOf(uf as never)) * 8 + FUEL_KEYS.indexOf(fuelKeyOf(product)!)) *
        MAX_MUNICIPIOS +
      m;
    const slot = this.slots.get(key);
    if (slot !== undefined) {
      this.sums[slot] = this.sums[slot]! + milli;
      this.counts[slot] = this.counts[slot]! + 1;
      return true;
    }
    const next = this.slots.size;
    if (next === this.keys.length) this.grow();
    this.slots.set(key, next);
    this.keys[next] = key;
    this.sums[next] = milli;
    this.counts[next] = 1;
    return true;
  }

  private grow() {
    const size = this.keys.length * 2;
    const keys = new Float64Array(size);
    keys.set(this.keys);
    const sums = new Float64Array(size);
    sums.set(this.sums);
    const counts = new Uint32Array(size);
    counts.set(this.counts);
    [this.keys, this.sums, this.counts] = [keys, sums, counts];
  }

  /** The collection days held ("YYYY-MM-DD"), each once. */
  days(): Set<string> {
    const days = new Set<number>();
    for (let i = 0; i < this.slots.size; i++) days.add(Math.floor(this.keys[i]! / MAX_MUNICIPIOS / 8 / 32));
    return new Set([...days].map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10)));
  }

  /** Each sum, unpacked. */
  *entries(): Generator<DaySum> {
    for (let i = 0; i < this.slots.size; i++) {
      let key = this.keys[i]!;
      const m = key % MAX_MUNICIPIOS;
      key = (key - m) / MAX_MUNICIPIOS;
      const product = key % 8;
      key = (key - product) / 8;
      const uf = key % 32;
      const day = (key - uf) / 32;
      yield {
        uf: STATE_CODES[uf]!,
        product: FUEL_PRODUCTS[FUEL_KEYS[product]!],
        day: new Date(day * DAY_MS).toISOString().slice(0, 10),
        municipio: this.municipios[m]!,
        sum: this.sums[i]!,
        n: this.counts[i]!,
      };
    }
  }
}

/** Reads and checks the whole file, summing per state, municipality, product and day. */
export async function readAnpFile(
  source: string,
  input: AsyncIterable<Buffer | Uint8Array>,
  maxLineBytes: number = SOURCE_LIMITS.anp.maxLineBytes,
): Promise<{ sums: DaySums; lines: number; skipped: Record<string, number>; stations: CheapestStations }> {
  const sums = new DaySums();
  const stations = new CheapestStations();
  const skipped: Record<string, number> = {};
  let index: Record<keyof typeof ANP_COLUMNS, number> | null = null;
  let stationIndex: Record<keyof typeof ANP_STATION_COLUMNS, number> | null = null;
  let lines = 0;
  const lastDay = lastPlausibleDay();
  const records = csvRecords(input, { source, delimiter: ";", maxLineBytes });
  for await (const { fields, line: number } of withCsvErrors(source, records)) {
    if (!index) {
      const names = fields.map((f) => f.trim());
      const found = {} as Record<keyof typeof ANP_COLUMNS, number>;
      for (const [key, name] of Object.entries(ANP_COLUMNS) as [keyof typeof ANP_COLUMNS, string][]) {
        const at = names.indexOf(name);
        if (at < 0) throw new AnpImportError(source, number, `falta a coluna "${name}" no cabeçalho`);
        found[key] = at;
      }
      index = found;
      const columns = Object.entries(ANP_STATION_COLUMNS) as [keyof typeof ANP_STATION_COLUMNS, string][];
      if (columns.every(([, name]) => names.includes(name))) {
        stationIndex = Object.fromEntries(columns.map(([key, name]) => [key, names.indexOf(name)])) as Record<
          keyof typeof ANP_STATION_COLUMNS,
          number
        >;
      }
      continue;
    }
    // Every record has the header's width (csvRecords refuses one that has not).
    lines += 1;
    const field = (key: keyof typeof ANP_COLUMNS) => (fields[index![key]] ?? "").trim();
    const productName = field("product").toUpperCase();
    if (!fuelKeyOf(productName)) {
      skipped[productName || "(sem produto)"] = (skipped[productName || "(sem produto)"] ?? 0) + 1;
      continue;
    }
    const uf = field("uf").toUpperCase();
    if (!isStateCode(uf)) throw new AnpImportError(source, number, `"${field("uf")}" não é a sigla de um estado`);
    const day = isoDay(field("day"));
    if (!day) throw new AnpImportError(source, number, `Data da Coleta "${field("day")}" não é uma data dd/mm/aaaa`);
    const oddDay = implausibleDay(day, lastDay);
    if (oddDay) throw new AnpImportError(source, number, `Data da Coleta "${field("day")}" ${oddDay}`);
    const milli = priceMilli(field("price"));
    if (milli === null) {
      throw new AnpImportError(source, number, `Valor de Venda "${field("price")}" não é um preço`);
    }
    const oddPrice = implausiblePrice(fuelKeyOf(productName)!, milli);
    if (oddPrice) throw new AnpImportError(source, number, `Valor de Venda "${field("price")}" ${oddPrice}`);
    const municipio = field("municipio").toUpperCase().slice(0, 120);
    if (!municipio) throw new AnpImportError(source, number, "Municipio vazio");
    if (!sums.add(uf, productName, day, municipio, milli)) {
      throw new AnpImportError(source, number, `mais de ${MAX_MUNICIPIOS} municípios num só arquivo`);
    }
    if (stationIndex) {
      const at = (key: keyof typeof ANP_STATION_COLUMNS, max: number) =>
        (fields[stationIndex![key]] ?? "").trim().replace(/\s+/g, " ").slice(0, max);
      const cnpj = at("cnpj", 20);
      if (cnpj) {
        stations.add(uf, municipio, productName, weekStartOf(day), day, milli, {
          cnpj,
          name: at("name", 200),
          brand: at("brand", 120),
          street: at("street", 200),
          number: at("number", 40),
          district: at("district", 120),
        });
      }
    }
  }
  if (!index) throw new AnpImportError(source, null, "arquivo vazio (sem cabeçalho)");
  return { sums, lines, skipped, stations };
}

/** The records, a CSV the parser cannot read refused as a bad ANP file (naming its line). */
async function* withCsvErrors<T>(source: string, records: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* records;
  } catch (error) {
    if (error instanceof CsvFormatError) throw new AnpImportError(source, error.line, error.detail);
    throw error;
  }
}

export type AnpImportOptions = {
  fetchImpl?: typeof fetch;
  batchSize?: number;
  /** The read's limits (SOURCE_LIMITS.anp unless given). */
  limits?: Partial<SourceLimits>;
  /** Called once the whole file has been read and checked, before anything is written (the
   * memory bench marks its phases with it). */
  onRead?: (read: { lines: number; sums: number }) => void;
};

/** Imports one ANP file (a path or an http(s) address). Throws AnpImportError for a bad file. */
export async function importAnp(db: Db, source: string, options: AnpImportOptions = {}): Promise<AnpImportReport> {
  const limits = { ...SOURCE_LIMITS.anp, ...options.limits };
  const input = sourceBytes(source, limits, { fetchImpl: options.fetchImpl });
  let read;
  try {
    read = await readAnpFile(source, input, limits.maxLineBytes);
  } catch (error) {
    await input.return(undefined);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new AnpImportError(source, null, "arquivo não encontrado");
    }
    throw error;
  }
  const { sums, lines, skipped, stations } = read;
  options.onRead?.({ lines, sums: sums.size });
  const batchSize = options.batchSize ?? BATCH;
  const weeks = new Set<string>();
  for (const day of sums.days()) weeks.add(weekStartOf(day));
  const sortedWeeks = [...weeks].sort();
  const stationWeek = sortedWeeks.at(-1);
  const daysChanged = await writeInBatches(db, sums.entries(), batchSize, upsertDays);
  const stationsChanged = await writeInBatches(
    db,
    stations.entries(),
    options.batchSize ?? STATION_BATCH,
    upsertStations,
  );
  let weeksChanged = 0;
  let cityWeeksChanged = 0;
  for (const week of sortedWeeks) {
    weeksChanged += await changed(db, deriveStateWeek(week));
    await nextTurn();
    for (const uf of STATE_CODES) {
      cityWeeksChanged += await changed(db, deriveCityWeeks(week, uf));
      await nextTurn();
      if (week === stationWeek) {
        await db.execute(pruneStations(week, uf));
        await nextTurn();
      }
    }
  }
  // Stations of weeks older than the newest few held are no longer shown.
  const newestStationWeek = db.select({ weekStart: max(fuelPriceStations.weekStart) }).from(fuelPriceStations);
  await db
    .delete(fuelPriceStations)
    .where(lt(fuelPriceStations.weekStart, sql`${newestStationWeek} - ${7 * (STATION_WEEKS_KEPT - 1)}::int`));
  return {
    source,
    lines,
    skipped,
    daysChanged,
    weeks: sortedWeeks,
    weeksChanged,
    cityWeeksChanged,
    stationsChanged,
  };
}

/** The rows a statement with `returning 1` wrote. */
async function changed(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  return ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Writes the rows `statementOf` makes of each batch, one statement at a time with a turn of the
 * event loop between them (the site's requests and queries run in between); returns the rows
 * written because they were new or different.
 */
async function writeInBatches<T>(
  db: Db,
  rows: Iterable<T>,
  batchSize: number,
  statementOf: (batch: T[]) => ReturnType<typeof sql>,
): Promise<number> {
  let written = 0;
  let batch: T[] = [];
  const flush = async () => {
    if (!batch.length) return;
    written += await changed(db, statementOf(batch));
    batch = [];
    await nextTurn();
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return written;
}

// A batch travels as one JSON parameter read by json_to_recordset: one value to bind and parse,
// where a VALUES list of thousands of parameters took PGlite ten times as long to prepare.
// The statements below stay raw SQL (docs/architecture/database.md): upserts of a batch read
// from that JSON, upserts from a grouped select, and a window function (row_number) ranking
// stations; each returns `1` per row written, counted by `changed`.

function upsertDays(batch: DaySum[]) {
  const rows = JSON.stringify(batch.map((s) => [s.uf, s.municipio, s.product, s.day, s.sum, s.n]));
  return sql`
    insert into fuel_price_days (uf, municipio, product, day, price_sum_milli, prices)
    select r->>0, r->>1, r->>2, (r->>3)::date, (r->>4)::bigint, (r->>5)::int
    from json_array_elements(${rows}::json) as r
    on conflict (uf, product, day, municipio) do update
      set price_sum_milli = excluded.price_sum_milli, prices = excluded.prices
      where (fuel_price_days.price_sum_milli, fuel_price_days.prices)
        is distinct from (excluded.price_sum_milli, excluded.prices)
    returning 1`;
}

/** A station's row of a week: the newest file's figures win (a re-import writes nothing). */
function upsertStations(batch: CheapStation[]) {
  const rows = JSON.stringify(
    batch.map((s) => [
      s.uf,
      s.municipio,
      s.product,
      s.weekStart,
      s.cnpj,
      s.name,
      s.brand,
      s.street,
      s.number,
      s.district,
      s.milli,
      s.day,
    ]),
  );
  return sql`
    insert into fuel_price_stations
      (uf, municipio, product, week_start, cnpj, name, brand, street, number, district, price_milli, day)
    select r->>0, r->>1, r->>2, (r->>3)::date, r->>4, r->>5, r->>6, r->>7, r->>8, r->>9, (r->>10)::int,
           (r->>11)::date
    from json_array_elements(${rows}::json) as r
    on conflict (uf, municipio, product, week_start, cnpj) do update
      set name = excluded.name, brand = excluded.brand, street = excluded.street, number = excluded.number,
          district = excluded.district, price_milli = excluded.price_milli, day = excluded.day
      where (fuel_price_stations.name, fuel_price_stations.brand, fuel_price_stations.street,
             fuel_price_stations.number, fuel_price_stations.district, fuel_price_stations.price_milli,
             fuel_price_stations.day)
        is distinct from (excluded.name, excluded.brand, excluded.street, excluded.number, excluded.district,
                          excluded.price_milli, excluded.day)
    returning 1`;
}

/** A week's mean per state and product, from the days held. */
function deriveStateWeek(week: string) {
  return sql`
    insert into fuel_price_weeks (uf, product, week_start, week_end, mean_milli, stations)
    select uf, product, ${week}::date, ${week}::date + 6,
           round(sum(price_sum_milli)::numeric / sum(prices))::int, sum(prices)::int
    from fuel_price_days
    where day between ${week}::date and ${week}::date + 6
    group by uf, product
    on conflict (uf, product, week_start) do update
      set mean_milli = excluded.mean_milli, stations = excluded.stations, updated_at = now()
      where (fuel_price_weeks.mean_milli, fuel_price_weeks.stations)
        is distinct from (excluded.mean_milli, excluded.stations)
    returning 1`;
}

/** A week's mean per municipality and product in one state, from the days held. */
function deriveCityWeeks(week: string, uf: string) {
  return sql`
    insert into fuel_price_city_weeks (uf, municipio, product, week_start, week_end, mean_milli, prices)
    select uf, municipio, product, ${week}::date, ${week}::date + 6,
           round(sum(price_sum_milli)::numeric / sum(prices))::int, sum(prices)::int
    from fuel_price_days
    where uf = ${uf} and day between ${week}::date and ${week}::date + 6
    group by uf, municipio, product
    on conflict (uf, municipio, product, week_start) do update
      set mean_milli = excluded.mean_milli, prices = excluded.prices, updated_at = now()
      where (fuel_price_city_weeks.mean_milli, fuel_price_city_weeks.prices)
        is distinct from (excluded.mean_milli, excluded.prices)
    returning 1`;
}

/** Keeps a week's few cheapest stations per municipality and product in one state (two files
 * may add to a week). */
function pruneStations(week: string, uf: string) {
  return sql`
    delete from fuel_price_stations s using (
      select municipio, product, cnpj,
             row_number() over (partition by municipio, product order by price_milli, day desc, cnpj) as rank
      from fuel_price_stations where uf = ${uf} and week_start = ${week}::date
    ) ranked
    where s.uf = ${uf} and s.week_start = ${week}::date and s.municipio = ranked.municipio
      and s.product = ranked.product and s.cnpj = ranked.cnpj and ranked.rank > ${CHEAPEST_STATIONS}`;
}
