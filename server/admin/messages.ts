// Contact messages in the console: newest first, filters, search, 50 a page, status changes.
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { CONTACT_TOPICS } from "#app/domain/contact/rules.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";

export const PAGE_SIZE = 50;
export const MESSAGE_TOPICS = CONTACT_TOPICS;
export const MESSAGE_STATUSES = ["unread", "read", "answered"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type MessageFilter = { topic?: string; status?: MessageStatus; q?: string; page: number };

const PREVIEW_LENGTH = 140;

/** A LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function whereFor({ topic, status, q }: MessageFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (topic) parts.push(eq(contactMessages.topic, topic));
  if (status === "unread") parts.push(isNull(contactMessages.readAt));
  if (status === "read") parts.push(and(isNotNull(contactMessages.readAt), isNull(contactMessages.answeredAt))!);
  if (status === "answered") parts.push(isNotNull(contactMessages.answeredAt));
  const term = q?.trim();
  if (term) {
    const pattern = containsPattern(term);
    parts.push(or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern))!);
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listMessages(db: Db, filter: MessageFilter) {
  const where = whereFor(filter);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        topic: contactMessages.topic,
        preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
        createdAt: contactMessages.createdAt,
        readAt: contactMessages.readAt,
        answeredAt: contactMessages.answeredAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt)!,
      readAt: iso(r.readAt),
      answeredAt: iso(r.answeredAt),
    })),
    total: Number(counts?.total ?? 0),
    unread: Number(counts?.unread ?? 0),
    page: filter.page,
    pageSize: PAGE_SIZE,
    topics: MESSAGE_TOPICS,
  };
}

export async function getMessage(db: Db, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  return { ...row, createdAt: iso(row.createdAt)!, readAt: iso(row.readAt), answeredAt: iso(row.answeredAt) };
}

/** Sets or clears "read" and "answered" (answered implies read). Returns false when absent. */
export async function updateMessageStatus(db: Db, id: number, change: { read?: boolean; answered?: boolean }) {
  const set: Record<string, SQL | null> = {};
  if (change.read === true) set.readAt = sql`coalesce(${contactMessages.readAt}, now())`;
  if (change.read === false) set.readAt = null;
  if (change.answered === true) {
    set.answeredAt = sql`coalesce(${contactMessages.answeredAt}, now())`;
    set.readAt = sql`coalesce(${contactMessages.readAt}, now())`;
  }
  if (change.answered === false) set.answeredAt = null;
  if (!Object.keys(set).length) return (await getMessage(db, id)) !== null;
  const rows = await db
    .update(contactMessages)
    .set(set)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function deleteMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
