// The console's gate: a session (401 otherwise), the admin role (403), and for every request
// that changes something, the site's own origin (403): Origin, else Sec-Fetch-Site.
import type { FastifyRequest } from "fastify";
import type { Auth } from "../auth/better-auth.ts";
import type { Db } from "../db/client.ts";
import { isAdmin } from "./accounts.ts";

export type AdminIdentity = { userId: string; email: string };

export type GuardFailure = { status: 401 | 403; code: string; message: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/** The origins a state-changing request may come from: SITE_URL's and the request's own host. */
export function allowedOrigins(request: FastifyRequest, siteUrl: string): Set<string> {
  const origins = new Set<string>([new URL(siteUrl).origin]);
  const host = request.host;
  if (host) origins.add(`${request.protocol}://${host}`);
  return origins;
}

/** null when the request may change state; otherwise why not. */
export function checkSameOrigin(request: FastifyRequest, siteUrl: string): GuardFailure | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") {
    if (allowedOrigins(request, siteUrl).has(origin)) return null;
    return { status: 403, code: "CROSS_ORIGIN", message: "Pedido de outra origem recusado." };
  }
  if (request.headers["sec-fetch-site"] === "same-origin") return null;
  return { status: 403, code: "CROSS_ORIGIN", message: "Pedido sem origem verificável recusado." };
}

export async function identify(
  request: FastifyRequest,
  auth: Auth,
  db: Db,
): Promise<{ admin: AdminIdentity } | { failure: GuardFailure }> {
  const session = await auth.api.getSession({ headers: requestHeaders(request) });
  if (!session?.user) {
    return { failure: { status: 401, code: "UNAUTHENTICATED", message: "Entre para usar o painel." } };
  }
  if (!(await isAdmin(db, session.user.id))) {
    return { failure: { status: 403, code: "FORBIDDEN", message: "Sua conta não tem acesso ao painel." } };
  }
  return { admin: { userId: session.user.id, email: session.user.email } };
}
