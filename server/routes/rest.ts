// POST /rest/v1/:table — PostgREST's wire format for the three public inserts (spec section 7),
// so the same requests work here and against a hosted Supabase project. Like the hosted
// backend's insert-only row level security, nothing is ever returned: `return=representation`
// is refused as Supabase refuses it.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import type { WriteHealth } from "../db/write-health.ts";
import { reportedFaults } from "../access-log.ts";
import { memoryRateLimiter, pgRateLimiter } from "../rate-limit.ts";
import { RestError, errors } from "../rest/errors.ts";
import { createRowInserter } from "../rest/insert-rows.ts";
import type { MailTriggers } from "../mail/triggers.ts";
import { HONEYPOT_FIELD, REST_TABLES, type RestTable } from "../rest/tables.ts";
import { issueToRestError } from "../rest/validate.ts";

export const REST_BODY_LIMIT = 32 * 1024;

type Options = {
  database: Database;
  anonKey: string;
  /** Rows per minute per client address (a request of 3 rows counts 3). */
  rateLimitMax: number;
  /** The mail each insert causes, written in the insert's own transaction (server/mail/). */
  mail?: { triggers: MailTriggers; onQueued(): void };
  /** Told when a write fails for the database's own reason, and when one succeeds. */
  writeHealth?: WriteHealth;
};

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

function findTable(name: string): RestTable {
  const table = REST_TABLES[name];
  if (!table) throw errors.tableNotFound(name);
  return table;
}

/** Validates one row; returns null for a filled honeypot (answered as a success, stored nowhere). */
export function parseRow(table: RestTable, value: unknown): Record<string, unknown> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw errors.invalidBody("Each row must be a JSON object.");
  }
  const input = { ...(value as Record<string, unknown>) };
  if (table.honeypot && HONEYPOT_FIELD in input) {
    const trap = input[HONEYPOT_FIELD];
    delete input[HONEYPOT_FIELD];
    if (isFilled(trap)) return null;
  }
  const parsed = table.schema.safeParse(input);
  if (!parsed.success) throw issueToRestError(table.name, parsed.error.issues[0]!, input);
  const refused = table.check?.(parsed.data);
  if (refused) throw refused;
  return parsed.data;
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== null && value !== undefined && value !== false && value !== 0;
}

export async function restRoutes(
  app: FastifyInstance,
  { database, anonKey, rateLimitMax, mail, writeHealth }: Options,
) {
  // PostgreSQL: the limit holds across every process on the database; PGlite: one process.
  const limiter =
    database.kind === "postgres"
      ? pgRateLimiter(database.db, {
          max: rateLimitMax,
          scope: "rest",
          onError: (error) => app.log.warn({ err: error }, "rate limit unavailable: write allowed"),
        })
      : memoryRateLimiter(rateLimitMax);
  const inserter = createRowInserter({
    database,
    mail,
    onDatabaseFault: (error) =>
      writeHealth ? writeHealth.failed(error) : app.log.error({ err: error }, "insert failed: database unavailable"),
    onWritten: () => writeHealth?.succeeded(),
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof RestError) return sendError(reply, error);
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

  app.post<{ Params: { table: string } }>("/rest/v1/:table", { bodyLimit: REST_BODY_LIMIT }, async (request, reply) => {
    checkKey(request, anonKey);
    const table = findTable(request.params.table);
    const body = request.body;
    const values = body === undefined || body === null ? [] : Array.isArray(body) ? body : [body];
    // The limit counts rows, not requests: one request of 50 rows costs 50.
    const { allowed, retryAfterSeconds } = await limiter.hit(request.ip, Math.max(1, values.length));
    if (!allowed) {
      reply.header("Retry-After", String(retryAfterSeconds));
      throw errors.tooManyRequests(rateLimitMax);
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
    const parsed = values.map((v) => parseRow(table, v));
    const rows = parsed.filter((r): r is Record<string, unknown> => r !== null);
    if (rows.length < parsed.length) {
      request.log.info({ table: table.name }, "honeypot filled: nothing stored");
    } else {
      try {
        await inserter.insert(table, rows);
      } catch (error) {
        // A database fault is logged by the write health, once a minute: no line per request.
        if (writeHealth && error instanceof RestError && error.status === 503) reportedFaults.add(request);
        throw error;
      }
    }
    return reply.code(201).header("Cache-Control", "no-store").send();
  });

  // Reading (or changing) these tables with the anonymous key is refused.
  app.route<{ Params: { table: string } }>({
    method: ["GET", "PATCH", "PUT", "DELETE"],
    url: "/rest/v1/:table",
    handler: async (request) => {
      checkKey(request, anonKey);
      const table = findTable(request.params.table);
      throw errors.permissionDenied(table.name);
    },
  });
}
