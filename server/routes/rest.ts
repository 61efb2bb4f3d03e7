// POST /rest/v1/:table — PostgREST's wire format for the three public inserts (spec section 7),
// so the same requests work here and against a hosted Supabase project.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { createWriteQueue } from "../db/write-queue.ts";
import { memoryRateLimiter, pgRateLimiter } from "../rate-limit.ts";
import { RestError, errors } from "../rest/errors.ts";
import type { MailTriggers } from "../mail/triggers.ts";
import { HONEYPOT_FIELD, NEW_ROW_FLAG, REST_TABLES, type RestTable } from "../rest/tables.ts";
import { issueToRestError } from "../rest/validate.ts";

export const REST_BODY_LIMIT = 32 * 1024;
const MAX_ROWS = 50;

type Options = {
  database: Database;
  anonKey: string;
  rateLimitMax: number;
  /** The mail each insert causes, written in the insert's own transaction (server/mail/). */
  mail?: { triggers: MailTriggers; onQueued(): void };
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
function parseRow(table: RestTable, value: unknown): Record<string, unknown> | null {
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
  return parsed.data;
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== null && value !== undefined && value !== false && value !== 0;
}

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  // SQLSTATE classes 22 (data) and 23 (constraints) are the client's fault; the rest means the
  // database could not do the work (connection refused, shut down, timeouts...).
  return !(typeof code === "string" && /^2[23]/.test(code));
}

function normalizeRow(row: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...row };
  delete out[NEW_ROW_FLAG];
  if (out.id !== undefined) out.id = Number(out.id);
  for (const key of ["created_at", "updated_at"]) {
    const value = out[key];
    if (value instanceof Date) out[key] = value.toISOString();
    else if (value !== undefined && value !== null) out[key] = new Date(String(value)).toISOString();
  }
  return out;
}

export async function restRoutes(app: FastifyInstance, { database, anonKey, rateLimitMax, mail }: Options) {
  // PostgreSQL: the limit holds across every process on the database; PGlite: one process.
  const limiter =
    database.kind === "postgres"
      ? pgRateLimiter(database.db, {
          max: rateLimitMax,
          scope: "rest",
          onError: (error) => app.log.warn({ err: error }, "rate limit unavailable: write allowed"),
        })
      : memoryRateLimiter(rateLimitMax);
  const writes = createWriteQueue(database.runBatch);

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
    const { allowed, retryAfterSeconds } = await limiter.hit(request.ip);
    if (!allowed) {
      reply.header("Retry-After", String(retryAfterSeconds));
      throw errors.tooManyRequests(rateLimitMax);
    }
    const table = findTable(request.params.table);
    const contentType = String(request.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(contentType)) throw errors.unsupportedMediaType(contentType || "none");
    const body = request.body;
    if (body === undefined || body === null) throw errors.invalidBody("The body is empty.");
    const values = Array.isArray(body) ? body : [body];
    if (values.length > MAX_ROWS) throw errors.invalidBody(`At most ${MAX_ROWS} rows per request.`);
    const parsed = values.map((v) => parseRow(table, v));
    const rows = parsed.filter((r): r is Record<string, unknown> => r !== null);
    const trapped = rows.length < parsed.length;

    const representation = /return=representation/.test(String(request.headers.prefer ?? ""));
    let inserted: Record<string, unknown>[] = [];
    if (!trapped && rows.length > 0) {
      try {
        // All or nothing: the whole array commits in one transaction (shared with other
        // requests' inserts by the group commit, each request still atomic).
        // The outbox rows go in the same transaction: no mail without its row, no row without its mail.
        const statements = rows.flatMap((row) => [
          table.insert(row, representation),
          ...(mail?.triggers.statementsFor(table.name, row) ?? []),
        ]);
        inserted = await writes.submit(statements);
        if (statements.length > rows.length) mail?.onQueued();
      } catch (error) {
        if (isDatabaseDown(error)) {
          request.log.error({ err: error }, "insert failed: database unavailable");
          throw errors.databaseUnavailable();
        }
        throw errors.checkViolation(table.name, "row", String((error as Error).message));
      }
    } else if (trapped) {
      request.log.info({ table: table.name }, "honeypot filled: nothing stored");
    }

    reply.code(201).header("Cache-Control", "no-store");
    if (representation) {
      return trapped ? rows : inserted.map(normalizeRow);
    }
    return reply.send();
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
