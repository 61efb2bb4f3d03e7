// Whether a request that changes state comes from this site: its Origin is the site's
// (SITE_URL) or the request's own host, else, without an Origin, Sec-Fetch-Site says
// same-origin. The console's API, the first admin's set-up and the pages' form posts check it.
import type { FastifyRequest } from "fastify";

/** Why a request was refused: a 403 with its code and pt-BR message. */
export type CrossOriginRefusal = { status: 403; code: "CROSS_ORIGIN"; message: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins a state-changing request may come from: SITE_URL's and the request's own host. */
export function allowedOrigins(request: FastifyRequest, siteUrl: string): Set<string> {
  const origins = new Set<string>([new URL(siteUrl).origin]);
  const host = request.host;
  if (host) origins.add(`${request.protocol}://${host}`);
  return origins;
}

/** null when the request may change state (or changes none: GET, HEAD, OPTIONS); otherwise why not. */
export function checkSameOrigin(request: FastifyRequest, siteUrl: string): CrossOriginRefusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") {
    if (allowedOrigins(request, siteUrl).has(origin)) return null;
    return { status: 403, code: "CROSS_ORIGIN", message: "Pedido de outra origem recusado." };
  }
  if (request.headers["sec-fetch-site"] === "same-origin") return null;
  return { status: 403, code: "CROSS_ORIGIN", message: "Pedido sem origem verificável recusado." };
}
