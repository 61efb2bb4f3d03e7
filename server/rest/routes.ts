// POST /rest/v1/:table — PostgREST's wire format for the three public inserts (spec section 7),
// so the same requests work here and against a hosted Supabase project. Like the hosted
// backend's insert-only row level security, nothing is ever returned: `return=representation`
// is refused as Supabase refuses it. The limit, validation and insert are the forms' service
// (server/rest/service.ts), which the pages' actions call too.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAIL_DELIVERY_HEADER, type MailDelivery } from "#app/lib/mail-delivery.ts";
import { reportedFaults } from "../http/access-log.ts";
import { RestError, errors } from "./errors.ts";
import { findTable, type FormInserts } from "./service.ts";
import { failedSchema } from "../validation/route-schemas.ts";

export const REST_BODY_LIMIT = 32 * 1024;

type Options = {
  anonKey: string;
  forms: FormInserts;
  /** Whether database faults are logged by the write health (once a minute, not per request). */
  faultsReported: boolean;
  /** Whether the mail an insert queues leaves now ("off": it waits until SMTP_URL is set). */
  mailDelivery: MailDelivery;
};

/** A table's name in the address (an unknown one is PostgREST's 404 for it). */
const tableParams = z.object({ table: z.string() });
/** A row as PostgREST takes it: column names to values, each table's rules checked by the service. */
const row = z.record(z.string(), z.unknown());
/** One row or an array of rows; `null` is refused by the handler as an empty body. */
const rows = z
  .union([row, z.array(row)])
  .nullable()
  .optional();
/** PostgREST reads its own parameters (select, columns, on_conflict…): none is used here. */
const anyQuery = z.record(z.string(), z.unknown());

function sendError(reply: FastifyReply, error: RestError) {
  return reply.code(error.status).header("Cache-Control", "no-store").send(error.body);
}

function checkKey(request: FastifyRequest, anonKey: string) {
  const apikey = request.headers.apikey;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (apikey === undefined && bearer === undefined) throw errors.noApiKey();
  if ((apikey !== undefined && apikey !== anonKey) || (bearer !== undefined && bearer !== anonKey))
    throw errors.invalidApiKey();
}

export async function restRoutes(app: FastifyInstance, { anonKey, forms, faultsReported, mailDelivery }: Options) {
  // Bodies are JSON only: any other content type is answered 415 (PostgREST's PGRST107).
  app.removeContentTypeParser("text/plain");
  // The key once the body has arrived (a body too large, too slow or not JSON is answered as
  // such first) and before its rows are checked: a request without the key learns nothing else.
  app.addHook("preValidation", async (request) => checkKey(request, anonKey));

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof RestError) return sendError(reply, error);
    if (failedSchema(error))
      return sendError(reply, errors.invalidBody("Send one row (a JSON object) or an array of rows."));
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return sendError(reply, errors.payloadTooLarge(REST_BODY_LIMIT));
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return sendError(reply, errors.unsupportedMediaType(String(_request.headers["content-type"] ?? "none")));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, errors.invalidBody(error.message));
    }
    reply.log.error(error);
    return sendError(reply, errors.databaseUnavailable());
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: tableParams, querystring: anyQuery, body: rows };
  routes.post("/rest/v1/:table", { bodyLimit: REST_BODY_LIMIT, schema }, async (request, reply) => {
    const table = findTable(request.params.table);
    const body = request.body;
    const values = body === undefined || body === null ? [] : Array.isArray(body) ? body : [body];
    // The limit counts rows, not requests: one request of 50 rows costs 50.
    const { allowed, retryAfterSeconds } = await forms.admit(request.ip, values.length);
    if (!allowed) {
      reply.header("Retry-After", String(retryAfterSeconds));
      throw errors.tooManyRequests(forms.rateLimitMax);
    }
    const contentType = String(request.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(contentType)) throw errors.unsupportedMediaType(contentType || "none");
    if (body === undefined || body === null) throw errors.invalidBody("The body is empty.");
    if (values.length > table.maxRows) {
      throw errors.invalidBody(`At most ${table.maxRows} row${table.maxRows === 1 ? "" : "s"} per request.`);
    }
    // No table is readable with the anonymous key: asking for the rows back is refused before
    // anything is stored, as the hosted backend's row level security refuses it.
    if (/return=representation/.test(String(request.headers.prefer ?? ""))) throw errors.permissionDenied(table.name);
    try {
      await forms.store(table, values);
    } catch (error) {
      // A database fault is logged by the write health, once a minute: no line per request.
      if (faultsReported && error instanceof RestError && error.status === 503) reportedFaults.add(request);
      throw error;
    }
    // The page says whether the e-mail this row queued (a confirmation) leaves now or waits.
    return reply.code(201).header("Cache-Control", "no-store").header(MAIL_DELIVERY_HEADER, mailDelivery).send();
  });

  // Reading (or changing) these tables with the anonymous key is refused.
  routes.route({
    method: ["GET", "PATCH", "PUT", "DELETE"],
    url: "/rest/v1/:table",
    schema: { params: tableParams, querystring: anyQuery },
    handler: async (request) => {
      const table = findTable(request.params.table);
      throw errors.permissionDenied(table.name);
    },
  });
}
