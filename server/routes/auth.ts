// /api/auth/*: hands the request to better-auth as a Fetch Request and relays its answer.
// Before it: sign-in attempts limited per client address and per account (shared through
// PostgreSQL when there is one), and a password change always ends the account's other sessions.
import type { FastifyInstance } from "fastify";
import { AUTH_BASE_PATH, type Auth } from "../auth.ts";
import type { RateLimiter } from "../rate-limit.ts";

/** The JSON error a closed sign-up answers (AUTH_SIGN_UP=closed, the default). */
export const SIGN_UP_CLOSED = {
  code: "SIGN_UP_CLOSED",
  message: "O cadastro está fechado. Peça acesso a um administrador do site.",
} as const;

export const SIGN_IN_LIMITED = {
  code: "TOO_MANY_REQUESTS",
  message: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
} as const;

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
        return reply
          .code(503)
          .send({ code: "AUTH_UNAVAILABLE", message: "Authentication is unavailable; try again shortly." });
      }
      reply.code(response.status >= 500 ? 503 : response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      reply.header("Cache-Control", "no-store");
      return reply.send(await response.text());
    },
  });
}
