// Production entry: environment -> (database, migrations) -> listen -> graceful shutdown.
// The app's modules (Fastify, better-auth, ...) load while the database opens: PGlite compiles
// its WebAssembly off the main thread, so the two overlap and the server is ready sooner.
import type { FastifyInstance } from "fastify";
import { firstAdminSetupUrl } from "./admin/setup-address.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { describeStartError } from "./process/start-errors.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const opening = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onPoolError: (error) => console.error(`database connection lost: ${error.message}`),
  });
  opening.catch(() => {}); // handled below, after the import
  const { buildApp } = await import("./app.ts");
  let database: Database;
  try {
    database = await opening;
  } catch (error) {
    // One line naming the variable or folder and the fix (no driver message, no stack).
    console.error(describeStartError(error, config));
    process.exit(1);
  }
  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, "error while closing");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // The first-admin token is issued (and every one logged by an earlier start revoked) before
  // the port opens: a set-up address from an older log never meets a listening server.
  const setupToken = await issueFirstAdminSetupToken(database).catch(async (error: unknown) => {
    console.error(`could not revoke the earlier first-admin set-up addresses: ${(error as Error).message}`);
    await database.close().catch(() => {});
    process.exit(1);
  });

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    console.error(describeStartError(error, config));
    await database.close().catch(() => {});
    process.exit(1);
  }
  if (setupToken) announceFirstAdminSetup(app, setupToken, config.SITE_URL, config.HOST);
  if (config.FIPE_SYNC === "auto") app.fipeSync?.start();
  // While the FIPE catalog is empty: one log line on how to fill it.
  const { announceEmptyCatalog } = await import("./fipe/catalog/empty-catalog.ts");
  await announceEmptyCatalog(app.log, database.db, config.FIPE_SYNC === "auto");
  if (config.PUBLIC_DATA_SYNC === "auto") app.publicData?.start();
}

/** While no admin exists: a new one-time token (revoking every earlier one); else null. */
async function issueFirstAdminSetupToken(database: Database): Promise<string | null> {
  const { issueSetupToken } = await import("./admin/accounts.ts");
  return issueSetupToken(database.db);
}

/**
 * One log line with this process's one-time set-up address, on SITE_URL when it is
 * configured, else on the address this server answers on.
 */
function announceFirstAdminSetup(app: FastifyInstance, token: string, siteUrl: string, host: string) {
  const bound = app.server.address();
  const port = typeof bound === "object" && bound ? bound.port : Number(process.env.PORT) || 3000;
  app.log.warn(
    `No admin account yet: create the first one at ${firstAdminSetupUrl(siteUrl, { host, port }, token)} (one use only)`,
  );
}

main().catch((error: unknown) => {
  console.error(describeStartError(error, { DATA_DIR: process.env.DATA_DIR || "./data" }));
  process.exit(1);
});
