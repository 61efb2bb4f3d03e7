// Each public source's refresh state (public_data_sources): when it was last refreshed, what
// failed last, and the lease that lets one process at a time refresh it, claimed like the FIPE
// sync's (server/fipe/catalog/lease.ts): SELECT … FOR UPDATE SKIP LOCKED on the source's row.
// The lease is short and renewed while the refresh runs, so it dies with its process: a holder
// that died on this host is taken over at once, one elsewhere when its lease runs out; the
// refresh it left unfinished is recorded as the source's failure.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { holderIsGone, leaseOwner } from "../fipe/catalog/lease.ts";
import { rowsOf } from "../db/rows.ts";

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

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

export async function sourceStates(db: Db): Promise<SourceState[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select name, last_attempt_at, last_success_at, last_error, last_error_at, last_report,
               case when lease_until > now() then lease_owner end as running_by
        from public_data_sources order by name`,
  );
  return rows.map((r) => ({
    name: r.name as SourceName,
    lastAttemptAt: iso(r.last_attempt_at),
    lastSuccessAt: iso(r.last_success_at),
    lastError: (r.last_error as string | null) ?? null,
    lastErrorAt: iso(r.last_error_at),
    lastReport: r.last_report ?? null,
    runningBy: (r.running_by as string | null) ?? null,
  }));
}

/** Claims the source's lease (or renews it); false while another process holds it. */
export async function claimSource(db: Db, name: SourceName, owner = leaseOwner(), leaseMs = SOURCE_LEASE_MS) {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ owner: string | null; live: boolean }>(
      tx,
      sql`select lease_owner as owner, coalesce(lease_until > now(), false) as live
          from public_data_sources where name = ${name} for update skip locked`,
    );
    if (!row) return false;
    if (row.owner && row.owner !== owner && row.live && !holderIsGone(row.owner)) return false;
    if (row.owner && row.owner !== owner) {
      // Its holder died mid-refresh (a crash, a kill): say so where the console shows failures.
      await tx.execute(
        sql`update public_data_sources set last_error = ${ABANDONED_REFRESH}, last_error_at = now()
            where name = ${name}`,
      );
    }
    await tx.execute(
      sql`update public_data_sources set lease_owner = ${owner}, last_attempt_at = now(),
            lease_until = now() + make_interval(secs => ${leaseMs / 1000}) where name = ${name}`,
    );
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
  const report = JSON.stringify(outcome.report ?? null);
  if (!outcome.error) {
    await db.execute(
      sql`update public_data_sources set lease_owner = null, lease_until = null, last_success_at = now(),
            last_report = ${report}::jsonb where name = ${name} and lease_owner = ${owner}`,
    );
  } else {
    await db.execute(
      sql`update public_data_sources set lease_owner = null, lease_until = null, last_error_at = now(),
            last_error = ${outcome.error.slice(0, 2000)}, last_report = ${report}::jsonb
          where name = ${name} and lease_owner = ${owner}`,
    );
  }
}
