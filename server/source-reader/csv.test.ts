// The source reader's CSV: quoted fields (a ";" or a line break inside quotes, "" for a quote),
// Latin-1 or UTF-8 decided record by record, and the line limit on every shape of a long line.
import { describe, expect, it } from "vitest";
import { CsvFormatError, csvRecords, type CsvOptions } from "./csv.ts";
import { SourceLimitError } from "./limits.ts";

const OPTIONS: CsvOptions = { source: "teste.csv", delimiter: ";", maxLineBytes: 1024 };

/** The bytes in chunks of `size` (a field or a line break cut between two chunks). */
async function* chunks(bytes: Buffer, size = 7): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(bytes: Buffer, options: Partial<CsvOptions> = {}, size?: number) {
  const out: Array<[string[], number]> = [];
  for await (const { fields, line } of csvRecords(chunks(bytes, size), { ...OPTIONS, ...options }))
    out.push([fields, line]);
  return out;
}

describe("csvRecords", () => {
  it("reads a quoted field holding the delimiter and doubled quotes, and a quoted line break, with each record's (last) line", async () => {
    const text = [
      "Revenda;Bairro;Valor",
      '"AUTO POSTO ""BOM PREÇO""; FILIAL 2";CENTRO;6,29',
      'POSTO "SEM ASPAS" LTDA;"VILA ; NOVA";5,99',
      "",
      '"DUAS\nLINHAS";JARDIM;6,49',
      "SEM FIM DE LINHA;X;1",
    ].join("\r\n");
    expect(await read(Buffer.from(text, "latin1"))).toEqual([
      [["Revenda", "Bairro", "Valor"], 1],
      [['AUTO POSTO "BOM PREÇO"; FILIAL 2', "CENTRO", "6,29"], 2],
      [['POSTO "SEM ASPAS" LTDA', "VILA ; NOVA", "5,99"], 3],
      [["DUAS\nLINHAS", "JARDIM", "6,49"], 6],
      [["SEM FIM DE LINHA", "X", "1"], 7],
    ]);
  });

  it("reads UTF-8 (byte-order mark dropped) and Latin-1, deciding at the first record that is not UTF-8", async () => {
    const rows = "Municipio;Produto\nSÃO PAULO;GASOLINA\nNITERÓI;ETANOL\n";
    const utf8 = await read(Buffer.from(`\uFEFF${rows}`, "utf8"));
    const latin1 = await read(Buffer.from(rows, "latin1"));
    expect(utf8).toEqual(latin1);
    expect(utf8.map(([fields]) => fields[0])).toEqual(["Municipio", "SÃO PAULO", "NITERÓI"]);
    // A record split across chunks in the middle of a two-byte character reads whole.
    expect(await read(Buffer.from(rows, "utf8"), {}, 1)).toEqual(latin1);
  });

  it("stops at the line limit whatever the long line holds, naming the limit and the line", async () => {
    const long = (fill: string) => Buffer.from(`a;b\n1;2\n${fill.repeat(2000)}\n3;4\n`, "latin1");
    for (const fill of ["x", ";", '"x";']) {
      await expect(read(long(fill), {}, 4096)).rejects.toThrow(
        new SourceLimitError("teste.csv, linha 3", "maxLineBytes", 1024),
      );
    }
    // Short lines joined by a quote into one long record stop at the same size.
    const quoted = Buffer.from(`a;b\n"${"x\n".repeat(1000)}";1\n`, "latin1");
    await expect(read(quoted)).rejects.toThrow(SourceLimitError);
    await expect(read(quoted)).rejects.toThrow(/passou do limite de tamanho de uma linha \(1 KB\)/);
  });

  it("refuses a quote never closed and a record of another width than the header, naming the line", async () => {
    const error = await read(Buffer.from('a;b\n"aberta;1\n2;3\n', "latin1")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvFormatError);
    expect((error as Error).message).toMatch(/^teste\.csv, linha \d: aspas abertas que não se fecham/);
    await expect(read(Buffer.from("a;b;c\n1;2;3\n\n1;2\n", "latin1"))).rejects.toThrow(
      new CsvFormatError("teste.csv", 4, "2 campos, o cabeçalho tem 3"),
    );
  });

  it("skips a million blank lines quickly (none is a record)", async () => {
    const started = performance.now();
    const records = await read(
      Buffer.concat([Buffer.from("a;b\n"), Buffer.alloc(1_000_000, 0x0a), Buffer.from("1;2")]),
      {},
      65_536,
    );
    expect(records).toEqual([
      [["a", "b"], 1],
      [["1", "2"], 1_000_002],
    ]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
