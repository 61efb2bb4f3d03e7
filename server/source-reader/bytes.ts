// An outside source's bytes within its limits (limits.ts): a local file or an http(s) address
// fetched under the one redirect policy (fetch.ts), counted as they arrive (a Content-Length
// over the limit is refused before the body), unpacked when they are a .zip or a .gz (unpack.ts)
// and counted again, under one deadline for the whole read, yielding to the event loop.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { SourceError, isAbort, noAnswer } from "./errors.ts";
import { fetchSource, isUrl } from "./fetch.ts";
import { SourceLimitError, type SourceLimits } from "./limits.ts";
import { unpacked } from "./unpack.ts";
import { createYielder } from "./yield.ts";

export type ReadOptions = {
  fetchImpl?: typeof fetch;
  headers?: Record<string, string>;
  /** Unpack a .zip (its first .csv) or a .gz; false: the bytes as they come. */
  unpack?: boolean;
};

/** The whole read's signal: the time limit. */
function deadline(limits: SourceLimits): AbortSignal {
  return AbortSignal.timeout(limits.timeoutMs);
}

/** An answer's body, counted against maxBytes (refused up front by its Content-Length). */
export async function* responseBytes(
  source: string,
  response: Response,
  limits: Pick<SourceLimits, "maxBytes" | "timeoutMs">,
  signal?: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "");
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new SourceLimitError(source, "maxBytes", limits.maxBytes);
  }
  if (!response.body) return;
  yield* counted(source, Readable.fromWeb(response.body as never), limits, signal);
}

async function* counted(
  source: string,
  stream: Readable,
  limits: Pick<SourceLimits, "maxBytes" | "timeoutMs">,
  signal?: AbortSignal,
): AsyncGenerator<Uint8Array> {
  let received = 0;
  const breathe = createYielder();
  // The deadline ends a stalled stream too (no chunk would come to notice it).
  const onAbort = () => stream.destroy(new SourceLimitError(source, "timeoutMs", limits.timeoutMs));
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      received += chunk.length;
      if (received > limits.maxBytes) throw new SourceLimitError(source, "maxBytes", limits.maxBytes);
      yield chunk;
      await breathe();
    }
  } catch (error) {
    if (signal?.aborted || isAbort(error)) throw new SourceLimitError(source, "timeoutMs", limits.timeoutMs);
    throw error;
  } finally {
    signal?.removeEventListener("abort", onAbort);
    stream.destroy();
  }
}

/**
 * The source's bytes: a GET for an address (an answer other than 200 is refused), else the
 * file; unpacked unless `unpack: false`. Throws SourceError (SourceLimitError over a limit).
 */
export async function* sourceBytes(
  source: string,
  limits: SourceLimits,
  { fetchImpl = fetch, headers, unpack = true }: ReadOptions = {},
): AsyncGenerator<Uint8Array> {
  const signal = deadline(limits);
  let raw: AsyncGenerator<Uint8Array>;
  if (isUrl(source)) {
    let response: Response;
    try {
      response = await Promise.race([
        fetchSource(source, {}, { fetchImpl, signal, headers }),
        new Promise<never>((_, reject) =>
          signal.addEventListener("abort", () => reject(new SourceLimitError(source, "timeoutMs", limits.timeoutMs)), {
            once: true,
          }),
        ),
      ]);
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (signal.aborted || isAbort(error)) throw new SourceLimitError(source, "timeoutMs", limits.timeoutMs);
      throw new SourceError(`${source}: sem resposta (${noAnswer(error)})`);
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new SourceError(`${source}: respondeu HTTP ${response.status}`);
    }
    raw = responseBytes(source, response, limits, signal);
  } else {
    raw = counted(source, createReadStream(source), limits, signal);
  }
  yield* unpack ? unpacked(source, raw, limits) : raw;
}

/** The whole answer as text (a JSON document, at most maxBytes). */
export async function sourceText(source: string, limits: SourceLimits, options: ReadOptions = {}): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of sourceBytes(source, limits, { ...options, unpack: false })) chunks.push(chunk);
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}
