// /api/auth/*: hands the request to the accounts' service (server/auth-requests.ts: limits,
// delays, better-auth, pt-BR errors), which the sign-in page's action calls too, and relays
// its answer.
import type { FastifyInstance } from "fastify";
import { AUTH_BASE_PATH } from "../auth.ts";
import type { AuthRequests } from "../auth-requests.ts";

export { translatedAuthError } from "../auth-requests.ts";

export async function authRoutes(app: FastifyInstance, { handle }: { handle: AuthRequests }) {
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const answer = await handle(
        {
          method: request.method,
          url: new URL(request.url, `${request.protocol}://${request.headers.host ?? "localhost"}`),
          headers: request.headers,
          body: request.body,
          ip: request.ip,
        },
        request.log,
      );
      reply.code(answer.status);
      for (const [name, value] of answer.headers) reply.header(name, value);
      if (answer.cookies.length) reply.header("set-cookie", answer.cookies);
      return reply.send(answer.body);
    },
  });
}
