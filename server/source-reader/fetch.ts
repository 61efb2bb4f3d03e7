// The one way an outside source is fetched (ANP, BCB, fipeX, the FIPE services): redirects
// followed by hand under one policy, and one more try when no answer came at all (unless the
// caller has its own fail-over).
//
// Redirect policy: at most MAX_REDIRECTS hops; each to https://, or to the same origin it came
// from (a local mirror on http:// may move its files around). Anything else (http:// elsewhere,
// file:, data:, a scheme fetch cannot read) is refused naming where it pointed.
import { SourceError, isAbort } from "./errors.ts";

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** A redirect the policy does not follow: `target` is where it pointed, `reason` why. */
export class RedirectRefusedError extends SourceError {
  constructor(
    readonly source: string,
    readonly target: URL | null,
    readonly reason: "scheme" | "too-many",
  ) {
    super(
      reason === "too-many"
        ? `${source}: mais de ${MAX_REDIRECTS} redirecionamentos`
        : `${source}: redirecionamento para ${target!.protocol}//${target!.host} recusado: só https:// (ou a mesma origem) é seguido`,
    );
    this.name = "RedirectRefusedError";
  }
}

export function redirectAllowed(from: URL, to: URL): boolean {
  return to.protocol === "https:" || (to.protocol === from.protocol && to.host === from.host);
}

/**
 * A GET that is tried once more when no answer came at all: a kept-alive connection the server
 * closed while it sat idle (during a long import) fails at once with "fetch failed".
 */
export async function fetchOnceMore(fetchImpl: typeof fetch, url: string, init: () => RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init());
  } catch (error) {
    if (isAbort(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    return fetchImpl(url, init());
  }
}

export type FetchSourceOptions = {
  fetchImpl?: typeof fetch;
  signal: AbortSignal;
  headers?: Record<string, string>;
  /** The address named in errors (a Parquet reader's ranges name the file). */
  source?: string;
  /** One more try when no answer came (default); false for a caller that fails over itself. */
  retry?: boolean;
};

/** The answer at `url` after the redirects the policy follows; the caller checks its status. */
export async function fetchSource(url: string, init: RequestInit, options: FetchSourceOptions): Promise<Response> {
  const { fetchImpl = fetch, signal, headers, source = url, retry = true } = options;
  let current = url;
  for (let hops = 0; ; hops++) {
    const request = (): RequestInit => ({
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), ...headers },
      redirect: "manual",
      signal,
    });
    const response = retry ? await fetchOnceMore(fetchImpl, current, request) : await fetchImpl(current, request());
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    const location = response.headers.get("location");
    await response.body?.cancel().catch(() => {});
    if (!location) return response;
    const next = new URL(location, current);
    if (!redirectAllowed(new URL(current), next)) throw new RedirectRefusedError(source, next, "scheme");
    if (hops >= MAX_REDIRECTS) throw new RedirectRefusedError(source, null, "too-many");
    current = next.href;
  }
}
