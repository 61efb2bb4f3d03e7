// The mail outbox (table mail_outbox): rows are written in the transaction of the insert that
// caused them and delivered by the worker. Claiming uses FOR UPDATE SKIP LOCKED plus a lease
// (send_after moved past the send's longest possible duration), so two processes never take
// the same row, and a row claimed by a process that died is taken again when the lease ends.
import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
import { rowInsert, type Db, type RowsInsert } from "../db/client.ts";
import type { DbOrTx } from "../db/rows.ts";
import { mailOutbox } from "../db/schema.ts";

export type OutboxMail = {
  kind: string;
  recipient: string;
  /** The person the mail is about (the LGPD deletion removes their rows). */
  aboutEmail: string;
  subject: string;
  bodyText: string;
  /** An HTML alternative to the text (optional; the text part is always sent). */
  bodyHtml?: string;
  headers: Record<string, string>;
};

export type ClaimedMail = OutboxMail & { id: number; attempts: number; createdAt: Date };

/** One mail as an outbox row (body_html and the delivery columns keep their defaults). */
function outboxRow(mail: OutboxMail): typeof mailOutbox.$inferInsert {
  return {
    kind: mail.kind,
    recipient: mail.recipient,
    aboutEmail: mail.aboutEmail,
    subject: mail.subject,
    bodyText: mail.bodyText,
    bodyHtml: mail.bodyHtml,
    headers: mail.headers,
  };
}

/** The insert of one mail, to run inside the transaction that caused it (a plain row insert:
 * the write queue merges it with other requests' mails). */
export function outboxInsert(mail: OutboxMail): RowsInsert {
  return rowInsert(mailOutbox, outboxRow(mail));
}

/** Queues one mail inside `tx` (the transaction that caused it); returns its outbox id. */
export async function queueMail(tx: DbOrTx, mail: OutboxMail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Takes up to `limit` due rows for this process for `leaseMs`; counts the attempt. */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  // The due rows, locked; rows another process is claiming right now are skipped, not waited for.
  const due = db.$with("due").as(
    db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.sendAfter, sql`now()`)))
      .orderBy(mailOutbox.sendAfter, mailOutbox.id)
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  const rows = await db
    .with(due)
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      sendAfter: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .from(due)
    .where(eq(mailOutbox.id, due.id))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      aboutEmail: mailOutbox.aboutEmail,
      subject: mailOutbox.subject,
      bodyText: mailOutbox.bodyText,
      bodyHtml: mailOutbox.bodyHtml,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
    });
  return rows.map(({ bodyHtml, ...r }) => ({ ...r, ...(typeof bodyHtml === "string" ? { bodyHtml } : {}) }));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: number, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 2000), sendAfter: sql`now() + make_interval(secs => ${retryInMs / 1000})` })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Sent mail is kept this long (to check delivery problems), then deleted (privacy policy §6). */
export const SENT_RETENTION_DAYS = 30;

/** Deletes mail sent more than `days` ago; returns how many rows went. */
export async function purgeSent(db: Db, days = SENT_RETENTION_DAYS): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

export type OutboxSummary = { pending: number; failing: number; sent: number; oldestPendingAt: string | null };

/** Counts for the console and diagnostics ("failing" = pending rows whose last attempt failed). */
export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const [row] = await db
    .select({
      pending: sql`count(*) filter (where ${mailOutbox.sentAt} is null)`.mapWith(Number),
      failing:
        sql`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.lastError} is not null)`.mapWith(
          Number,
        ),
      sent: sql`count(*) filter (where ${mailOutbox.sentAt} is not null)`.mapWith(Number),
      oldest: sql`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.sentAt} is null)`.mapWith(
        mailOutbox.createdAt,
      ),
    })
    .from(mailOutbox);
  return {
    pending: row?.pending ?? 0,
    failing: row?.failing ?? 0,
    sent: row?.sent ?? 0,
    oldestPendingAt: row?.oldest ? row.oldest.toISOString() : null,
  };
}
