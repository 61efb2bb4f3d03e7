// /api/setup/first-admin: the one-time first-admin set-up behind the address the server logs
// at start while no admin exists (see server/admin/accounts.ts). Public by nature: the token
// is the credential. Same-origin requests only, and a small rate limit per address: the
// set-up's service (server/admin/first-admin-setup.ts), which the set-up page calls too.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SIGN_IN_PATH, type AuthRequests } from "../../auth/requests.ts";
import { AdminError } from "../accounts.ts";
import { setupCreateSchema, type FirstAdminSetup } from "../first-admin-setup.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { answer, codeAnswer } from "../../validation/answers.ts";
import { noQuery } from "../../validation/fields.ts";
import { API_TAGS } from "../../validation/openapi.ts";
import { failedSchema, sendInvalidRequest } from "../../validation/route-schemas.ts";

const INVALID_REQUEST = { code: "INVALID_REQUEST", message: "Pedido inválido." };

export const SETUP_API_PATH = "/api/setup/first-admin";

/** The named request headers that are plain strings. */
function pick(headers: FastifyRequest["headers"], names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) if (typeof headers[name] === "string") out[name] = headers[name];
  return out;
}

/** What any set-up route may refuse, besides its own answers. */
const refusals = {
  "4xx": answer(
    codeAnswer,
    "403 from another origin (CROSS_ORIGIN), 429 beyond the limit (TOO_MANY_REQUESTS), 400 for a malformed " +
      "request, 410 for a token that is no longer good",
  ),
  503: answer(codeAnswer, "The database is unavailable (UNAVAILABLE)"),
};

/** A set-up route's schema, listed with the console's routes. */
function setupRoute<S extends object, A extends object>(summary: string, reads: S, answers: A) {
  return { tags: [API_TAGS.console], summary, ...reads, response: { ...refusals, ...answers } };
}

export async function setupRoutes(
  app: FastifyInstance,
  { setup, authRequests }: { setup: FirstAdminSetup; authRequests?: AuthRequests },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const refused = await setup.gate(request);
    if (!refused) return;
    if (refused.retryAfterSeconds !== undefined) reply.header("Retry-After", String(refused.retryAfterSeconds));
    return reply.code(refused.status).send(refused.body);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AdminError) return reply.code(error.status).send({ code: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (failedSchema(error)) return sendInvalidRequest(request, reply, INVALID_REQUEST);
    if (status && status >= 400 && status < 500) return reply.code(status).send(INVALID_REQUEST);
    request.log.error({ err: error }, "first-admin set-up failed");
    return reply.code(503).send({ code: "UNAVAILABLE", message: "Não foi possível concluir agora. Tente novamente." });
  });

  // Whether any admin exists: the console tells a fresh install's operator how to make the
  // first one (the address in the server's log, `npm run admin`) instead of a bare sign-in.
  routes.get(
    `${SETUP_API_PATH}/status`,
    {
      schema: setupRoute(
        "Whether any admin exists",
        { querystring: noQuery },
        {
          200: z.object({ adminExists: z.boolean() }),
        },
      ),
    },
    async () => ({ adminExists: await setup.adminExists() }),
  );

  // Whether a token is still good: any string is asked (a malformed one is simply not valid).
  const checkBody = z.object({ token: z.string().max(1024) });
  routes.post(
    `${SETUP_API_PATH}/check`,
    {
      schema: setupRoute(
        "Whether a set-up token is still good",
        { querystring: noQuery, body: checkBody },
        {
          200: z.object({ valid: z.boolean() }),
        },
      ),
    },
    async (request) => ({ valid: await setup.tokenIsValid(request.body) }),
  );

  const config = { invalidRequest: { code: "INVALID_REQUEST", message: "Informe e-mail e senha." } };
  const created = answer(
    z.object({ ok: z.literal(true), signedIn: z.boolean().describe("The new admin is signed in (a session cookie)") }),
    "The first admin exists; the set-up address no longer works",
  );
  routes.post(
    SETUP_API_PATH,
    {
      schema: setupRoute("Create the first admin", { querystring: noQuery, body: setupCreateSchema }, { 201: created }),
      config,
    },
    async (request, reply) => {
      await setup.create(request.body);
      request.log.warn("first admin created; the set-up address no longer works");
      const created = setupCreateSchema.parse(request.body);
      // The new admin is signed in here, outside the sign-in limits (it has just proven the
      // set-up token and chosen this password): the page goes straight to the console.
      const signedIn = await authRequests?.(
        {
          method: "POST",
          url: new URL(SIGN_IN_PATH, `${request.protocol}://${request.headers.host ?? "localhost"}`),
          headers: {
            "content-type": "application/json",
            ...pick(request.headers, ["origin", "sec-fetch-site", "user-agent", "host", "accept-language"]),
          },
          body: { email: created.email.trim().toLowerCase(), password: created.password, rememberMe: true },
          ip: request.ip,
          justCreated: true,
        },
        request.log,
      );
      const cookies = signedIn?.status === 200 ? signedIn.cookies : [];
      for (const cookie of cookies) reply.header("Set-Cookie", cookie);
      return reply.code(201).send({ ok: true, signedIn: cookies.length > 0 });
    },
  );
}
