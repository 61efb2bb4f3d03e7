// A source's CSV as records, read by csv-parse's stream (quoted fields, a delimiter or a line
// break inside quotes, "" for a quote) over the source's bytes, within its line limit: a line
// longer than maxLineBytes stops the read before it is parsed (lines.ts), and a record spread
// over several lines by its quotes stops at the same size (csv-parse's max_record_size). Every
// record has the first record's (the header's) number of fields: csv-parse refuses the first
// one that does not, at once (accepting them would cost an error object per record).
//
// Encoding: the parser reads the bytes as Latin-1 (one byte, one character: its size limit
// counts bytes, and ";", quotes and line breaks are the same bytes in UTF-8), and each record
// is then taken as UTF-8 until one is not valid UTF-8: from then on the file is Latin-1 (ASCII
// records read the same either way, so deciding late changes nothing before). A UTF-8
// byte-order mark is dropped.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse, type Info } from "csv-parse";
import { SourceError } from "./errors.ts";
import { SourceLimitError } from "./limits.ts";
import { lineCapped } from "./lines.ts";

/** A CSV the parser refuses (a record of another width, a quote never closed): its line and why. */
export class CsvFormatError extends SourceError {
  constructor(
    readonly source: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${source}, linha ${line}: ${detail}`);
    this.name = "CsvFormatError";
  }
}

export type CsvRecord = {
  fields: string[];
  /** The line the record ends on (1-based; a record without a quoted line break is one line). */
  line: number;
};

export type CsvOptions = { source: string; delimiter: string; maxLineBytes: number };

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** A byte over 127 (the parser gives each byte as one character). */
const NON_ASCII = /[\u0080-\u00ff]/;

/** The records of a CSV's bytes, the header first; blank lines are skipped. */
export async function* csvRecords(
  input: AsyncIterable<Buffer | Uint8Array>,
  { source, delimiter, maxLineBytes }: CsvOptions,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter,
    encoding: "latin1",
    record_delimiter: ["\r\n", "\n"],
    // A quote inside an unquoted field (POSTO "BOM JESUS") is text, as the files write it.
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxLineBytes,
    info: true,
  });
  // The feed's errors (a limit, no answer) reach the loop below through the parser.
  const feeding = pipeline(Readable.from(lineCapped(input, { source, maxLineBytes }), { objectMode: false }), parser);
  feeding.catch(() => {});
  let isLatin1 = false;
  let first = true;
  const decoded = (fields: string[]): string[] => {
    if (isLatin1) return fields;
    let out: string[] | null = null;
    try {
      for (let i = 0; i < fields.length; i++) {
        if (!NON_ASCII.test(fields[i]!)) continue;
        out ??= fields.slice();
        out[i] = utf8.decode(Buffer.from(fields[i]!, "latin1"));
      }
    } catch {
      isLatin1 = true;
      return fields;
    }
    if (out && first) out[0] = out[0]!.replace(/^\uFEFF/, "");
    return out ?? fields;
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const fields = decoded(record);
      first = false;
      yield { fields, line: info.lines };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // csv-parse's count of lines where it stopped.
    const at = Number(error.lines) || 0;
    if (error.code === "CSV_MAX_RECORD_SIZE")
      throw new SourceLimitError(`${source}, linha ${at}`, "maxLineBytes", maxLineBytes);
    if (error.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH") {
      // The header's width, as the error states it ("expect 16, got 10 on line 6"): the
      // records read before it may still be waiting in the stream.
      const header = /expect (\d+)/.exec(error.message)?.[1] ?? "outro número";
      throw new CsvFormatError(source, at, `${(error.record as string[]).length} campos, o cabeçalho tem ${header}`);
    }
    if (error.code === "CSV_QUOTE_NOT_CLOSED")
      throw new CsvFormatError(source, at, "aspas abertas que não se fecham até o fim do arquivo");
    throw new CsvFormatError(source, at, `CSV ilegível (${error.code})`);
  } finally {
    parser.destroy();
    await feeding.catch(() => {});
  }
}
