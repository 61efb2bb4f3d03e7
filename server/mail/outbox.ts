// The mail outbox (table mail_outbox): rows are written in the transaction of the insert that
// caused them and delivered by the worker. Claiming uses FOR UPDATE SKIP LOCKED plus a lease
// (send_after moved past the send's longest possible duration), so two processes never take
// the same row, and a row claimed by a process that died is taken again when the lease ends.
import { sql } from "drizzle-orm";
import { rowInsert, type Db, type RowsInsert } from "../db/client.ts";
import { isoOf, rowsOf, type BigIntValue, type Queryable, type TimestampValue } from "../db/rows.ts";

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

/** The insert of one mail, to run inside the transaction that caused it (a plain row insert:
 * the write queue merges it with other requests' mails). `headers` is jsonb: the JSON text is
 * a parameter of the column's type on both engines. */
export function outboxInsert(mail: OutboxMail): RowsInsert {
  return rowInsert("mail_outbox", {
    kind: mail.kind,
    recipient: mail.recipient,
    about_email: mail.aboutEmail,
    subject: mail.subject,
    body_text: mail.bodyText,
    // Only when there is one: rows without it keep the same columns and still merge.
    ...(mail.bodyHtml === undefined ? {} : { body_html: mail.bodyHtml }),
    headers: JSON.stringify(mail.headers),
  });
}

/** Queues one mail inside `tx` (the transaction that caused it); returns its outbox id. */
export async function queueMail(tx: Queryable, mail: OutboxMail): Promise<number> {
  const insert = outboxInsert(mail);
  const [row] = await rowsOf<{ id: BigIntValue }>(
    tx,
    sql`insert into mail_outbox (${sql.join(
      insert.columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values (${sql.join(
      insert.rows[0]!.map((v) => sql`${v}`),
      sql`, `,
    )}) returning id`,
  );
  return Number(row!.id);
}

type ClaimedRow = {
  id: BigIntValue;
  kind: string;
  recipient: string;
  about_email: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: Record<string, string> | string;
  attempts: number;
  created_at: TimestampValue;
};

/** Takes up to `limit` due rows for this process for `leaseMs`; counts the attempt. */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const rows = await rowsOf<ClaimedRow>(
    db,
    sql`
    with due as (
      select id from mail_outbox
      where sent_at is null and send_after <= now()
      order by send_after, id
      limit ${limit}
      for update skip locked
    )
    update mail_outbox m
      set attempts = m.attempts + 1,
          send_after = now() + make_interval(secs => ${leaseMs / 1000})
      from due where m.id = due.id
      returning m.id, m.kind, m.recipient, m.about_email, m.subject, m.body_text, m.body_html, m.headers, m.attempts,
        m.created_at`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    recipient: r.recipient,
    aboutEmail: r.about_email,
    subject: r.subject,
    bodyText: r.body_text,
    ...(typeof r.body_html === "string" ? { bodyHtml: r.body_html } : {}),
    headers: typeof r.headers === "string" ? (JSON.parse(r.headers) as Record<string, string>) : r.headers,
    attempts: r.attempts,
    createdAt: new Date(isoOf(r.created_at)),
  }));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.execute(sql`update mail_outbox set sent_at = now(), last_error = null where id = ${id}`);
}

export async function markFailed(db: Db, id: number, error: string, retryInMs: number): Promise<void> {
  await db.execute(sql`update mail_outbox
    set last_error = ${error.slice(0, 2000)}, send_after = now() + make_interval(secs => ${retryInMs / 1000})
    where id = ${id} and sent_at is null`);
}

/** Sent mail is kept this long (to check delivery problems), then deleted (privacy policy §6). */
export const SENT_RETENTION_DAYS = 30;

/** Deletes mail sent more than `days` ago; returns how many rows went. */
export async function purgeSent(db: Db, days = SENT_RETENTION_DAYS): Promise<number> {
  const deleted = await rowsOf(
    db,
    sql`delete from mail_outbox where sent_at < now() - make_interval(days => ${days}) returning id`,
  );
  return deleted.length;
}

export type OutboxSummary = { pending: number; failing: number; sent: number; oldestPendingAt: string | null };

/** Counts for the console and diagnostics ("failing" = pending rows whose last attempt failed). */
export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const [row] = await rowsOf<{
    pending: BigIntValue;
    failing: BigIntValue;
    sent: BigIntValue;
    oldest: TimestampValue | null;
  }>(
    db,
    sql`select
      count(*) filter (where sent_at is null) as pending,
      count(*) filter (where sent_at is null and last_error is not null) as failing,
      count(*) filter (where sent_at is not null) as sent,
      min(created_at) filter (where sent_at is null) as oldest
    from mail_outbox`,
  );
  const oldest = row?.oldest;
  return {
    pending: Number(row?.pending ?? 0),
    failing: Number(row?.failing ?? 0),
    sent: Number(row?.sent ?? 0),
    oldestPendingAt: oldest ? isoOf(oldest) : null,
  };
}
