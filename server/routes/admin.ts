// /api/admin/*: the operator console's data. Every route registered here passes the same gate
// (plugin-wide onRequest hook): 401 without a session, 403 for an account without the admin
// role, 403 for a state-changing request from another origin. Answers are never cached.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AdminError, addAdmin, listAdmins, removeAdmin } from "../admin/accounts.ts";
import type { FipeUpstreamStatusProvider } from "../admin/fipe-stats.ts";
import { fipeStats } from "../admin/fipe-stats.ts";
import { checkSameOrigin, identify, type AdminIdentity } from "../admin/guard.ts";
import { deletePersonalData, deletionLog, personalData } from "../admin/lgpd.ts";
import {
  MESSAGE_STATUSES,
  MESSAGE_TOPICS,
  deleteMessage,
  getMessage,
  listMessages,
  updateMessageStatus,
} from "../admin/messages.ts";
import { overview } from "../admin/overview.ts";
import { deleteSubscriber, listSubscribers, subscribersCsv } from "../admin/newsletter.ts";
import { priceAlertStats } from "../price-alerts/stats.ts";
import type { Auth } from "../auth.ts";
import type { Database } from "../db/client.ts";
import type { Readiness } from "./health.ts";

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
  fipeSyncStatus?: () => Promise<unknown>;
  /** The public data sources' refresh state (ANP, BCB: last refresh, last failure). */
  publicDataStatus?: () => Promise<unknown>;
  /** The readiness checks in detail (public /readyz says only ready or not). */
  readiness?: () => Promise<Readiness>;
};

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const emailBody = z.object({ email: z.string().trim().min(3).max(254) });

function badRequest(message: string) {
  return new AdminError(400, "INVALID_REQUEST", message);
}

function parse<T>(schema: z.ZodType<T>, value: unknown, message = "Pedido inválido."): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(message);
  return result.data;
}

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
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: "INVALID_REQUEST", message: "Pedido inválido." });
    }
    request.log.error({ err: error }, "admin request failed");
    return reply
      .code(503)
      .send({ code: "UNAVAILABLE", message: "Não foi possível concluir agora. Tente novamente em instantes." });
  });

  const P = ADMIN_API_PREFIX;

  if (readiness) {
    app.get(`${P}/readiness`, async (_request, reply) => {
      const result = await readiness();
      return reply.code(result.ok ? 200 : 503).send({ status: result.ok ? "ok" : "unavailable", ...result });
    });
  }

  app.get(`${P}/me`, async (request) => who(request));

  app.get(`${P}/overview`, async () => overview(db, { mailEnabled }));

  // Messages
  app.get(`${P}/messages`, async (request) => {
    const query = parse(
      z.object({
        page,
        topic: z.enum(MESSAGE_TOPICS).optional(),
        status: z.enum(MESSAGE_STATUSES).optional(),
        q: z.string().max(254).optional(),
      }),
      request.query,
    );
    return listMessages(db, query);
  });

  app.get(`${P}/messages/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const message = await getMessage(db, id);
    if (!message) throw notFound();
    return message;
  });

  app.patch(`${P}/messages/:id`, async (request) => {
    const { id } = parse(idParams, request.params);
    const change = parse(
      z.object({ read: z.boolean().optional(), answered: z.boolean().optional() }).strict(),
      request.body ?? {},
    );
    if (!(await updateMessageStatus(db, id, change))) throw notFound();
    return getMessage(db, id);
  });

  app.delete(`${P}/messages/:id`, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    if (!(await deleteMessage(db, id))) throw notFound();
    return reply.code(204).send();
  });

  // Newsletter
  app.get(`${P}/newsletter`, async (request) => {
    const query = parse(z.object({ page, q: z.string().max(254).optional() }), request.query);
    return listSubscribers(db, query);
  });

  app.get(`${P}/newsletter/export.csv`, async (_request, reply) => {
    const csv = await subscribersCsv(db);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="newsletter-${day}.csv"`)
      .send(csv);
  });

  app.delete(`${P}/newsletter/:id`, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    if (!(await deleteSubscriber(db, id))) throw notFound();
    return reply.code(204).send();
  });

  // Price alerts: people, vehicles followed, the last month's send.
  app.get(`${P}/price-alerts`, async () => priceAlertStats(db));

  // FIPE
  app.get(`${P}/fipe`, async (request) => {
    const stats = await fipeStats(db);
    let upstreams = null;
    if (fipeUpstreamStatus) {
      try {
        upstreams = await fipeUpstreamStatus();
      } catch (error) {
        request.log.warn({ err: error }, "FIPE upstream state unavailable");
      }
    }
    let sync = null;
    if (fipeSyncStatus) {
      try {
        sync = await fipeSyncStatus();
      } catch (error) {
        request.log.warn({ err: error }, "FIPE sync state unavailable");
      }
    }
    return { ...stats, upstreams, upstreamsAvailable: Boolean(fipeUpstreamStatus), sync };
  });

  // Public data (ANP, BCB): when each source was last refreshed and what failed.
  app.get(`${P}/public-data`, async () => {
    if (!publicDataStatus) return { enabled: false, sources: [] };
    return publicDataStatus();
  });

  // Personal data (LGPD): POST so the e-mail never lands in URLs and access logs.
  app.post(`${P}/personal-data/search`, async (request) => {
    const { email } = parse(emailBody, request.body, "Informe um e-mail.");
    return personalData(db, email);
  });

  app.post(`${P}/personal-data/delete`, async (request) => {
    const body = parse(
      emailBody.extend({ confirm: z.string().trim().max(254) }),
      request.body,
      "Informe o e-mail e a confirmação.",
    );
    if (body.confirm.toLowerCase() !== body.email.toLowerCase()) {
      throw new AdminError(400, "CONFIRMATION_MISMATCH", "A confirmação não corresponde ao e-mail.");
    }
    const deleted = await deletePersonalData(db, body.email, who(request), secret);
    request.log.warn({ admin: who(request).userId, deleted }, "LGPD deletion");
    return { deleted };
  });

  app.get(`${P}/personal-data/deletions`, async () => ({ items: await deletionLog(db) }));

  // Admins
  app.get(`${P}/admins`, async (request) => ({ items: await listAdmins(db), me: who(request).userId }));

  app.post(`${P}/admins`, async (request, reply) => {
    const body = parse(
      z.object({ email: z.string().max(254), password: z.string().max(1024) }),
      request.body,
      "Informe e-mail e senha.",
    );
    const id = await addAdmin(db, { email: body.email, password: body.password, addedBy: who(request).userId });
    return reply.code(201).send({ id });
  });

  app.delete(`${P}/admins/:id`, async (request, reply) => {
    const { id } = parse(z.object({ id: z.string().min(1).max(200) }), request.params);
    await removeAdmin(db, { userId: id });
    return reply.code(204).send();
  });
}
