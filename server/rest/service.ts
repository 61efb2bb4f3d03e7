// The public inserts as one service: the per-client limit (rows per minute), each row's
// validation and honeypot, the insert with the mail it causes. The REST route (/rest/v1/:table,
// PostgREST's wire format) and the pages' form actions (no JavaScript needed) both call it.
import type { FormInsertOutcome, FormTable } from "#app/load-context.ts";
import type { Database } from "../db/client.ts";
import type { WriteHealth } from "../db/write-health.ts";
import type { MailTriggers } from "../mail/triggers.ts";
import { databaseRateLimiter, type RateLimitResult } from "../rate-limit/fixed-window.ts";
import { RestError, errors } from "./errors.ts";
import { createRowInserter } from "./insert-rows.ts";
import { HONEYPOT_FIELD, REST_TABLES, type RestTable } from "./tables.ts";
import { issueToRestError } from "./validate.ts";

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

type Options = {
  database: Database;
  /** Rows per minute per client address (a request of 3 rows counts 3). */
  rateLimitMax: number;
  /** The mail each insert causes, written in the insert's own transaction (server/mail/). */
  mail?: { triggers: MailTriggers; onQueued(): void };
  /** Told when a write fails for the database's own reason, and when one succeeds. */
  writeHealth?: WriteHealth;
  log: Log;
};

export function findTable(name: string): RestTable {
  const table = REST_TABLES[name];
  if (!table) throw errors.tableNotFound(name);
  return table;
}

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return value !== null && value !== undefined && value !== false && value !== 0;
}

/** Validates one row; returns null for a filled honeypot (answered as a success, stored nowhere). */
export function parseRow(table: RestTable, value: unknown): Record<string, unknown> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw errors.invalidBody("Each row must be a JSON object.");
  }
  const input = { ...(value as Record<string, unknown>) };
  if (table.honeypot) {
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

export function createFormInserts({ database, rateLimitMax, mail, writeHealth, log }: Options) {
  // PostgreSQL: the limit holds across every process on the database; PGlite: one process.
  const limiter = databaseRateLimiter(database, {
    max: rateLimitMax,
    scope: "rest",
    onError: (error) => log.warn({ err: error }, "rate limit unavailable: write allowed"),
  });
  const inserter = createRowInserter({
    database,
    mail,
    onDatabaseFault: (error) =>
      writeHealth ? writeHealth.failed(error) : log.error({ err: error }, "insert failed: database unavailable"),
    onWritten: () => writeHealth?.succeeded(),
  });

  /** Counts `rows` rows toward the client's limit. */
  function admit(ip: string, rows: number): Promise<RateLimitResult> {
    return limiter.hit(ip, Math.max(1, rows));
  }

  /**
   * Validates and stores the rows (all or nothing); "honeypot": a row's trap was filled and
   * nothing was stored (answered as a success). Throws a RestError.
   */
  async function store(table: RestTable, values: unknown[]): Promise<"stored" | "honeypot"> {
    if (values.length > table.maxRows) {
      throw errors.invalidBody(`At most ${table.maxRows} row${table.maxRows === 1 ? "" : "s"} per request.`);
    }
    const parsed = values.map((v) => parseRow(table, v));
    const rows = parsed.filter((r): r is Record<string, unknown> => r !== null);
    if (rows.length < parsed.length) {
      log.info({ table: table.name }, "honeypot filled: nothing stored");
      return "honeypot";
    }
    await inserter.insert(table, rows);
    return "stored";
  }

  /** A form's row from `ip`: limit, validation, insert and mail, as the REST route does them. */
  async function insertForm(
    tableName: FormTable,
    row: Record<string, unknown>,
    ip: string,
  ): Promise<FormInsertOutcome> {
    try {
      const table = findTable(tableName);
      const { allowed, retryAfterSeconds } = await admit(ip, 1);
      if (!allowed) return { status: "rate-limited", retryAfterSeconds: retryAfterSeconds || 60 };
      await store(table, [row]);
      return { status: "stored" };
    } catch (error) {
      if (error instanceof RestError && error.status >= 400 && error.status < 500) {
        return { status: "invalid", message: error.body.message || "Dados inválidos." };
      }
      if (!(error instanceof RestError)) log.error({ err: error }, "form insert failed");
      return { status: "unavailable" };
    }
  }

  return { rateLimitMax, admit, store, insertForm };
}

export type FormInserts = ReturnType<typeof createFormInserts>;
