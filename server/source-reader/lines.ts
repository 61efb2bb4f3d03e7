// A source's bytes as they come, stopped at the first line longer than maxLineBytes (without
// its line break): a longer one ends the read before any parser holds it, with the line's
// number (1-based). Only the bytes since the last line break are counted, never joined.
import { SourceLimitError } from "./limits.ts";

export async function* lineCapped(
  input: AsyncIterable<Buffer | Uint8Array>,
  { source, maxLineBytes }: { source: string; maxLineBytes: number },
): AsyncGenerator<Buffer> {
  let current = 0;
  let line = 1;
  // One more byte than the limit: the "\r" of a "\r\n" ending.
  const tooLong = () => new SourceLimitError(`${source}, linha ${line}`, "maxLineBytes", maxLineBytes);
  for await (const input_ of input) {
    const chunk = Buffer.isBuffer(input_) ? input_ : Buffer.from(input_.buffer, input_.byteOffset, input_.length);
    let start = 0;
    let newline: number;
    while ((newline = chunk.indexOf(0x0a, start)) !== -1) {
      if (current + newline - start > maxLineBytes + 1) throw tooLong();
      current = 0;
      line += 1;
      start = newline + 1;
    }
    current += chunk.length - start;
    if (current > maxLineBytes + 1) throw tooLong();
    yield chunk;
  }
}
