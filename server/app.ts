// buildApp(config) -> a Fastify instance with every route; tests drive it with app.inject.
// Each domain is a plugin (server/plugins/) that owns its routes, hooks, limits and background
// jobs; buildApp registers them in order (a plugin reads what an earlier one decorated).
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import { createServer } from "node:http";
import { QuietRequestLog, createAccessLog, requestLogSerializers } from "./http/access-log.ts";
import type { FipeUpstreamStatusProvider } from "./admin/fipe-stats.ts";
import { clientErrorHandler } from "./http/client-errors.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { MailRuntimeOptions } from "./mail/runtime.ts";
import adminPlugin from "./plugins/admin.ts";
import authPlugin from "./plugins/auth.ts";
import databasePlugin from "./plugins/database.ts";
import fipePlugin from "./plugins/fipe.ts";
import fipePagesPlugin from "./plugins/fipe-pages.ts";
import httpPlugin from "./plugins/http.ts";
import mailPlugin from "./plugins/mail.ts";
import openApiPlugin from "./plugins/openapi.ts";
import priceAlertsPlugin from "./plugins/price-alerts.ts";
import remindersPlugin from "./plugins/reminders.ts";
import publicDataPlugin from "./plugins/public-data.ts";
import readinessPlugin from "./plugins/readiness.ts";
import restPlugin from "./plugins/rest.ts";
import retentionPlugin from "./plugins/retention.ts";
import ssrPlugin from "./plugins/ssr.ts";
import { staticRoutes } from "./static-site/routes.ts";
import type { DrawRenderer } from "./share-image/share-images.ts";
import { loadServerBuild, type RenderRequest } from "./ssr/server-build.ts";
import { loadStaticSite, type StaticSite } from "./static-site/files.ts";
import { installJsonDepthLimit } from "./validation/json-depth.ts";
import { installOpenApi } from "./validation/openapi.ts";
import { installRouteSchemas } from "./validation/route-schemas.ts";

export type AppDeps = {
  /** The open database; the app closes it when it closes (after requests in flight). */
  database?: Database;
  /** Preloaded site (tests share one); loaded from config.BUILD_DIR when absent; null serves
   * the API only (development, where Vite serves the pages). */
  site?: StaticSite | null;
  /** Mail worker options (tests: autoStart false, then app.mail.worker.runOnce()). */
  mail?: MailRuntimeOptions;
  /** Each FIPE upstream's state for the console (default: the fail-over's own). */
  fipeUpstreamStatus?: FipeUpstreamStatusProvider;
  /** Where log lines go (tests read them); stdout when absent. */
  logStream?: { write(line: string): void };
  /** React Router's request handler for the pages rendered on request; loaded from the server
   * build beside config.BUILD_DIR when absent; null renders nothing (prerendered files only). */
  render?: RenderRequest | null;
  /** Request timeout (REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
  /** Tests: the delay before a sign-in on an account with this many failures (signInDelayMs). */
  signInDelayMs?: (failures: number) => number;
  /** Share images: where drawn ones are kept (null: in memory; default DATA_DIR/share-images)
   * and how they are drawn (default: satori + resvg in a worker thread). */
  shareImages?: { dir?: string | null; render?: DrawRenderer };
};

const CONNECTION_TIMEOUT_MS = 30_000;
/** A request (head and body) must have arrived whole within this; else 408 and closed. */
export const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 10_000;
/** How often Node checks its connections against the request timeout (its default is 30 s). */
const CONNECTIONS_CHECK_MS = 1_000;

/**
 * Node's HTTP server for Fastify, with the request timeout: a request whose head and body have
 * not arrived whole within `requestTimeoutMs` (a body dripping in a byte at a time) is cut off,
 * checked every second.
 */
function nodeServer(requestTimeoutMs: number): FastifyServerFactory {
  return (handler) => {
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(requestTimeoutMs, 60_000),
        connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, requestTimeoutMs),
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      },
      handler,
    );
    server.setTimeout(CONNECTION_TIMEOUT_MS);
    return server;
  };
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const site = deps.site === undefined ? loadStaticSite(config.BUILD_DIR) : deps.site;
  const render = deps.render !== undefined ? deps.render : site ? await loadServerBuild(config.BUILD_DIR) : null;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: requestLogSerializers,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One line per request would cost the static path half its speed: see server/http/access-log.ts.
    logController: new QuietRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    // Node's own error answers (malformed request, timeout) with the security headers too.
    clientErrorHandler,
    serverFactory: nodeServer(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  createAccessLog(app.log).register(app);
  installRouteSchemas(app);
  installJsonDepthLimit(app);
  // Before any route: the OpenAPI document is built from the routes as they are added.
  await installOpenApi(app, { siteUrl: config.SITE_URL });

  await app.register(httpPlugin, { site });
  await app.register(readinessPlugin);
  const { database } = deps;
  if (database) {
    const autoStart = deps.mail?.autoStart !== false;
    // The database closes last: onClose hooks run in reverse order of registration.
    await app.register(databasePlugin, { config, database });
    await app.register(mailPlugin, { config, options: deps.mail });
    await app.register(restPlugin, { config });
    await app.register(priceAlertsPlugin, { config, autoStart });
    await app.register(remindersPlugin, { config, autoStart });
    await app.register(authPlugin, { config, signInDelayMs: deps.signInDelayMs });
    await app.register(fipePlugin, { config });
    await app.register(publicDataPlugin, { config });
    if (site) await app.register(fipePagesPlugin, { config, site, shareImages: deps.shareImages });
    await app.register(adminPlugin, { config, fipeUpstreamStatus: deps.fipeUpstreamStatus });
    if (site && render) await app.register(ssrPlugin, { config, site, render });
    await app.register(retentionPlugin);
  } else {
    app.decorate("mail", null);
    app.decorate("fipeSync", null);
    app.decorate("publicData", null);
    app.decorate("priceAlerts", null);
    app.decorate("reminders", null);
  }
  await app.register(openApiPlugin);
  if (site) await app.register(staticRoutes, { site });
  return app;
}
