// A source's text as lines with their numbers (1-based), without the line break, none longer
// than maxLineBytes: a longer one stops the read before it is held whole. A line spread over
// many chunks is kept as its pieces and joined once (joining at every chunk made an endless
// line quadratic). Each line is read as UTF-8 until one is not valid UTF-8: from then on the
// file is Latin-1 (ASCII lines read the same either way, so deciding late changes nothing
// before).
import { SourceLimitError } from "./limits.ts";

/** A line of a public source's text (an ANP line is ≈130 bytes, a fipeX line ≈200). */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024;

const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

export async function* textLines(
  input: AsyncIterable<Buffer | Uint8Array>,
  { source = "arquivo", maxLineBytes = DEFAULT_MAX_LINE_BYTES }: { source?: string; maxLineBytes?: number } = {},
): AsyncGenerator<[string, number]> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let number = 0;
  let isLatin1 = false;
  const decode = (bytes: Uint8Array): string => {
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
  const tooLong = () => new SourceLimitError(`${source}, linha ${number + 1}`, "maxLineBytes", maxLineBytes);
  const take = (piece: Uint8Array): Uint8Array => {
    const whole = pending.length ? Buffer.concat([...pending, piece]) : piece;
    pending = [];
    pendingBytes = 0;
    return whole;
  };
  for await (const input_ of input) {
    const chunk = Buffer.isBuffer(input_) ? input_ : Buffer.from(input_.buffer, input_.byteOffset, input_.length);
    let start = 0;
    let newline: number;
    while ((newline = chunk.indexOf(0x0a, start)) !== -1) {
      if (pendingBytes + newline - start > maxLineBytes + 1) throw tooLong();
      const line = take(chunk.subarray(start, newline));
      number += 1;
      yield [decode(line), number];
      start = newline + 1;
    }
    if (start < chunk.length) {
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxLineBytes + 1) throw tooLong();
      // A copy: the chunk's memory may be reused by whoever produced it.
      pending.push(Uint8Array.prototype.slice.call(chunk, start));
    }
  }
  if (pendingBytes) {
    const line = take(new Uint8Array(0));
    number += 1;
    yield [decode(line), number];
  }
}
