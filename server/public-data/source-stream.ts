// A public source's bytes, from a local file or an http(s) address, as a stream, and its lines
// as text: a file the ANP publishes in Latin-1 or in UTF-8 (with or without a byte-order mark)
// reads the same. Lines are cut from the bytes as they arrive, so a file of hundreds of MB never
// sits in memory whole.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";

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
