// Newsletter subscribers in the console: counts per state, list, search, remove, CSV export.
import { asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newsletterCancellations, newsletterSubscriptions } from "../db/schema.ts";
import { csvDate, toCsv } from "./csv.ts";
import { PAGE_SIZE, containsPattern } from "./messages.ts";

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * A subscriber's state: "confirmado" once the e-mail's link was used (the newsletter goes
 * only to these), "pendente" while the confirmation is awaited, "sem-aceite" for a row stored
 * without consent before consent was required (no e-mail was ever sent to it). A cancelled
 * subscription has no row (deleted at once, as the privacy policy says): it is only counted.
 */
export type SubscriberState = "confirmado" | "pendente" | "sem-aceite";

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  confirmado: "Confirmado",
  pendente: "Pendente",
  "sem-aceite": "Sem aceite",
};

export function subscriberState(row: {
  confirmedAt: Date | string | null;
  hasAcceptedTerms: boolean;
}): SubscriberState {
  if (row.confirmedAt) return "confirmado";
  return row.hasAcceptedTerms ? "pendente" : "sem-aceite";
}

export async function listSubscribers(db: Db, { q, page }: { q?: string; page: number }) {
  const term = q?.trim();
  const where = term
    ? or(
        ilike(newsletterSubscriptions.name, containsPattern(term)),
        ilike(newsletterSubscriptions.email, containsPattern(term)),
      )
    : undefined;
  const [rows, [counts], [cancellations]] = await Promise.all([
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
        confirmed: sql<number>`count(*) filter (where ${newsletterSubscriptions.confirmedAt} is not null)::int`,
        pending: sql<number>`count(*) filter (where ${newsletterSubscriptions.confirmedAt} is null and ${newsletterSubscriptions.hasAcceptedTerms})::int`,
        withoutConsent: sql<number>`count(*) filter (where ${newsletterSubscriptions.confirmedAt} is null and not ${newsletterSubscriptions.hasAcceptedTerms})::int`,
      })
      .from(newsletterSubscriptions),
    db.select({ cancelled: sql<number>`count(*)::int` }).from(newsletterCancellations),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      hasAcceptedTerms: r.hasAcceptedTerms,
      state: subscriberState(r),
      createdAt: iso(r.createdAt),
      confirmedAt: r.confirmedAt ? iso(r.confirmedAt) : null,
    })),
    total: Number(counts?.total ?? 0),
    count: Number(counts?.count ?? 0),
    states: {
      confirmado: Number(counts?.confirmed ?? 0),
      pendente: Number(counts?.pending ?? 0),
      "sem-aceite": Number(counts?.withoutConsent ?? 0),
      cancelado: Number(cancellations?.cancelled ?? 0),
    },
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

export const NEWSLETTER_CSV_HEADER = [
  "Nome",
  "E-mail",
  "Aceitou os termos",
  "Inscrito em",
  "Atualizado em",
  "Situação",
] as const;

/**
 * Every stored subscriber with its state ("Situação": Confirmado, Pendente, Sem aceite): the
 * newsletter goes only to the "Confirmado" rows (double opt-in). Cancelled subscriptions have
 * no row to export.
 */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
  return toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((r) => [
      r.name,
      r.email,
      r.hasAcceptedTerms ? "Sim" : "Não",
      csvDate(r.createdAt),
      csvDate(r.updatedAt),
      SUBSCRIBER_STATE_LABELS[subscriberState(r)],
    ]),
  );
}
