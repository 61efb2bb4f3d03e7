// /api/admin/*: the operator console's data. Every route registered here passes the same gate
// (plugin-wide onRequest hook): 401 without a session, 403 for an account without the admin
// role, 403 for a state-changing request from another origin. Answers are never cached. Each
// route's answers are described (console-answers.ts) in the API's full OpenAPI document, which
// only admins get (GET /api/admin/openapi.json; the public one leaves the console out).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AdminError, addAdmin, listAdmins, removeAdmin } from "../accounts.ts";
import type { FipeUpstreamStatusProvider } from "../fipe-stats.ts";
import { fipeStats } from "../fipe-stats.ts";
import { identify, type AdminIdentity } from "../guard.ts";
import { checkSameOrigin } from "../../http/same-origin.ts";
import { deletePersonalData, deletionLog, personalData } from "../lgpd.ts";
import {
  MESSAGE_STATUSES,
  MESSAGE_TOPICS,
  deleteMessage,
  getMessage,
  listMessages,
  updateMessageStatus,
} from "../messages.ts";
import { overview } from "../overview.ts";
import { deleteSubscriber, listSubscribers, subscribersCsv } from "../newsletter.ts";
import { priceAlertStats } from "../../price-alerts/stats.ts";
import { reminderStats } from "../../reminders/stats.ts";
import type { Auth } from "../../auth/better-auth.ts";
import type { Database } from "../../db/client.ts";
import { answer, codeAnswer, noContent } from "../../validation/answers.ts";
import { noQuery } from "../../validation/fields.ts";
import { API_TAGS, openApiJson } from "../../validation/openapi.ts";
import { failedSchema, sendInvalidRequest } from "../../validation/route-schemas.ts";
import {
  adminsAnswer,
  deletedAnswer,
  deletionsAnswer,
  fipeAnswer,
  identityAnswer,
  messageAnswer,
  messagePageAnswer,
  overviewAnswer,
  personalDataAnswer,
  priceAlertStatsAnswer,
  publicDataStatusAnswer,
  readinessAnswer,
  reminderStatsAnswer,
  subscriberPageAnswer,
  type FipeSyncStatus,
  type PublicDataStatus,
} from "./console-answers.ts";
import type { Readiness } from "../../health/readiness.ts";

export const ADMIN_API_PREFIX = "/api/admin";

export type AdminRoutesOptions = {
  auth: Auth;
  database: Database;
  siteUrl: string;
  /** Keys the LGPD log's e-mail hash (the server's auth secret). */
  secret: string;
  /** Whether the mail outbox can deliver (SMTP_URL is set). */
  mailEnabled: boolean;
  /** Each FIPE upstream's state (the fail-over's); absent: the console shows the lookups only. */
  fipeUpstreamStatus?: FipeUpstreamStatusProvider;
  /** The FIPE catalog sync's state (month, done/total, failures, estimated end). */
  fipeSyncStatus?: () => Promise<FipeSyncStatus>;
  /** The public data sources' refresh state (ANP, BCB: last refresh, last failure). */
  publicDataStatus?: () => Promise<PublicDataStatus>;
  /** The readiness checks in detail (public /readyz says only ready or not). */
  readiness?: () => Promise<Readiness>;
};

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const emailBody = z.object({ email: z.string().trim().min(3).max(254) });

const INVALID_REQUEST = { code: "INVALID_REQUEST", message: "Pedido inválido." };
/** A route's own 400 message for a request that fails its schema. */
const invalid = (message: string) => ({ invalidRequest: { code: "INVALID_REQUEST", message } });

/** What any console route may refuse, besides its own answers. */
const refusals = {
  "4xx": answer(
    codeAnswer,
    "401 without a session (UNAUTHENTICATED), 403 for an account that is not an admin (FORBIDDEN) or a " +
      "change from another origin (CROSS_ORIGIN), 400 for a malformed request, 404 for what does not exist",
  ),
  503: answer(codeAnswer, "The database is unavailable (UNAVAILABLE)"),
};

/** A console route's schema: what it reads, what it answers (and the refusals), in the console's document. */
function consoleRoute<S extends object, A extends object>(summary: string, reads: S, answers: A) {
  return { tags: [API_TAGS.console], summary, ...reads, response: { ...refusals, ...answers } };
}

const deleted = { 204: noContent };

// What each route reads (the gate has already checked the session and the origin).
const none = { querystring: noQuery };
const byId = { params: idParams, querystring: noQuery };
const schemas = {
  messages: {
    querystring: z.object({
      page,
      topic: z.enum(MESSAGE_TOPICS).optional(),
      status: z.enum(MESSAGE_STATUSES).optional(),
      q: z.string().max(254).optional(),
    }),
  },
  messageChange: {
    ...byId,
    body: z
      .object({ read: z.boolean().optional(), answered: z.boolean().optional() })
      .strict()
      .nullish()
      .transform((change) => change ?? {}),
  },
  subscribers: { querystring: z.object({ page, q: z.string().max(254).optional() }) },
  personalDataSearch: { querystring: noQuery, body: emailBody },
  personalDataDelete: { querystring: noQuery, body: emailBody.extend({ confirm: z.string().trim().max(254) }) },
  newAdmin: { querystring: noQuery, body: z.object({ email: z.string().max(254), password: z.string().max(1024) }) },
  adminId: { params: z.object({ id: z.string().min(1).max(200) }), querystring: noQuery },
};

function notFound(): AdminError {
  return new AdminError(404, "NOT_FOUND", "Registro não encontrado.");
}

export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const {
    auth,
    database,
    siteUrl,
    secret,
    mailEnabled,
    fipeUpstreamStatus,
    fipeSyncStatus,
    publicDataStatus,
    readiness,
  } = options;
  const { db } = database;
  const admins = new WeakMap<FastifyRequest, AdminIdentity>();
  const who = (request: FastifyRequest) => admins.get(request)!;

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Cache-Control", "no-store");
    const crossOrigin = checkSameOrigin(request, siteUrl);
    if (crossOrigin)
      return reply.code(crossOrigin.status).send({ code: crossOrigin.code, message: crossOrigin.message });
    const result = await identify(request, auth, db);
    if ("failure" in result) {
      return reply.code(result.failure.status).send({ code: result.failure.code, message: result.failure.message });
    }
    admins.set(request, result.admin);
  });

  app.setErrorHandler((error: FastifyError | AdminError, request, reply) => {
    if (error instanceof AdminError) return reply.code(error.status).send({ code: error.code, message: error.message });
    if (failedSchema(error)) return sendInvalidRequest(request, reply, INVALID_REQUEST);
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send(INVALID_REQUEST);
    }
    request.log.error({ err: error }, "admin request failed");
    return reply
      .code(503)
      .send({ code: "UNAVAILABLE", message: "Não foi possível concluir agora. Tente novamente em instantes." });
  });

  const P = ADMIN_API_PREFIX;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  if (readiness) {
    const readinessSchema = consoleRoute("Readiness in detail", none, {
      200: answer(readinessAnswer, "Ready"),
      503: answer(z.union([readinessAnswer, codeAnswer]), "Not ready, with the checks that failed"),
    });
    routes.get(`${P}/readiness`, { schema: readinessSchema }, async (_request, reply) => {
      const result = await readiness();
      return reply.code(result.ok ? 200 : 503).send({ status: result.ok ? "ok" : "unavailable", ...result });
    });
  }

  routes.get(
    `${P}/me`,
    { schema: consoleRoute("The signed-in admin", none, { 200: identityAnswer }) },
    async (request) => who(request),
  );

  routes.get(
    `${P}/overview`,
    { schema: consoleRoute("The console's front page", none, { 200: overviewAnswer }) },
    async () => overview(db, { mailEnabled }),
  );

  // Messages
  routes.get(
    `${P}/messages`,
    { schema: consoleRoute("Contact messages, 50 a page", schemas.messages, { 200: messagePageAnswer }) },
    async (request) => listMessages(db, request.query),
  );

  routes.get(
    `${P}/messages/:id`,
    { schema: consoleRoute("A contact message", byId, { 200: messageAnswer }) },
    async (request) => {
      const message = await getMessage(db, request.params.id);
      if (!message) throw notFound();
      return message;
    },
  );

  const messageChange = consoleRoute("Mark a message read or answered", schemas.messageChange, {
    200: answer(messageAnswer.nullable(), "The message as it is now"),
  });
  routes.patch(`${P}/messages/:id`, { schema: messageChange }, async (request) => {
    const { id } = request.params;
    if (!(await updateMessageStatus(db, id, request.body))) throw notFound();
    return getMessage(db, id);
  });

  routes.delete(
    `${P}/messages/:id`,
    { schema: consoleRoute("Delete a message", byId, deleted) },
    async (request, reply) => {
      if (!(await deleteMessage(db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  // Newsletter
  routes.get(
    `${P}/newsletter`,
    { schema: consoleRoute("Newsletter subscribers, 50 a page", schemas.subscribers, { 200: subscriberPageAnswer }) },
    async (request) => listSubscribers(db, request.query),
  );

  const csv = { 200: { description: "Every subscriber, as CSV", content: { "text/csv": { schema: z.string() } } } };
  routes.get(
    `${P}/newsletter/export.csv`,
    { schema: consoleRoute("Subscribers as CSV", none, csv) },
    async (_request, reply) => {
      const csv = await subscribersCsv(db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="newsletter-${day}.csv"`)
        .send(csv);
    },
  );

  routes.delete(
    `${P}/newsletter/:id`,
    { schema: consoleRoute("Delete a subscriber", byId, deleted) },
    async (request, reply) => {
      if (!(await deleteSubscriber(db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  // Price alerts: people, vehicles followed, the last month's send.
  routes.get(
    `${P}/price-alerts`,
    { schema: consoleRoute("Price alert figures", none, { 200: priceAlertStatsAnswer }) },
    async () => priceAlertStats(db),
  );
  // IPVA and licensing reminders: addresses, plates, the last 30 days' sends.
  routes.get(
    `${P}/reminders`,
    { schema: consoleRoute("Reminder figures", none, { 200: reminderStatsAnswer }) },
    async () => reminderStats(db),
  );

  // FIPE
  const fipeSchema = consoleRoute("FIPE lookups, upstreams and catalog sync", none, { 200: fipeAnswer });
  routes.get(`${P}/fipe`, { schema: fipeSchema }, async (request) => {
    // Each state is optional: one that fails is shown as unknown, the rest still answer.
    const stateOf = async <T>(read: (() => Promise<T>) | undefined, what: string): Promise<T | null> => {
      if (!read) return null;
      try {
        return await read();
      } catch (error) {
        request.log.warn({ err: error }, `${what} unavailable`);
        return null;
      }
    };
    const stats = await fipeStats(db);
    const upstreams = await stateOf(fipeUpstreamStatus, "FIPE upstream state");
    const sync = await stateOf(fipeSyncStatus, "FIPE sync state");
    return { ...stats, upstreams, upstreamsAvailable: Boolean(fipeUpstreamStatus), sync };
  });

  // Public data (ANP, BCB): when each source was last refreshed and what failed.
  const publicDataSchema = consoleRoute("Public data sources' refresh", none, { 200: publicDataStatusAnswer });
  routes.get(`${P}/public-data`, { schema: publicDataSchema }, async () => {
    if (!publicDataStatus) return { enabled: false, sources: [] };
    return publicDataStatus();
  });

  // Personal data (LGPD): POST so the e-mail never lands in URLs and access logs.
  routes.post(
    `${P}/personal-data/search`,
    {
      schema: consoleRoute("Everything stored about an e-mail", schemas.personalDataSearch, {
        200: personalDataAnswer,
      }),
      config: invalid("Informe um e-mail."),
    },
    async (request) => personalData(db, request.body.email),
  );

  routes.post(
    `${P}/personal-data/delete`,
    {
      schema: consoleRoute("Delete everything stored about an e-mail", schemas.personalDataDelete, {
        200: answer(deletedAnswer, "Rows deleted, by kind"),
      }),
      config: invalid("Informe o e-mail e a confirmação."),
    },
    async (request) => {
      const body = request.body;
      if (body.confirm.toLowerCase() !== body.email.toLowerCase()) {
        throw new AdminError(400, "CONFIRMATION_MISMATCH", "A confirmação não corresponde ao e-mail.");
      }
      const deleted = await deletePersonalData(db, body.email, who(request), secret);
      request.log.warn({ admin: who(request).userId, deleted }, "LGPD deletion");
      return { deleted };
    },
  );

  routes.get(
    `${P}/personal-data/deletions`,
    { schema: consoleRoute("The deletions log", none, { 200: deletionsAnswer }) },
    async () => ({ items: await deletionLog(db) }),
  );

  // Admins
  routes.get(`${P}/admins`, { schema: consoleRoute("Admins", none, { 200: adminsAnswer }) }, async (request) => ({
    items: await listAdmins(db),
    me: who(request).userId,
  }));

  routes.post(
    `${P}/admins`,
    {
      schema: consoleRoute("Add an admin", schemas.newAdmin, {
        201: answer(z.object({ id: z.string() }), "The new admin's id"),
      }),
      config: invalid("Informe e-mail e senha."),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const id = await addAdmin(db, { email, password, addedBy: who(request).userId });
      return reply.code(201).send({ id });
    },
  );

  routes.delete(
    `${P}/admins/:id`,
    { schema: consoleRoute("Remove an admin (never the last)", schemas.adminId, deleted) },
    async (request, reply) => {
      await removeAdmin(db, { userId: request.params.id });
      return reply.code(204).send();
    },
  );

  // The API's full OpenAPI document: the public endpoints and the console's.
  if (app.hasDecorator("swagger")) {
    routes.get(`${P}/openapi.json`, { schema: none }, async (_request, reply) =>
      reply.header("Content-Type", "application/json; charset=utf-8").send(openApiJson(app, "full")),
    );
  }
}
