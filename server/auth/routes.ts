// /api/auth/*: hands the request to the accounts' service (server/auth/requests.ts: limits,
// delays, better-auth, pt-BR errors), which the sign-in page's action calls too, and relays
// its answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AUTH_BASE_PATH } from "./better-auth.ts";
import type { AuthRequests } from "./requests.ts";
import { pathSegment, queryValue } from "../validation/fields.ts";

// The accounts' library reads the endpoint, its query and its JSON body and answers each
// endpoint's own errors (translated to pt-BR): here, only their kinds are checked.
const address = { params: z.object({ "*": pathSegment }), querystring: z.record(z.string(), queryValue) };
const posted = { ...address, body: z.record(z.string(), z.unknown()).nullish() };

export async function authRoutes(app: FastifyInstance, { handle }: { handle: AuthRequests }) {
  async function relay(request: FastifyRequest, reply: FastifyReply) {
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
  }

  app.get(`${AUTH_BASE_PATH}/*`, { schema: address }, relay);
  app.post(`${AUTH_BASE_PATH}/*`, { schema: posted }, relay);
}
