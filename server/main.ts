// Production entry: environment -> (database, migrations) -> listen -> graceful shutdown.
// The app's modules (Fastify, better-auth, ...) load while the database opens: PGlite compiles
// its WebAssembly off the main thread, so the two overlap and the server is ready sooner.
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

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
  const database = await opening;
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

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
