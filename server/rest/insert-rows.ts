// The public inserts (contact message, newsletter subscription, FIPE lookup) as one function,
// so every way in (the REST route; the pages' forms without JavaScript) stores rows and queues
// their mail the same way: the rows and their mail in one transaction, database faults told
// apart from bad values, and no database text in what the client gets back.
import type { Database } from "../db/client.ts";
import { createWriteQueue } from "../db/write-queue.ts";
import type { MailTriggers } from "../mail/triggers.ts";
import { errors, restError, type RestError } from "./errors.ts";
import type { RestTable } from "./tables.ts";

export type RowInserter = {
  /** Stores the rows (all or nothing) with the mail they cause; throws a RestError. */
  insert(table: RestTable, rows: Record<string, unknown>[]): Promise<void>;
};

export type InsertOptions = {
  database: Pick<Database, "runBatch">;
  /** The mail each insert causes, written in the insert's own transaction (server/mail/). */
  mail?: { triggers: MailTriggers; onQueued(): void };
  /** A write failed because the database could not do it (down, disk full...). */
  onDatabaseFault?: (error: unknown) => void;
  /** A write succeeded (the database takes writes again). */
  onWritten?: () => void;
};

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" ? code : undefined;
}

/** SQLSTATE classes 22 (data) and 23 (constraints) are the client's fault; the rest is ours. */
export function isDatabaseFault(error: unknown): boolean {
  return !/^2[23]/.test(sqlState(error) ?? "");
}

/**
 * A client-fault database error as a PostgREST-shaped error with a fixed text per SQLSTATE:
 * the database's own message (which can quote the values, constraint names or internals) never
 * reaches the client.
 */
export function clientFaultError(table: string, error: unknown): RestError {
  const code = sqlState(error) ?? "23514";
  switch (code) {
    case "22021":
    case "22P05":
      return restError(400, code, "invalid byte sequence in a text value", null, "Remove control characters (NUL).");
    case "22001":
      return restError(400, code, "value too long for its column");
    case "23502":
      return restError(400, code, `a required column of "${table}" is missing`);
    case "23505":
      return restError(409, code, `duplicate key value violates a unique constraint of "${table}"`);
    default:
      return restError(400, /^2[23]/.test(code) ? code : "23514", `the row for "${table}" is not valid`);
  }
}

export function createRowInserter({ database, mail, onDatabaseFault, onWritten }: InsertOptions): RowInserter {
  const writes = createWriteQueue(database.runBatch);
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      // All or nothing: the rows commit in one transaction (shared with other requests' by the
      // group commit, each request still atomic), their outbox rows in the same one.
      const statements = rows.flatMap((row) => [
        table.insert(row),
        ...(mail?.triggers.statementsFor(table.name, row) ?? []),
      ]);
      try {
        await writes.submit(statements);
      } catch (error) {
        if (isDatabaseFault(error)) {
          onDatabaseFault?.(error);
          throw errors.databaseUnavailable();
        }
        throw clientFaultError(table.name, error);
      }
      onWritten?.();
      if (statements.length > rows.length) mail?.onQueued();
    },
  };
}
