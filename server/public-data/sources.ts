// Each public source's refresh state (public_data_sources): when it was last refreshed, what
// failed last, and the lease that lets one process at a time refresh it, claimed like the FIPE
// sync's (server/fipe/catalog/lease.ts): SELECT … FOR UPDATE SKIP LOCKED on the source's row.
// The lease is short and renewed while the refresh runs, so it dies with its process: a holder
// that died on this host is taken over at once, one elsewhere when its lease runs out; the
// refresh it left unfinished is recorded as the source's failure.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { publicDataSources } from "../db/schema.ts";
import { holderIsGone, leaseOwner } from "../fipe/catalog/lease.ts";

export type SourceName = "anp" | "bcb";
export const SOURCE_NAMES: SourceName[] = ["anp", "bcb"];
export const SOURCE_LEASE_MS = 60_000;
/** How often a running refresh renews its lease. */
export const SOURCE_RENEW_MS = SOURCE_LEASE_MS / 3;

export const ABANDONED_REFRESH = "a atualização anterior não terminou: o processo que a fazia parou";

export type SourceState = {
  name: SourceName;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  lastReport: unknown;
  runningBy: string | null;
};

const iso = (v: Date | null) => (v ? v.toISOString() : null);

export async function sourceStates(db: Db): Promise<SourceState[]> {
  const t = publicDataSources;
  const rows = await db
    .select({
      name: t.name,
      lastAttemptAt: t.lastAttemptAt,
      lastSuccessAt: t.lastSuccessAt,
      lastError: t.lastError,
      lastErrorAt: t.lastErrorAt,
      lastReport: t.lastReport,
      runningBy: sql<string | null>`case when ${t.leaseUntil} > now() then ${t.leaseOwner} end`,
    })
    .from(t)
    .orderBy(t.name);
  return rows.map((r) => ({
    name: r.name as SourceName,
    lastAttemptAt: iso(r.lastAttemptAt),
    lastSuccessAt: iso(r.lastSuccessAt),
    lastError: r.lastError,
    lastErrorAt: iso(r.lastErrorAt),
    lastReport: r.lastReport ?? null,
    runningBy: r.runningBy ?? null,
  }));
}

/** Claims the source's lease (or renews it); false while another process holds it. */
export async function claimSource(db: Db, name: SourceName, owner = leaseOwner(), leaseMs = SOURCE_LEASE_MS) {
  const t = publicDataSources;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ owner: t.leaseOwner, live: sql<boolean>`coalesce(${t.leaseUntil} > now(), false)` })
      .from(t)
      .where(eq(t.name, name))
      .for("update", { skipLocked: true });
    if (!row) return false;
    if (row.owner && row.owner !== owner && row.live && !holderIsGone(row.owner)) return false;
    if (row.owner && row.owner !== owner) {
      // Its holder died mid-refresh (a crash, a kill): say so where the console shows failures.
      await tx
        .update(t)
        .set({ lastError: ABANDONED_REFRESH, lastErrorAt: sql`now()` })
        .where(eq(t.name, name));
    }
    await tx
      .update(t)
      .set({
        leaseOwner: owner,
        lastAttemptAt: sql`now()`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(eq(t.name, name));
    return true;
  });
}

/** Ends a refresh: releases the lease and records its report and, when something failed, the
 * failure (a refresh counts as done only when nothing failed; else it is tried again sooner). */
export async function finishSource(
  db: Db,
  name: SourceName,
  owner: string,
  outcome: { report: unknown; error?: string | null },
) {
  const t = publicDataSources;
  // The JSON text as jsonb: no report is stored as JSON null, as any other report.
  const report = sql`${JSON.stringify(outcome.report ?? null)}::jsonb`;
  const ended = { leaseOwner: null, leaseUntil: null, lastReport: report };
  await db
    .update(t)
    .set(
      outcome.error
        ? { ...ended, lastErrorAt: sql`now()`, lastError: outcome.error.slice(0, 2000) }
        : { ...ended, lastSuccessAt: sql`now()` },
    )
    .where(and(eq(t.name, name), eq(t.leaseOwner, owner)));
}
