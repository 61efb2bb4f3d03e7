// Two-level cache for FIPE answers: a small in-memory layer in front of the fipe_cache table,
// which every server process shares. Entries keep their body after expiry so the proxy can
// serve stale data when the upstream fails.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fipeCache } from "../db/schema.ts";

export type CacheEntry = { body: unknown; expiresAt: number };

export type FipeCache = {
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, body: unknown, expiresAt: number): Promise<void>;
};

export function createFipeCache(db: Db, { memoryMax = 1000, onError = (_e: unknown) => {} } = {}): FipeCache {
  const memory = new Map<string, CacheEntry>();

  function remember(key: string, entry: CacheEntry) {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > memoryMax) memory.delete(memory.keys().next().value as string);
  }

  return {
    async get(key) {
      const hit = memory.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit;
      try {
        const [row] = await db.select().from(fipeCache).where(eq(fipeCache.key, key)).limit(1);
        if (!row) return hit ?? null;
        const entry = { body: row.body, expiresAt: row.expiresAt.getTime() };
        remember(key, entry);
        return entry;
      } catch (error) {
        onError(error); // the database is down: work from memory and upstream
        return hit ?? null;
      }
    },
    async set(key, body, expiresAt) {
      remember(key, { body, expiresAt });
      try {
        await db
          .insert(fipeCache)
          .values({ key, body, expiresAt: new Date(expiresAt) })
          .onConflictDoUpdate({
            target: fipeCache.key,
            set: { body, expiresAt: new Date(expiresAt), fetchedAt: sql`now()` },
          });
      } catch (error) {
        onError(error);
      }
    },
  };
}
