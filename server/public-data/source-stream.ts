// The public data's sources (ANP, BCB) are read by the shared source reader
// (server/source-reader/: one redirect policy, limits on bytes, unpacked bytes, lines and time,
// reads that yield to the event loop). These are its names as the public data's code knows them.
import { Readable } from "node:stream";
import { sourceBytes } from "../source-reader/bytes.ts";
import { SOURCE_LIMITS, type SourceLimits } from "../source-reader/limits.ts";
import { unpacked as unpackedWithin } from "../source-reader/unpack.ts";

export { SourceError, noAnswer } from "../source-reader/errors.ts";
export { fetchOnceMore, isUrl } from "../source-reader/fetch.ts";
export { SourceLimitError } from "../source-reader/limits.ts";
export { textLines } from "../source-reader/lines.ts";

/** The source's bytes as they come (not unpacked), within the ANP's limits. */
export async function openSource(
  source: string,
  { fetchImpl = fetch, limits = SOURCE_LIMITS.anp }: { fetchImpl?: typeof fetch; limits?: SourceLimits } = {},
): Promise<Readable> {
  return Readable.from(sourceBytes(source, limits, { fetchImpl, unpack: false }), { objectMode: false });
}

/** A .zip's first .csv (or a .gz's content, or the bytes as they are), within the ANP's limits. */
export function unpacked(source: string, input: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<Uint8Array> {
  return unpackedWithin(source, input, SOURCE_LIMITS.anp);
}
