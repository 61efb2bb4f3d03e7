// Newsletter subscribers in the console: count, list, search, remove, CSV export.
import { asc, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newsletterSubscriptions } from "../db/schema.ts";
import { csvDate, toCsv } from "./csv.ts";
import { PAGE_SIZE, containsPattern } from "./messages.ts";

const iso = (v: Date | string) => new Date(v).toISOString();

export async function listSubscribers(db: Db, { q, page }: { q?: string; page: number }) {
  const term = q?.trim();
  const where = term
    ? or(
        ilike(newsletterSubscriptions.name, containsPattern(term)),
        ilike(newsletterSubscriptions.email, containsPattern(term)),
      )
    : undefined;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(newsletterSubscriptions),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      hasAcceptedTerms: r.hasAcceptedTerms,
      createdAt: iso(r.createdAt),
    })),
    total: Number(counts?.total ?? 0),
    count: Number(counts?.count ?? 0),
    page,
    pageSize: PAGE_SIZE,
  };
}

export async function deleteSubscriber(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export const NEWSLETTER_CSV_HEADER = ["Nome", "E-mail", "Aceitou os termos", "Inscrito em", "Atualizado em"] as const;

export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    // Only confirmed subscribers (double opt-in): the export is the list a newsletter goes to.
    .where(isNotNull(newsletterSubscriptions.confirmedAt))
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
  return toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((r) => [r.name, r.email, r.hasAcceptedTerms ? "Sim" : "Não", csvDate(r.createdAt), csvDate(r.updatedAt)]),
  );
}
