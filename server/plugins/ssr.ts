// The pages rendered on request (React Router's server build): the render limit per client,
// the page cache (app.pageCache) and the services the pages' loaders and actions use: the
// domains' own service functions (no HTTP to itself), the FIPE lookups counted toward the
// visitor's FIPE limit (app.fipe.limiter).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createDepreciationRanking } from "../fipe/catalog/depreciation-ranking.ts";
import { codePage } from "../fipe/catalog/pages.ts";
import { databaseRateLimiter } from "../rate-limit/fixed-window.ts";
import { siteMailDelivery } from "./mail.ts";
import { createPageCache, type PageCache } from "../ssr/page-cache.ts";
import type { RenderRequest } from "../ssr/server-build.ts";
import { createSiteServices } from "../ssr/site-services.ts";
import { renderedPageBytes, ssrRoutes } from "../ssr/ssr-routes.ts";
import type { StaticFile, StaticSite } from "../static-site/files.ts";

/** Pages kept at most, whatever their size (PAGE_CACHE_MB bounds their bytes). */
const MAX_CACHED_PAGES = 2000;

declare module "fastify" {
  interface FastifyInstance {
    /** The rendered pages kept (absent when nothing is rendered on request). */
    pageCache?: PageCache<StaticFile>;
  }
}

async function ssrPlugin(
  app: FastifyInstance,
  { config, site, render }: { config: Config; site: StaticSite; render: RenderRequest },
) {
  const { database, fipe } = app;
  const servicesFor = createSiteServices({
    lookupVehicle: fipe.lookupVehicle,
    fipeCode: (codigo) => codePage(fipe.store, codigo),
    fipeCatalog: fipe.catalogPages,
    depreciationRanking: createDepreciationRanking(fipe.store),
    publicData: app.publicDataService,
    fipeLimiter: fipe.limiter,
    forms: app.forms,
    authRequests: app.authRequests,
    auth: app.auth,
    db: database.db,
    mailDelivery: siteMailDelivery(app),
    setup: app.firstAdminSetup,
    priceAlert: app.followPriceAlert,
    reminder: app.subscribeReminder,
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
    renderLimiter: databaseRateLimiter(database, {
      max: config.RENDER_CLIENT_LIMIT,
      scope: "render",
      onError: (error) => app.log.warn({ err: error }, "render limit unavailable: render allowed"),
    }),
    siteUrl: config.SITE_URL,
    contextFor: (request) => ({ services: servicesFor(request) }),
  });
}

export default fp(ssrPlugin, {
  name: "ssr",
  dependencies: ["fipe", "public-data", "rest", "auth", "admin", "mail", "price-alerts", "reminders"],
});
