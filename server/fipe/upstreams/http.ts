// One HTTP call to a FIPE service, classified: JSON answers pass; a timeout, a dropped
// connection, 5xx, 429, an HTML page (Cloudflare's challenge) or an error body become an
// UpstreamError the fail-over acts on. A 404 with a JSON body and the site's
// {"erro":"nadaencontrado"} mean "not found" (an answer, not an outage). Redirects are followed
// under the source reader's one policy (a redirect it refuses is an unreachable upstream).
import { responseBytes } from "../../source-reader/bytes.ts";
import { fetchSource } from "../../source-reader/fetch.ts";
import { SOURCE_LIMITS, SourceLimitError } from "../../source-reader/limits.ts";
import { UpstreamError, type CallContext } from "./types.ts";

/**
 * The answer's text, at most SOURCE_LIMITS.fipe.maxBytes: a longer answer (no FIPE list comes
 * near it) is dropped as it arrives, never held or passed on.
 */
async function boundedText(url: string, response: Response, signal: AbortSignal): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of responseBytes(url, response, SOURCE_LIMITS.fipe, signal)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** Runs before every HTTP request of an upstream: pacing and the daily budget. */
export type Gate = (signal: AbortSignal) => Promise<void>;

export type HttpDeps = { gate: Gate; fetchImpl: typeof fetch };

/** A configured upstream of the parallelum APIs (v1, v2): its name, address, token and HTTP. */
export type AdapterOptions = { id: string; url: string; token?: string; http: HttpDeps };

export type HttpRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** The upstream's own time to answer, counted from the send (see CallContext). */
  attemptMs?: number;
};

function looksLikeHtml(contentType: string, text: string): boolean {
  return contentType.includes("html") || /^\s*</.test(text);
}

function aborted(error: unknown): boolean {
  const name = (error as Error | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
}

export async function requestJson({ gate, fetchImpl }: HttpDeps, request: HttpRequest): Promise<unknown> {
  const { url, method = "GET", headers = {}, body, attemptMs } = request;
  try {
    await gate(request.signal);
  } catch (error) {
    // Never sent: waiting for our own pacing is not an upstream failure (failover.ts).
    if (aborted(error)) throw new UpstreamError("queued", "timed out waiting for its turn");
    throw error;
  }
  const signal =
    attemptMs === undefined ? request.signal : AbortSignal.any([request.signal, AbortSignal.timeout(attemptMs)]);
  let status: number;
  let contentType: string;
  let text: string;
  try {
    // No second try here: the fail-over moves on to the next upstream.
    const response = await fetchSource(
      url,
      { method, headers: { accept: "application/json", ...headers }, body },
      { fetchImpl, signal, retry: false },
    );
    status = response.status;
    contentType = response.headers.get("content-type") ?? "";
    text = await boundedText(url, response, signal);
  } catch (error) {
    if (error instanceof SourceLimitError && error.limit === "maxBytes") {
      throw new UpstreamError("bad-shape", `answer over ${SOURCE_LIMITS.fipe.maxBytes} bytes`);
    }
    if (aborted(error) || signal.aborted) throw new UpstreamError("timeout", "upstream timeout");
    throw new UpstreamError("unreachable", "upstream unreachable");
  }
  if (looksLikeHtml(contentType, text)) {
    const challenge = text.includes("cf-chl") || text.includes("_cf_chl_opt") || text.includes("challenge-platform");
    throw new UpstreamError("html", challenge ? `challenge page (status ${status})` : `HTML page (status ${status})`);
  }
  if (status === 429) throw new UpstreamError("rate-limited", "upstream rate limit");
  if (status >= 500) throw new UpstreamError("server-error", `upstream status ${status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UpstreamError("bad-shape", `invalid upstream body (status ${status})`);
  }
  if (status === 404) throw new UpstreamError("not-found", "not found upstream");
  if (status < 200 || status > 299) throw new UpstreamError("error-body", `upstream status ${status}`);
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    const { erro, error } = parsed as { erro?: unknown; error?: unknown };
    if (erro === "nadaencontrado") throw new UpstreamError("not-found", "not found upstream");
    if (erro !== undefined || error !== undefined) {
      throw new UpstreamError("error-body", `upstream error body: ${JSON.stringify(erro ?? error).slice(0, 80)}`);
    }
  }
  return parsed;
}

/**
 * What the parallelum APIs (v1 and v2) share: the upstream's name, kind and base address
 * (without a trailing slash), and a GET of a path under it that carries the subscription token
 * when one is set.
 */
export function parallelumApi({ id, url, token, http }: AdapterOptions, kind: "v1" | "v2") {
  const base = url.replace(/\/+$/, "");
  const headers = token ? { "X-Subscription-Token": token } : undefined;
  const get = (path: string, { signal, attemptMs }: CallContext) =>
    requestJson(http, { url: `${base}/${path}`, headers, signal, attemptMs });
  return { identity: { id, kind, url: base }, get };
}
