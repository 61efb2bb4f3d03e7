// What one read of an outside source may take: bytes received, bytes once unpacked, one line's
// length and the whole read's time. Each source has its own, sized from what it really sends
// (docs/operations.md, "Outside sources: limits"); a read over a limit stops at once and the
// error names the limit.
import { SourceError } from "./errors.ts";

export type SourceLimits = {
  /** Bytes received (as sent: packed for a .zip, decoded for a Content-Encoding). */
  maxBytes: number;
  /** Bytes after unpacking a .zip or .gz (the text the parser reads). */
  maxInflatedBytes: number;
  /** One line of text, without its line break. */
  maxLineBytes: number;
  /** The whole read: connecting, every redirect, the body to its last byte. */
  timeoutMs: number;
};

const KB = 1024;
const MB = 1024 * KB;

export const SOURCE_LIMITS = {
  /** The ANP's survey files: a semiannual history is ≈130 MB of CSV (1 M lines of ≈130 bytes),
   * ≈15 MB as .zip; the "últimas 4 semanas" files are a few MB. */
  anp: { maxBytes: 256 * MB, maxInflatedBytes: 512 * MB, maxLineBytes: 16 * KB, timeoutMs: 10 * 60_000 },
  /** One Banco Central SGS series as JSON: the IPCA since 1980 is ≈30 KB. */
  bcb: { maxBytes: 4 * MB, maxInflatedBytes: 4 * MB, maxLineBytes: 4 * MB, timeoutMs: 30_000 },
  /** One answer of a FIPE service: the longest, a brand's model list, is ≈100 KB. */
  fipe: { maxBytes: 4 * MB, maxInflatedBytes: 4 * MB, maxLineBytes: 4 * MB, timeoutMs: 30_000 },
  /** A fipeX file (every month since 2001 in one .tsv.gz is ≈1 GB unpacked, lines ≈200 bytes). */
  fipex: { maxBytes: 4096 * MB, maxInflatedBytes: 16_384 * MB, maxLineBytes: 64 * KB, timeoutMs: 30 * 60_000 },
} as const satisfies Record<string, SourceLimits>;

const NAMES: Record<keyof SourceLimits, string> = {
  maxBytes: "tamanho da resposta",
  maxInflatedBytes: "tamanho descompactado",
  maxLineBytes: "tamanho de uma linha",
  timeoutMs: "tempo de leitura",
};

export function describeLimit(limit: keyof SourceLimits, value: number): string {
  if (limit === "timeoutMs") return value >= 1000 ? `${Math.round(value / 1000)} s` : `${value} ms`;
  if (value >= MB) return `${Math.round(value / MB)} MB`;
  if (value >= KB) return `${Math.round(value / KB)} KB`;
  return `${value} bytes`;
}

/** A read stopped by one of its limits: "…: passou do limite de tamanho da resposta (4 MB)". */
export class SourceLimitError extends SourceError {
  constructor(
    readonly source: string,
    readonly limit: keyof SourceLimits,
    readonly value: number,
  ) {
    super(`${source}: passou do limite de ${NAMES[limit]} (${describeLimit(limit, value)}); nada foi gravado`);
    this.name = "SourceLimitError";
  }
}
