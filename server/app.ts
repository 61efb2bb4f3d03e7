// buildApp(config) -> a Fastify instance with every route; tests drive it with app.inject.
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import { createServer } from "node:http";
import { QuietRequestLog, createAccessLog, type AccessLog } from "./access-log.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { authSecret, createAuth } from "./auth.ts";
import { createFipeCache } from "./fipe/cache.ts";
import { createFipeProxy } from "./fipe/proxy.ts";
import { authRoutes } from "./routes/auth.ts";
import { fipeRoutes } from "./routes/fipe.ts";
import { healthRoutes, type ReadinessCheck } from "./routes/health.ts";
import { restRoutes } from "./routes/rest.ts";
import { staticRoutes } from "./routes/static.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";
import { createStaticFastPath, type StaticFastPath } from "./static-fast-path.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";

export type AppDeps = {
  /** The open database; the app closes it when it closes (after requests in flight). */
  database?: Database;
  /** Preloaded site (tests share one); loaded from config.BUILD_DIR when absent; null serves
   * the API only (development, where Vite serves the pages). */
  site?: StaticSite | null;
};

const CONNECTION_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Node's HTTP server with the static fast path in front of Fastify's handler. */
function serverWithFastPath(fastPath: StaticFastPath): FastifyServerFactory {
  return (handler) => {
    const server = createServer((req, res) => {
      if (!fastPath.handle(req, res)) handler(req, res);
    });
    // What Fastify sets on the servers it creates itself.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.requestTimeout = REQUEST_TIMEOUT_MS;
    server.setTimeout(CONNECTION_TIMEOUT_MS);
    return server;
  };
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const site = deps.site === undefined ? loadStaticSite(config.BUILD_DIR) : deps.site;
  // The server (and its fast path) is made before the logger exists: count through a handle.
  let accessLog: AccessLog | null = null;
  const fastPath = site ? createStaticFastPath(site, (status) => accessLog!.countStatic(status)) : null;
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    // One line per request would cost the static path half its speed: see server/access-log.ts.
    logController: new QuietRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    ...(fastPath ? { serverFactory: serverWithFastPath(fastPath) } : {}),
  });
  const log = createAccessLog(app.log);
  log.register(app);
  accessLog = log;
  if (fastPath) app.addHook("preClose", (done) => (fastPath.stop(), done()));

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", NON_HTML_CSP);
    return payload;
  });

  const { database } = deps;
  const checks: Record<string, ReadinessCheck> = {};
  if (database) {
    checks.database = async () => {
      await database.ping();
      return { ok: true, detail: database.kind };
    };
    await app.register(restRoutes, { database, anonKey: config.ANON_KEY, rateLimitMax: config.RATE_LIMIT_MAX });
    await app.register(authRoutes, { auth: createAuth(config, database.db, authSecret(config), app.log) });
    const proxy = createFipeProxy({
      baseUrl: config.FIPE_API_URL,
      token: config.FIPE_API_TOKEN,
      timeoutMs: config.FIPE_TIMEOUT_MS,
      cache: createFipeCache(database.db, {
        onError: (error) => app.log.warn({ err: error }, "FIPE cache unavailable"),
      }),
      log: app.log,
    });
    await app.register(fipeRoutes, { proxy });
    app.addHook("onClose", async () => {
      await database.close();
    });
  }
  await app.register(healthRoutes, { checks });
  if (site) await app.register(staticRoutes, { site });
  return app;
}
