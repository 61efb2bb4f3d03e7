// /api/auth/*: hands the request to better-auth as a Fetch Request and relays its answer.
// Before it: sign-in attempts limited per client address and per account (shared through
// PostgreSQL when there is one), and a password change always ends the account's other sessions.
import type { FastifyInstance } from "fastify";
import { AUTH_ERROR_MESSAGES, authErrorMessage, authStatusCode } from "#app/features/auth/error-messages.ts";
import { AUTH_BASE_PATH, type Auth } from "../auth.ts";
import type { RateLimiter } from "../rate-limit.ts";

/** The JSON error a closed sign-up answers (AUTH_SIGN_UP=closed, the default). */
export const SIGN_UP_CLOSED = { code: "SIGN_UP_CLOSED", message: AUTH_ERROR_MESSAGES.SIGN_UP_CLOSED! } as const;

export const SIGN_IN_LIMITED = { code: "TOO_MANY_REQUESTS", message: AUTH_ERROR_MESSAGES.TOO_MANY_REQUESTS! } as const;

/**
 * better-auth's error answer with its message in pt-BR (by its code, else by the status; an
 * answer without a code gets one): `{"code":"INVALID_EMAIL_OR_PASSWORD","message":"E-mail ou
 * senha incorretos."}`. Anything else (a success, a body that is not a JSON object) as it came.
 */
export function translatedAuthError(status: number, text: string): string {
  if (status < 400) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const error = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const code = typeof error.code === "string" && error.code ? error.code : authStatusCode(status);
  return JSON.stringify({ ...error, code, message: authErrorMessage(code, status) });
}

export type SignInLimiters = { perAddress: RateLimiter; perAccount: RateLimiter };

export async function authRoutes(
  app: FastifyInstance,
  { auth, signUpOpen, signInLimiters }: { auth: Auth; signUpOpen: boolean; signInLimiters?: SignInLimiters },
) {
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? "localhost"}`);
      if (!signUpOpen && url.pathname.startsWith(`${AUTH_BASE_PATH}/sign-up`)) {
        return reply.code(403).header("Cache-Control", "no-store").send(SIGN_UP_CLOSED);
      }
      let body = request.body;
      if (request.method === "POST" && url.pathname === `${AUTH_BASE_PATH}/sign-in/email` && signInLimiters) {
        // The address first (a refused address does not count against the account), then the account.
        let verdict = await signInLimiters.perAddress.hit(request.ip);
        const email = (body as { email?: unknown } | undefined)?.email;
        if (verdict.allowed && typeof email === "string" && email.trim()) {
          verdict = await signInLimiters.perAccount.hit(email.trim().toLowerCase());
        }
        if (!verdict.allowed) {
          return reply
            .code(429)
            .header("Cache-Control", "no-store")
            .header("Retry-After", String(verdict.retryAfterSeconds))
            .send(SIGN_IN_LIMITED);
        }
      }
      if (
        request.method === "POST" &&
        url.pathname === `${AUTH_BASE_PATH}/change-password` &&
        body &&
        typeof body === "object"
      ) {
        // A new password ends every other session of the account, whatever the client asked.
        body = { ...(body as Record<string, unknown>), revokeOtherSessions: true };
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === "x-client-address") continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      // The client address as Fastify resolved it (TRUST_PROXY decides), for rate limiting.
      headers.set("x-client-address", request.ip);
      const hasBody = request.method === "POST" && body !== undefined;
      let response: Response;
      try {
        response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(body) : undefined,
          }),
        );
      } catch (error) {
        request.log.error({ err: error }, "auth failed");
        return reply.code(503).send({ code: "AUTH_UNAVAILABLE", message: AUTH_ERROR_MESSAGES.AUTH_UNAVAILABLE });
      }
      reply.code(response.status >= 500 ? 503 : response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      reply.header("Cache-Control", "no-store");
      if (response.status >= 400) reply.header("content-type", "application/json; charset=utf-8");
      return reply.send(translatedAuthError(response.status, await response.text()));
    },
  });
}
