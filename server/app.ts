// buildApp(config) -> a Fastify instance with every route; tests drive it with app.inject.
import Fastify, { type FastifyInstance } from "fastify";
import { QuietRequestLog, createAccessLog } from "./access-log.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { authSecret, createAuth } from "./auth.ts";
import { createBudget } from "./fipe/budget.ts";
import { createFipeCache } from "./fipe/cache.ts";
import { createFailover } from "./fipe/failover.ts";
import { createFipeProxy } from "./fipe/proxy.ts";
import { createLease } from "./fipe/catalog/lease.ts";
import { createProxyCatalog } from "./fipe/catalog/proxy-catalog.ts";
import { createCatalogStore } from "./fipe/catalog/store.ts";
import { monthState } from "./fipe/catalog/sync.ts";
import { createSyncRunner, type SyncRunner } from "./fipe/catalog/sync-runner.ts";
import { fipeSearchRoutes } from "./routes/fipe-search.ts";
import { codePage, priceInCatalogMonth, vehicleMonths } from "./fipe/catalog/pages.ts";
import { catalogHistory } from "./fipe/catalog/history.ts";
import { createSingleFlight } from "./fipe/single-flight.ts";
import type { FipeUpstreamStatusProvider } from "./admin/fipe-stats.ts";
import { adminRoutes } from "./routes/admin.ts";
import { authRoutes } from "./routes/auth.ts";
import { fipeRoutes } from "./routes/fipe.ts";
import { fipeHistoryRoutes } from "./routes/fipe-history.ts";
import { fipeVehicleRoutes } from "./routes/fipe-vehicle.ts";
import { createRetention } from "./retention/retention.ts";
import { createVehicleSitemap } from "./fipe/vehicle-sitemap.ts";
import { vehicleImageRenderer } from "./fipe/vehicle-image.ts";
import { createMailRuntime, type MailRuntime, type MailRuntimeOptions } from "./mail/runtime.ts";
import { healthRoutes, type ReadinessCheck } from "./routes/health.ts";
import { newsletterUnsubscribeRoutes } from "./routes/newsletter-unsubscribe.ts";
import { restRoutes } from "./routes/rest.ts";
import { setupRoutes } from "./routes/setup.ts";
import { staticRoutes } from "./routes/static.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";
import { loadServerBuild, type RenderRequest } from "./ssr/server-build.ts";
import { ssrRoutes } from "./ssr/ssr-routes.ts";
import { createSiteServices } from "./ssr/site-services.ts";
import { createVehicleLookup } from "./fipe/vehicle-lookup.ts";

/** How long a vehicle's page waits for its price (then it answers 503 and the page retries). */
const VEHICLE_PRICE_TIMEOUT_MS = 4000;
/** How long it waits for the price history beyond that (then the page asks for it itself). */
const VEHICLE_HISTORY_TIMEOUT_MS = 1500;

export type AppDeps = {
  /** The open database; the app closes it when it closes (after requests in flight). */
  database?: Database;
  /** Preloaded site (tests share one); loaded from config.BUILD_DIR when absent; null serves
   * the API only (development, where Vite serves the pages). */
  site?: StaticSite | null;
  /** Mail worker options (tests: autoStart false, then app.mail.worker.runOnce()). */
  mail?: MailRuntimeOptions;
  /** Each FIPE upstream's state for the console (the FIPE failover work provides it). */
  fipeUpstreamStatus?: FipeUpstreamStatusProvider;
  /** Where log lines go (tests read them); stdout when absent. */
  logStream?: { write(line: string): void };
  /** React Router's request handler for the pages rendered on request; loaded from the server
   * build beside config.BUILD_DIR when absent; null renders nothing (prerendered files only). */
  render?: RenderRequest | null;
};

const CONNECTION_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Mail settings, state and worker; null without a database. */
    mail: MailRuntime | null;
    /** The FIPE catalog's background sync (started by main.ts when FIPE_SYNC=auto); null without a database. */
    fipeSync: SyncRunner | null;
  }
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const site = deps.site === undefined ? loadStaticSite(config.BUILD_DIR) : deps.site;
  const render = deps.render !== undefined ? deps.render : site ? await loadServerBuild(config.BUILD_DIR) : null;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // One line per request would cost the static path half its speed: see server/access-log.ts.
    logController: new QuietRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
  });
  const log = createAccessLog(app.log);
  log.register(app);

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
    const secret = authSecret(config);
    const mail = createMailRuntime(config, database.db, secret, app.log, deps.mail);
    app.decorate("mail", mail);
    checks.mail = async () => ({ ok: true, detail: mail.state.detail });
    await app.register(restRoutes, {
      database,
      anonKey: config.ANON_KEY,
      rateLimitMax: config.RATE_LIMIT_MAX,
      mail: { triggers: mail.triggers, onQueued: () => mail.worker?.nudge() },
    });
    await app.register(newsletterUnsubscribeRoutes, { db: database.db, signer: mail.signer });
    const auth = createAuth(config, database.db, secret, app.log);
    await app.register(authRoutes, { auth, signUpOpen: config.AUTH_SIGN_UP === "open" });
    const failover = createFailover({
      specs: config.FIPE_UPSTREAMS,
      token: config.FIPE_API_TOKEN,
      dailyLimit: config.FIPE_DAILY_LIMIT,
      timeoutMs: config.FIPE_TIMEOUT_MS,
      breaker: { failures: config.FIPE_CIRCUIT_FAILURES, cooldownMs: config.FIPE_CIRCUIT_COOLDOWN_MS },
      backgroundReserve: config.FIPE_SYNC_RESERVE,
      budget: createBudget(database.db, {
        onError: (error) => app.log.warn({ err: error }, "FIPE budget unavailable"),
      }),
      log: app.log,
    });
    const catalogStore = createCatalogStore(database.db);
    const proxy = createFipeProxy({
      failover,
      catalog: createProxyCatalog(catalogStore, app.log),
      cache: createFipeCache(database.db, {
        onError: (error) => app.log.warn({ err: error }, "FIPE cache unavailable"),
      }),
      singleFlight: createSingleFlight(database, {
        waitMs: 2 * config.FIPE_TIMEOUT_MS + 1000,
        onError: (error) => app.log.warn({ err: error }, "FIPE single-flight lock unavailable"),
      }),
      log: app.log,
    });
    // Informative only: FIPE trouble never makes the server unready (stale data still serves).
    checks.fipe = async () => ({ ok: true, upstreams: await failover.status() });
    const fipeSync = createSyncRunner({
      store: catalogStore,
      failover,
      lease: createLease(database.db),
      references: async () => {
        const answer = await proxy.references();
        return answer.status === 200 ? answer.body : null;
      },
      log: app.log,
    });
    app.decorate("fipeSync", fipeSync);
    await app.register(fipeSearchRoutes, { db: database.db });
    await app.register(fipeRoutes, { proxy });
    await app.register(fipeHistoryRoutes, { proxy });
    const lookupVehicle = createVehicleLookup(proxy, {
      catalog: {
        months: (codes) => vehicleMonths(catalogStore, codes),
        priceIn: (codes, month) => priceInCatalogMonth(catalogStore, codes, month),
        history: (codes) => catalogHistory(catalogStore, codes),
      },
      priceTimeoutMs: VEHICLE_PRICE_TIMEOUT_MS,
      historyTimeoutMs: VEHICLE_HISTORY_TIMEOUT_MS,
    });
    if (site) {
      await app.register(fipeVehicleRoutes, {
        site,
        lookupVehicle,
        vehicleSitemap: createVehicleSitemap(database.db, config.SITE_URL),
        renderImage: vehicleImageRenderer(config.SITE_URL),
      });
      if (render) {
        const servicesFor = createSiteServices(app, {
          anonKey: config.ANON_KEY,
          lookupVehicle,
          fipeCode: (codigo) => codePage(catalogStore, codigo),
        });
        await app.register(ssrRoutes, { render, site, contextFor: (request) => ({ services: servicesFor(request) }) });
      }
    }
    // The console's API logs only warnings: its URLs can carry searched names and e-mails.
    await app.register(adminRoutes, {
      logLevel: "warn",
      auth,
      database,
      siteUrl: config.SITE_URL,
      secret,
      mailEnabled: Boolean(config.SMTP_URL),
      fipeUpstreamStatus:
        deps.fipeUpstreamStatus ??
        (async () =>
          (await failover.status()).map((u) => ({
            name: `${u.id} (${u.url})`,
            callsToday: u.callsToday ?? 0,
            dailyBudget: u.dailyLimit,
            circuit: u.circuitOpen ? ("open" as const) : ("closed" as const),
          }))),
      fipeSyncStatus: async () => {
        const state = await monthState(catalogStore);
        const live = fipeSync.current();
        return { enabled: config.FIPE_SYNC === "auto", state, live };
      },
    });
    await app.register(setupRoutes, { logLevel: "warn", database, siteUrl: config.SITE_URL });
    if (mail.worker && deps.mail?.autoStart !== false) {
      const worker = mail.worker;
      app.addHook("onReady", async () => worker.start());
    }
    const retention = createRetention(database.db, app.log);
    app.addHook("onReady", async () => retention.start());
    app.addHook("onClose", async () => {
      // The worker and the retention run first (the worker waits, bounded, for the send in
      // flight), then the database.
      await Promise.all([mail.worker?.stop(), retention.stop(), fipeSync.stop()]);
      await database.close();
    });
  } else {
    app.decorate("mail", null);
    app.decorate("fipeSync", null);
  }
  await app.register(healthRoutes, { checks });
  if (site) await app.register(staticRoutes, { site });
  return app;
}
