// A source's bytes as its text's bytes: a .zip (known by its first bytes, whatever the address
// says) gives its first .csv entry, a .gz its content, anything else passes through. Unpacking
// is fed in small slices, so one slice can inflate to at most ≈1,000 times its size (deflate's
// ceiling) before the running total is checked against maxInflatedBytes: a 1 MB zip that
// inflates to 1 GiB stops at the limit, never holding more than a few MB.
import { createGunzip } from "node:zlib";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { SourceError } from "./errors.ts";
import { SourceLimitError, type SourceLimits } from "./limits.ts";
import { createYielder } from "./yield.ts";

/** A zip file's first bytes ("PK\x03\x04", a local file header); gzip's. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const GZIP_SIGNATURE = [0x1f, 0x8b];
/** Packed bytes pushed at a time: ≤ 4 MB inflated per push. */
const SLICE = 4096;

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, i) => head[i] === byte);

export async function* unpacked(
  source: string,
  input: AsyncIterable<Uint8Array>,
  limits: Pick<SourceLimits, "maxInflatedBytes">,
): AsyncGenerator<Uint8Array> {
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
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > limits.maxInflatedBytes)
      throw new SourceLimitError(source, "maxInflatedBytes", limits.maxInflatedBytes);
  };
  try {
    if (startsWith(head, ZIP_SIGNATURE)) yield* unzipped(source, rest(), count);
    else if (startsWith(head, GZIP_SIGNATURE)) yield* gunzipped(source, rest(), count);
    else
      for await (const chunk of rest()) {
        count(chunk.length);
        yield chunk;
      }
  } finally {
    await chunks.return?.();
  }
}

async function* gunzipped(source: string, input: AsyncIterable<Uint8Array>, count: (n: number) => void) {
  const gunzip = createGunzip({ chunkSize: 64 * 1024 });
  const feeding = (async () => {
    for await (const chunk of input) {
      if (gunzip.destroyed) return;
      if (!gunzip.write(chunk)) await new Promise((resolve) => gunzip.once("drain", resolve));
    }
    gunzip.end();
  })().catch((error: unknown) => gunzip.destroy(error as Error));
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      count(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(`${source}: .gz ilegível (${(error as Error).message})`);
  } finally {
    gunzip.destroy();
    await feeding;
  }
}

async function* unzipped(source: string, input: AsyncIterable<Uint8Array>, count: (n: number) => void) {
  const out: Uint8Array[] = [];
  let entry: string | null = null;
  let complete = false;
  let failure: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    const wanted = entry === null && /\.csv$/i.test(file.name);
    if (wanted) entry = file.name;
    // Every entry is started (an entry left unstarted would be kept in memory by fflate): the
    // CSV's bytes are kept until read, any other entry's are counted and dropped as they come.
    file.ondata = (error, data, final) => {
      if (error) failure ??= error;
      else {
        try {
          count(data.length);
        } catch (limit) {
          failure ??= limit as Error;
          return;
        }
        if (wanted) {
          if (data.length) out.push(data);
          if (final) complete = true;
        }
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
    if (failure instanceof SourceError) throw failure;
    // At the end, fflate calls a zip whose entry stops short "invalid zip data": say what it is.
    if (final && entry !== null && !complete) throw new SourceError(`${source}: o .zip termina no meio de ${entry}`);
    if (failure) throw new SourceError(`${source}: .zip ilegível (${failure.message})`);
  };
  const breathe = createYielder();
  for await (const chunk of input) {
    for (let at = 0; at < chunk.length; at += SLICE) {
      push(chunk.subarray(at, at + SLICE), false);
      while (out.length) yield out.shift()!;
      await breathe();
    }
  }
  push(new Uint8Array(0), true);
  while (out.length) yield out.shift()!;
  if (entry === null) throw new SourceError(`${source}: o .zip não tem nenhum arquivo .csv`);
}
