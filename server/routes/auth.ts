// /api/auth/*: hands the request to better-auth as a Fetch Request and relays its answer.
import type { FastifyInstance } from "fastify";
import { AUTH_BASE_PATH, type Auth } from "../auth.ts";

/** The JSON error a closed sign-up answers (AUTH_SIGN_UP=closed, the default). */
export const SIGN_UP_CLOSED = {
  code: "SIGN_UP_CLOSED",
  message: "O cadastro está fechado. Peça acesso a um administrador do site.",
} as const;

export async function authRoutes(app: FastifyInstance, { auth, signUpOpen }: { auth: Auth; signUpOpen: boolean }) {
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? "localhost"}`);
      if (!signUpOpen && url.pathname.startsWith(`${AUTH_BASE_PATH}/sign-up`)) {
        return reply.code(403).header("Cache-Control", "no-store").send(SIGN_UP_CLOSED);
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === "x-client-address") continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      // The client address as Fastify resolved it (TRUST_PROXY decides), for rate limiting.
      headers.set("x-client-address", request.ip);
      const hasBody = request.method === "POST" && request.body !== undefined;
      let response: Response;
      try {
        response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(request.body) : undefined,
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
