// Public data (ANP fuel prices, Banco Central rates): the API the calculators read, the fuel
// price pages' sitemap and the background refresh (app.publicData, started by main.ts when PUBLIC_DATA_SYNC=auto).
// Decorates app.publicDataService for the pages rendered on request.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PublicDataService } from "#app/lib/public-data.ts";
import type { Config } from "../config.ts";
import { createPublicDataRunner, type PublicDataRunner } from "../public-data/refresh.ts";
import { publicDataRoutes } from "../public-data/routes.ts";
import { createPublicDataService } from "../public-data/service.ts";
import { fuelSitemapRoutes } from "../public-data/sitemap.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The public data's background refresh (ANP, BCB; started by main.ts when PUBLIC_DATA_SYNC=auto); null without a database. */
    publicData: PublicDataRunner | null;
    /** The public data as the pages read it (absent without a database). */
    publicDataService: PublicDataService;
  }
}

async function publicDataPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { db } = app.database;
  const runner = createPublicDataRunner(db, {
    anpUrls: config.ANP_PRICES_URLS,
    bcbUrl: config.BCB_SGS_URL,
    log: app.log,
  });
  app.decorate("publicData", runner);
  app.addHook("onClose", async () => runner.stop());
  const service = createPublicDataService(db, app.log);
  app.decorate("publicDataService", service);
  await app.register(publicDataRoutes, { service });
  await app.register(fuelSitemapRoutes, { service, siteUrl: config.SITE_URL });
}

export default fp(publicDataPlugin, { name: "public-data", dependencies: ["database"] });
