// Newsletter unsubscription, no login: the signed token is the permission.
//   GET  /api/newsletter/unsubscribe?token=   what the token would do (the page asks first)
//   POST /api/newsletter/unsubscribe {token}  cancels (the page's button, with JavaScript)
//   POST /newsletter/cancelar?token=          the List-Unsubscribe URL: RFC 8058 one-click
//        (body "List-Unsubscribe=One-Click", answered in plain text) and the page's form
//        without JavaScript (answered with a redirect to a prerendered result page).
// GET /newsletter/cancelar is the prerendered page and never cancels by itself: mail scanners
// open links, and RFC 8058 forbids unsubscribing on GET.
// Confirmation (double opt-in), the same way: GET /newsletter/confirmar is a prerendered page
// whose button posts its form to POST /newsletter/confirmar?token= (answered with a redirect to
// a result page); POST /api/newsletter/confirm {token} answers JSON. A GET never confirms.
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNSUBSCRIBE_RESULTS } from "#app/domain/newsletter/unsubscribe-strings.ts";
import type { Db } from "../db/client.ts";
import { confirmSubscription, type ConfirmResult } from "./confirm.ts";
import { tokenStatus, unsubscribe, type UnsubscribeResult } from "./unsubscribe.ts";
import { CONFIRM_RESULTS } from "#app/domain/newsletter/confirm-strings.ts";
import { answerOneClick, isOneClick } from "./one-click.ts";
import { resultPaths } from "./result-pages.ts";
import type { UnsubscribeSigner } from "./unsubscribe-token.ts";
import { answer } from "../validation/answers.ts";
import { linkForm, linkToken, noQuery, tokenQuery } from "../validation/fields.ts";
import { API_TAGS } from "../validation/openapi.ts";
import { registerFormBodies } from "../validation/form-bodies.ts";
import { failedSchema, sendInvalidRequest } from "../validation/route-schemas.ts";

/** The prerendered result page for each outcome (the page module's slugs). */
export const UNSUBSCRIBE_RESULT_PATHS = resultPaths<UnsubscribeResult>("/newsletter/cancelar", UNSUBSCRIBE_RESULTS);

const MESSAGES: Record<UnsubscribeResult, string> = {
  cancelled: "Inscrição cancelada. Você não receberá mais a newsletter do Carro em Conta.",
  already_cancelled: "Esta inscrição já estava cancelada.",
  invalid: "Link de cancelamento inválido.",
};

const UNAVAILABLE = "Não foi possível cancelar agora. Tente novamente em alguns instantes.";
const INVALID = "Pedido inválido.";

/** The prerendered result page of each confirmation outcome. */
export const CONFIRM_RESULT_PATHS = resultPaths<ConfirmResult>("/newsletter/confirmar", CONFIRM_RESULTS);

const CONFIRM_MESSAGES: Record<ConfirmResult, string> = {
  confirmed: "Inscrição confirmada. Você vai receber a newsletter do Carro em Conta.",
  already_confirmed: "Esta inscrição já estava confirmada.",
  invalid: "Link de confirmação inválido ou expirado.",
};

type Options = {
  db: Db;
  signer: UnsubscribeSigner;
  /** Confirmation links (double opt-in); without it the confirmation routes are absent. */
  confirm?: { signer: UnsubscribeSigner; siteUrl: string; onQueued(): void };
};

const BODY_LIMIT = 4096;

const linkFormBody = linkForm({ token: linkToken });

/** The JSON body of the pages' buttons (with JavaScript): the link's token. */
const tokenBody = z
  .object({ token: linkToken })
  .nullish()
  .transform((body) => body?.token ?? "");

const refused = {
  400: answer(
    z.object({ status: z.enum(["invalid", "invalid_request"]), message: z.string() }),
    "The token is not valid (or the request is malformed)",
  ),
  503: answer(
    z.object({ status: z.literal("unavailable"), message: z.string() }),
    "The database is unavailable; see Retry-After",
  ),
};

const unsubscribeSchema = (summary: string, description: string) => ({
  tags: [API_TAGS.subscriptions],
  summary,
  description: `${description} The token comes from the newsletter e-mail's link (\`?token=\`).`,
  response: {
    200: answer(
      z.object({
        status: z.enum(["active", "cancelled", "already_cancelled"]),
        message: z.string().nullable().describe("What to tell the reader, in pt-BR; null while active"),
      }),
      "The subscription's state",
    ),
    ...refused,
  },
});

function json(reply: FastifyReply, result: UnsubscribeResult | "active") {
  reply.header("Cache-Control", "no-store");
  if (result === "invalid") return reply.code(400).send({ status: result, message: MESSAGES.invalid });
  return reply.send({ status: result, message: result === "active" ? null : MESSAGES[result] });
}

export async function newsletterUnsubscribeRoutes(app: FastifyInstance, { db, signer, confirm }: Options) {
  await registerFormBodies(app, { bodyLimit: BODY_LIMIT });

  // Bad requests are 400; anything else (the database down) is 503, never a bare 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (failedSchema(error)) return sendInvalidRequest(request, reply, { status: "invalid_request", message: INVALID });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send({ status: "invalid_request", message: INVALID });
    }
    request.log.error({ err: error }, "newsletter unsubscribe failed");
    return reply.code(503).header("Retry-After", "30").send({ status: "unavailable", message: UNAVAILABLE });
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/newsletter/unsubscribe",
    {
      schema: {
        ...unsubscribeSchema("Newsletter subscription's state", "What the unsubscribe link would do; changes nothing."),
        querystring: tokenQuery,
      },
    },
    async (request, reply) => json(reply, await tokenStatus(db, signer, request.query.token)),
  );

  routes.post(
    "/api/newsletter/unsubscribe",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...unsubscribeSchema("Unsubscribe from the newsletter", "Cancels the subscription (its row is deleted)."),
        querystring: noQuery,
        body: tokenBody,
      },
    },
    async (request, reply) => json(reply, await unsubscribe(db, signer, request.body)),
  );

  routes.post(
    "/newsletter/cancelar",
    { schema: { querystring: tokenQuery, body: linkFormBody } },
    async (request, reply) => {
      const body = request.body;
      const result = await unsubscribe(db, signer, request.query.token || body.token);
      if (isOneClick(body)) return answerOneClick(reply, result !== "invalid", MESSAGES[result]);
      return reply.header("Cache-Control", "no-store").redirect(UNSUBSCRIBE_RESULT_PATHS[result], 303);
    },
  );

  if (!confirm) return;
  const confirmWith = async (token: string) => {
    const result = await confirmSubscription(
      db,
      { confirm: confirm.signer, unsubscribe: signer },
      confirm.siteUrl,
      token,
    );
    if (result === "confirmed") confirm.onQueued();
    return result;
  };

  routes.post(
    "/api/newsletter/confirm",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: [API_TAGS.subscriptions],
        summary: "Confirm a newsletter subscription",
        description: "Confirms the address (double opt-in) with the token of the confirmation e-mail's link.",
        querystring: noQuery,
        body: tokenBody,
        response: {
          200: answer(
            z.object({ status: z.enum(["confirmed", "already_confirmed"]), message: z.string() }),
            "Confirmed",
          ),
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const result = await confirmWith(request.body);
      reply.header("Cache-Control", "no-store");
      return reply.code(result === "invalid" ? 400 : 200).send({ status: result, message: CONFIRM_MESSAGES[result] });
    },
  );

  routes.post(
    "/newsletter/confirmar",
    { schema: { querystring: tokenQuery, body: linkFormBody } },
    async (request, reply) => {
      const result = await confirmWith(request.query.token || request.body.token);
      return reply.header("Cache-Control", "no-store").redirect(CONFIRM_RESULT_PATHS[result], 303);
    },
  );
}
