// buildApp(config) -> a Fastify instance with every route; tests drive it with app.inject.
import Fastify, { type FastifyInstance, type FastifyServerFactory } from "fastify";
import { createServer } from "node:http";
import { join } from "node:path";
import { QuietRequestLog, createAccessLog, requestLogSerializers } from "./access-log.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { SIGN_IN_ACCOUNT_WINDOW_MS, SIGN_IN_LIMIT_PER_MINUTE, authSecret, createAuth } from "./auth.ts";
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
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { brandPage, modelPage, typePage } from "./fipe/catalog/brand-pages.ts";
import { fipeCatalogImageRoutes } from "./routes/fipe-catalog-images.ts";
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
import { createDepreciationRanking } from "./fipe/catalog/depreciation-ranking.ts";
import { createFipeSitemaps } from "./fipe/catalog/sitemaps.ts";
import { sitemapRoutes } from "./routes/sitemaps.ts";
import { createMailRuntime, type MailRuntime, type MailRuntimeOptions } from "./mail/runtime.ts";
import { createWriteHealth } from "./db/write-health.ts";
import { memoryRateLimiter, pgRateLimiter } from "./rate-limit.ts";
import { healthRoutes, runReadinessChecks, type Readiness, type ReadinessCheck } from "./routes/health.ts";
import { newsletterUnsubscribeRoutes } from "./routes/newsletter-unsubscribe.ts";
import { restRoutes } from "./routes/rest.ts";
import { setupRoutes } from "./routes/setup.ts";
import { hasDotSegment, sendNotFound, staticRoutes } from "./routes/static.ts";
import { clientErrorHandler } from "./client-errors.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";
import { loadStaticSite, type StaticFile, type StaticSite } from "./static-site.ts";
import { loadServerBuild, type RenderRequest } from "./ssr/server-build.ts";
import { renderedPageBytes, ssrRoutes } from "./ssr/ssr-routes.ts";
import { createPageCache, type PageCache } from "./ssr/page-cache.ts";
import { createSiteServices } from "./ssr/site-services.ts";
import { createPriceLookup, createVehicleLookup } from "./fipe/vehicle-lookup.ts";
import { createShareImages } from "./share-image/share-images.ts";
import { workerRenderer } from "./share-image/worker-renderer.ts";
import type { DrawRenderer } from "./share-image/share-images.ts";
import { priceAlertRoutes } from "./price-alerts/routes.ts";
import { createPriceAlertRunner, type PriceAlertRunner } from "./price-alerts/runner.ts";
import { createPriceAlertSigners } from "./price-alerts/tokens.ts";
import { catalogIsEmpty } from "./fipe/catalog/search.ts";
import { createPublicDataRunner, type PublicDataRunner } from "./public-data/refresh.ts";
import { publicDataRoutes } from "./public-data/routes.ts";
import { createPublicDataService } from "./public-data/service.ts";
import { sourceStates } from "./public-data/sources.ts";

/** Pages kept at most, whatever their size (PAGE_CACHE_MB bounds their bytes). */
const MAX_CACHED_PAGES = 2000;

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

declare module "fastify" {
  interface FastifyInstance {
    /** Mail settings, state and worker; null without a database. */
    mail: MailRuntime | null;
    /** The FIPE catalog's background sync (started by main.ts when FIPE_SYNC=auto); null without a database. */
    fipeSync: SyncRunner | null;
    /** The price alerts' sender (runs at ready, hourly, after a sync completes a month); null without a database. */
    priceAlerts: PriceAlertRunner | null;
    /** The public data's background refresh (ANP, BCB; started by main.ts when PUBLIC_DATA_SYNC=auto); null without a database. */
    publicData: PublicDataRunner | null;
    /** The rendered pages kept (absent when nothing is rendered on request). */
    pageCache?: PageCache<StaticFile>;
    /** Every readiness check in detail (what /api/admin/readiness shows; /readyz says only ok or not). */
    readiness(): Promise<Readiness>;
  }
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
    // One line per request would cost the static path half its speed: see server/access-log.ts.
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
  const log = createAccessLog(app.log);
  log.register(app);

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", NON_HTML_CSP);
    return payload;
  });

  // A path with a "." or ".." segment names no page: 404 before any route sees it.
  app.addHook("onRequest", async (request, reply) => {
    if (!hasDotSegment(request.url)) return;
    if (site) return sendNotFound(request, reply, site);
    return reply.code(404).header("Cache-Control", "no-store").send({ error: "not found" });
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
    // Writes that fail for the database's own reason (a full disk) make the server unready
    // until one succeeds again.
    const writeHealth = createWriteHealth(app.log);
    checks.writes = async () => {
      const fault = writeHealth.fault();
      return fault ? { ok: false, detail: `writes failing since ${fault.since}: ${fault.reason}` } : { ok: true };
    };
    await app.register(restRoutes, {
      database,
      anonKey: config.ANON_KEY,
      rateLimitMax: config.RATE_LIMIT_MAX,
      mail: { triggers: mail.triggers, onQueued: () => mail.worker?.nudge() },
      writeHealth,
    });
    await app.register(newsletterUnsubscribeRoutes, {
      db: database.db,
      signer: mail.signer,
      confirm: { signer: mail.confirmSigner, siteUrl: config.SITE_URL, onQueued: () => mail.worker?.nudge() },
    });
    const priceAlertSigners = createPriceAlertSigners(secret);
    await app.register(priceAlertRoutes, {
      db: database.db,
      signers: priceAlertSigners,
      siteUrl: config.SITE_URL,
      limiter:
        database.kind === "postgres"
          ? pgRateLimiter(database.db, {
              max: config.RATE_LIMIT_MAX,
              scope: "price-alerts",
              onError: (error) => app.log.warn({ err: error }, "rate limit unavailable: write allowed"),
            })
          : memoryRateLimiter(config.RATE_LIMIT_MAX),
      onQueued: () => mail.worker?.nudge(),
    });
    const priceAlerts = createPriceAlertRunner(database.db, {
      signers: priceAlertSigners,
      siteUrl: config.SITE_URL,
      log: app.log,
      onQueued: () => mail.worker?.nudge(),
    });
    app.decorate("priceAlerts", priceAlerts);
    const auth = createAuth(config, database.db, secret, app.log);
    // Sign-in attempts per address and per account: every process together on PostgreSQL.
    const limiter = (scope: string, max: number, windowMs?: number) =>
      database.kind === "postgres"
        ? pgRateLimiter(database.db, {
            max,
            windowMs,
            scope,
            onError: (error) => app.log.warn({ err: error }, "sign-in limit unavailable: attempt allowed"),
          })
        : memoryRateLimiter(max, windowMs);
    await app.register(authRoutes, {
      auth,
      signUpOpen: config.AUTH_SIGN_UP === "open",
      signInLimiters: {
        perAddress: limiter("sign-in-address", SIGN_IN_LIMIT_PER_MINUTE),
        accountFailures: limiter("sign-in-failures", Number.MAX_SAFE_INTEGER, SIGN_IN_ACCOUNT_WINDOW_MS),
        ...(deps.signInDelayMs ? { delayMs: deps.signInDelayMs } : {}),
      },
    });
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
    // Uncached lookups per client: shared by every process through PostgreSQL when there is one.
    const fipeLimiter =
      database.kind === "postgres"
        ? pgRateLimiter(database.db, {
            max: config.FIPE_CLIENT_LIMIT,
            scope: "fipe",
            onError: (error) => app.log.warn({ err: error }, "FIPE client limit unavailable: lookup allowed"),
          })
        : memoryRateLimiter(config.FIPE_CLIENT_LIMIT);
    const fipeSync = createSyncRunner({
      store: catalogStore,
      failover,
      lease: createLease(database.db),
      references: async (options) => {
        const answer = await proxy.references(options);
        return answer.status === 200 ? answer.body : null;
      },
      log: app.log,
      // A month just completed: its price alerts go out (idempotent).
      onMonthComplete: () => priceAlerts.nudge(),
    });
    app.decorate("fipeSync", fipeSync);
    const publicData = createPublicDataRunner(database.db, {
      anpUrls: config.ANP_PRICES_URLS,
      bcbUrl: config.BCB_SGS_URL,
      log: app.log,
    });
    app.decorate("publicData", publicData);
    const publicDataService = createPublicDataService(database.db, app.log);
    await app.register(publicDataRoutes, { service: publicDataService });
    await app.register(fipeSearchRoutes, { db: database.db });
    await app.register(fipeRoutes, { proxy, limiter: fipeLimiter });
    await app.register(fipeHistoryRoutes, { proxy, limiter: fipeLimiter });
    const lookupVehicle = createVehicleLookup(proxy, {
      catalog: {
        months: (codes) => vehicleMonths(catalogStore, codes),
        priceIn: (codes, month) => priceInCatalogMonth(catalogStore, codes, month),
        history: (codes) => catalogHistory(catalogStore, codes),
      },
      priceTimeoutMs: VEHICLE_PRICE_TIMEOUT_MS,
      historyTimeoutMs: VEHICLE_HISTORY_TIMEOUT_MS,
    });
    const fipeCatalog = {
      type: (type: VehicleType) => typePage(catalogStore, type),
      brand: (type: VehicleType, brand: string) => brandPage(catalogStore, type, brand),
      model: (type: VehicleType, brand: string, model: string) => modelPage(catalogStore, type, brand, model),
    };
    if (site) {
      const renderer = deps.shareImages?.render ?? workerRenderer(config.SITE_URL);
      if ("close" in renderer && typeof renderer.close === "function") {
        const close = renderer.close as () => Promise<void>;
        app.addHook("onClose", async () => close());
      }
      const images = createShareImages({
        dir: deps.shareImages?.dir !== undefined ? deps.shareImages.dir : join(config.DATA_DIR, "share-images"),
        render: renderer,
        log: app.log,
      });
      await app.register(fipeCatalogImageRoutes, { site, pages: fipeCatalog, images });
      await app.register(fipeVehicleRoutes, {
        site,
        lookupPrice: createPriceLookup(proxy, { priceTimeoutMs: VEHICLE_PRICE_TIMEOUT_MS }),
        images,
        limiter: fipeLimiter,
        vehicleSitemap: createVehicleSitemap(database.db, config.SITE_URL),
      });
      await app.register(sitemapRoutes, { site, sitemaps: createFipeSitemaps(catalogStore, config.SITE_URL) });
      if (render) {
        const servicesFor = createSiteServices(app, {
          anonKey: config.ANON_KEY,
          lookupVehicle,
          fipeCode: (codigo) => codePage(catalogStore, codigo),
          fipeCatalog,
          depreciationRanking: createDepreciationRanking(catalogStore),
          publicData: publicDataService,
          fipeLimiter,
        });
        const pages = createPageCache<StaticFile>(MAX_CACHED_PAGES, {
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          sizeOf: renderedPageBytes,
        });
        app.decorate("pageCache", pages);
        await app.register(ssrRoutes, {
          render,
          site,
          pages,
          renderLimiter:
            database.kind === "postgres"
              ? pgRateLimiter(database.db, {
                  max: config.RENDER_CLIENT_LIMIT,
                  scope: "render",
                  onError: (error) => app.log.warn({ err: error }, "render limit unavailable: render allowed"),
                })
              : memoryRateLimiter(config.RENDER_CLIENT_LIMIT),
          siteUrl: config.SITE_URL,
          contextFor: (request) => ({ services: servicesFor(request) }),
        });
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
      readiness: () => runReadinessChecks(checks),
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
        const catalogEmpty = await catalogIsEmpty(database.db);
        return { enabled: config.FIPE_SYNC === "auto", state, live, catalogEmpty };
      },
      publicDataStatus: async () => ({
        enabled: config.PUBLIC_DATA_SYNC === "auto",
        sources: await sourceStates(database.db),
      }),
    });
    await app.register(setupRoutes, { logLevel: "warn", database, siteUrl: config.SITE_URL });
    if (mail.worker && deps.mail?.autoStart !== false) {
      const worker = mail.worker;
      app.addHook("onReady", async () => worker.start());
    }
    const retention = createRetention(database.db, app.log);
    app.addHook("onReady", async () => retention.start());
    if (deps.mail?.autoStart !== false) app.addHook("onReady", async () => priceAlerts.start());
    app.addHook("onClose", async () => {
      // The worker and the retention run first (the worker waits, bounded, for the send in
      // flight), then the database.
      await Promise.all([
        mail.worker?.stop(),
        retention.stop(),
        fipeSync.stop(),
        priceAlerts.stop(),
        publicData.stop(),
      ]);
      await database.close();
    });
  } else {
    app.decorate("mail", null);
    app.decorate("fipeSync", null);
    app.decorate("publicData", null);
    app.decorate("priceAlerts", null);
  }
  app.decorate("readiness", () => runReadinessChecks(checks));
  await app.register(healthRoutes, { checks });
  if (site) await app.register(staticRoutes, { site });
  return app;
}
