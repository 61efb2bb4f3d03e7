// A public source that could not be read: no answer, an HTTP error, a refused redirect, a
// broken .zip, a limit passed. The message names the source and the cause, in one line.
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceError";
  }
}

/** "fetch failed (connect ECONNREFUSED 127.0.0.1:9)": the error with its cause's message. */
export function noAnswer(error: unknown): string {
  const cause = (error as { cause?: { message?: string; code?: string } }).cause;
  const detail = cause?.message ?? cause?.code;
  return `${(error as Error).message}${detail ? `: ${detail}` : ""}`;
}

export function isAbort(error: unknown): boolean {
  const name = (error as Error | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
}
