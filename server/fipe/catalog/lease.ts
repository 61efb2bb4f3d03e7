// One catalog sync at a time across every process sharing the database: a row of
// fipe_sync_lease claimed with SELECT ... FOR UPDATE SKIP LOCKED and held by a lease that the
// running sync renews. A holder that died leaves it when the lease runs out, or at once when it
// ran on this host and its process is gone (a killed `npm run fipe:sync` is taken over at once).
import { hostname } from "node:os";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { fipeSyncLease } from "../../db/schema.ts";

export const LEASE_MS = 60_000;

export function leaseOwner(pid = process.pid): string {
  return `${hostname()}:${pid}`;
}

/** Whether the lease's holder ran on this host and its process is gone. */
export function holderIsGone(owner: string): boolean {
  const [host, pidText] = owner.split(":");
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

export type Lease = {
  owner: string;
  /** Claims or renews; false when another live process holds it. */
  claim(): Promise<boolean>;
  release(): Promise<void>;
  /** Who holds it now (null: nobody). */
  holder(): Promise<string | null>;
};

export function createLease(db: Db, { owner = leaseOwner(), leaseMs = LEASE_MS } = {}): Lease {
  const lease = fipeSyncLease;
  const theSync = eq(lease.name, "sync");
  return {
    owner,
    claim: () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ owner: lease.owner, live: sql<boolean>`coalesce(${lease.leaseUntil} > now(), false)` })
          .from(lease)
          .where(theSync)
          .for("update", { skipLocked: true });
        if (!row) return false; // another process is claiming it right now
        if (row.owner && row.owner !== owner && row.live && !holderIsGone(row.owner)) return false;
        await tx
          .update(lease)
          .set({ owner, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
          .where(theSync);
        return true;
      }),
    async release() {
      await db
        .update(lease)
        .set({ owner: null, leaseUntil: null })
        .where(and(theSync, eq(lease.owner, owner)));
    },
    async holder() {
      const [row] = await db
        .select({ owner: lease.owner })
        .from(lease)
        .where(and(theSync, gt(lease.leaseUntil, sql`now()`)));
      return row?.owner ?? null;
    },
  };
}
