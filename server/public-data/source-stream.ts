// A public source's bytes, from a local file or an http(s) address, as a stream, and its lines
// as text: a file the ANP publishes in Latin-1 or in UTF-8 (with or without a byte-order mark)
// reads the same, and so does the same file inside a .zip (the ANP's semiannual history comes
// as .csv or .zip), unpacked as its bytes arrive. Lines are cut from the bytes as they arrive,
// so a file of hundreds of MB never sits in memory whole, packed or not.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";

export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceError";
  }
}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/**
 * A GET that is tried once more when no answer came at all: a kept-alive connection the server
 * closed while it sat idle (during a long import) fails at once with "fetch failed".
 */
export async function fetchOnceMore(fetchImpl: typeof fetch, url: string, init: () => RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init());
  } catch (error) {
    if ((error as Error).name === "TimeoutError" || (error as Error).name === "AbortError") throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return fetchImpl(url, init());
  }
}

/** "fetch failed (connect ECONNREFUSED 127.0.0.1:9)": the error with its cause's message. */
export function noAnswer(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  const detail = cause?.message ?? cause?.code;
  return `${(error as Error).message}${detail ? `: ${detail}` : ""}`;
}

/** The source's bytes: a GET for an address (an answer other than 200 is refused), else the file. */
export async function openSource(
  source: string,
  { fetchImpl = fetch, timeoutMs = 120_000 }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<Readable> {
  if (!isUrl(source)) return createReadStream(source);
  let response: Response;
  try {
    response = await fetchOnceMore(fetchImpl, source, () => ({
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
    }));
  } catch (error) {
    throw new SourceError(`${source}: sem resposta (${noAnswer(error)})`);
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(`${source}: respondeu HTTP ${response.status}`);
  }
  return Readable.fromWeb(response.body as never);
}

/** A zip file's first bytes ("PK\x03\x04", a local file header). */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * The source's bytes as its text: a .zip (known by its first bytes, whatever the address says)
 * gives its first .csv entry, inflated chunk by chunk as the packed bytes arrive; anything else
 * passes through as it is. A zip without a .csv, or cut short, is refused.
 */
export async function* unpacked(source: string, input: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<Uint8Array> {
  const chunks = input[Symbol.asyncIterator]();
  // Enough of the start to know (a read normally gives 64 KB at once).
  let head: Uint8Array = new Uint8Array(0);
  let ended = false;
  while (head.length < ZIP_SIGNATURE.length) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = head.length ? Buffer.concat([head, next.value]) : next.value;
  }
  const rest = async function* () {
    if (head.length) yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  };
  if (!ZIP_SIGNATURE.every((byte, i) => head[i] === byte)) {
    yield* rest();
    return;
  }
  const out: Uint8Array[] = [];
  let entry: string | null = null;
  let complete = false;
  let failure: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    const wanted = entry === null && /\.csv$/i.test(file.name);
    if (wanted) entry = file.name;
    // Every entry is started (an entry left unstarted would be kept in memory by fflate): the
    // CSV's bytes are kept until read, any other entry's are dropped as they come.
    file.ondata = (error, data, final) => {
      if (error) failure ??= error;
      else if (wanted) {
        if (data.length) out.push(data);
        if (final) complete = true;
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const push = (bytes: Uint8Array, final: boolean) => {
    try {
      unzip.push(bytes, final);
    } catch (error) {
      failure ??= error as Error;
    }
    // At the end, fflate calls a zip whose entry stops short "invalid zip data": say what it is.
    if (final && entry !== null && !complete) throw new SourceError(`${source}: o .zip termina no meio de ${entry}`);
    if (failure) throw new SourceError(`${source}: .zip ilegível (${failure.message})`);
  };
  for await (const chunk of rest()) {
    push(chunk, false);
    while (out.length) yield out.shift()!;
  }
  push(new Uint8Array(0), true);
  while (out.length) yield out.shift()!;
  if (entry === null) throw new SourceError(`${source}: o .zip não tem nenhum arquivo .csv`);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

/**
 * The stream's lines with their numbers (1-based), without the line break. Each line is read
 * as UTF-8 until one is not valid UTF-8: from then on the file is Latin-1 (ASCII lines read the
 * same either way, so deciding late changes nothing before).
 */
export async function* textLines(input: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<[string, number]> {
  let rest: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  let number = 0;
  let isLatin1 = false;
  const decode = (bytes: Buffer): string => {
    let end = bytes.length;
    if (end && bytes[end - 1] === 0x0d) end -= 1;
    const line = bytes.subarray(0, end);
    if (!isLatin1) {
      try {
        const text = utf8.decode(line);
        return number === 1 ? text.replace(/^\uFEFF/, "") : text;
      } catch {
        isLatin1 = true;
      }
    }
    return latin1.decode(line);
  };
  for await (const chunk of input) {
    let buffer: Buffer<ArrayBufferLike> = rest.length ? Buffer.concat([rest, chunk]) : Buffer.from(chunk);
    let start = 0;
    let newline: number;
    while ((newline = buffer.indexOf(0x0a, start)) !== -1) {
      number += 1;
      yield [decode(buffer.subarray(start, newline)), number];
      start = newline + 1;
    }
    rest = Buffer.from(buffer.subarray(start));
    buffer = rest;
  }
  if (rest.length) {
    number += 1;
    yield [decode(rest), number];
  }
}
