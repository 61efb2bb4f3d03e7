// The open database, shared by every domain: its readiness check, the health of its writes (a
// full disk makes the server unready until a write succeeds again, checked every few seconds
// meanwhile), the site's secret, and its
// close, last of all (fastify runs onClose hooks in reverse order of registration: every
// background job registered after this one stops before the database closes).
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import { authSecret } from "../auth/better-auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { rateLimitWindows } from "../db/schema.ts";
import { createWriteHealth, type WriteHealth } from "../db/write-health.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The open database (absent without one: the app then serves its pages and the API of none). */
    database: Database;
    /** The secret that signs sessions and links (BETTER_AUTH_SECRET or DATA_DIR/auth-secret). */
    secret: string;
    /** Whether the database's writes are failing for its own reason (a full disk). */
    writeHealth: WriteHealth;
  }
}

async function databasePlugin(app: FastifyInstance, { config, database }: { config: Config; database: Database }) {
  app.decorate("database", database);
  app.decorate("secret", authSecret(config));
  // While writes fail: one small committed write every few seconds, through the inserts' own
  // path (an upsert of one row of rate_limit_windows, a key no client can have).
  const writeHealth = createWriteHealth(app.log, Date.now, {
    probe: async () => {
      const probe = database.db
        .insert(rateLimitWindows)
        .values({ key: "readyz:write-check", windowEnd: sql`now()`, count: 0 })
        .onConflictDoUpdate({ target: rateLimitWindows.key, set: { windowEnd: sql`excluded.window_end` } });
      await database.runBatch([[probe.getSQL()]]);
    },
  });
  app.decorate("writeHealth", writeHealth);
  app.readinessChecks.database = async () => {
    await database.ping();
    return { ok: true, detail: database.kind };
  };
  app.readinessChecks.writes = async () => {
    const fault = writeHealth.fault();
    return fault ? { ok: false, detail: `writes failing since ${fault.since}: ${fault.reason}` } : { ok: true };
  };
  app.addHook("onClose", async () => {
    writeHealth.stop();
    await database.close();
  });
}

export default fp(databasePlugin, { name: "database", dependencies: ["readiness"] });
