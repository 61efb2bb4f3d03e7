// The console's gate: a session (401 otherwise) and the admin role (403). The console's routes
// check the site's own origin first for every request that changes something
// (server/http/same-origin.ts).
import type { FastifyRequest } from "fastify";
import type { Auth } from "../auth/better-auth.ts";
import type { Db } from "../db/client.ts";
import { isAdmin } from "./accounts.ts";

export type AdminIdentity = { userId: string; email: string };

export type GuardFailure = { status: 401 | 403; code: string; message: string };

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
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
