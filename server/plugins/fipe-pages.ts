// Around the FIPE pages the site serves: the share images (drawn in a worker, kept on disk),
// the catalog's images, the vehicles' images and sitemap, the catalog's sitemaps; and, drawn by
// the same worker, the fuel-price pages' images (app.publicDataService). A vehicle's image
// counts its price lookup toward the visitor's FIPE limit (app.fipe.limiter).
import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import type { Config } from "../config.ts";
import { FUEL_SITEMAP_PATH } from "#app/domain/fuel-prices/pages.ts";
import { createFipeSitemaps } from "../fipe/catalog/sitemaps.ts";
import { createVehicleSitemap } from "../fipe/vehicle-sitemap.ts";
import { fuelPriceImageRoutes } from "../public-data/image-routes.ts";
import { fipeCatalogImageRoutes } from "../fipe/routes/catalog-images.ts";
import { fipeVehicleRoutes } from "../fipe/routes/vehicle.ts";
import { sitemapRoutes } from "../fipe/routes/sitemaps.ts";
import { createShareImages, type DrawRenderer } from "../share-image/share-images.ts";
import { workerRenderer } from "../share-image/worker-renderer.ts";
import type { StaticSite } from "../static-site/files.ts";

type Options = {
  config: Config;
  site: StaticSite;
  /** Where drawn images are kept (null: in memory; default DATA_DIR/share-images) and how
   * they are drawn (default: satori + resvg in a worker thread). */
  shareImages?: { dir?: string | null; render?: DrawRenderer };
};

export default async function fipePagesPlugin(app: FastifyInstance, { config, site, shareImages }: Options) {
  const { fipe } = app;
  const renderer = shareImages?.render ?? workerRenderer(config.SITE_URL);
  if ("close" in renderer && typeof renderer.close === "function") {
    const close = renderer.close as () => Promise<void>;
    app.addHook("onClose", async () => close());
  }
  const images = createShareImages({
    dir: shareImages?.dir !== undefined ? shareImages.dir : join(config.DATA_DIR, "share-images"),
    render: renderer,
    log: app.log,
  });
  await app.register(fipeCatalogImageRoutes, { site, pages: fipe.catalogPages, images });
  await app.register(fuelPriceImageRoutes, { site, service: app.publicDataService, images });
  await app.register(fipeVehicleRoutes, {
    site,
    lookupPrice: fipe.lookupPrice,
    images,
    limiter: fipe.limiter,
    vehicleSitemap: createVehicleSitemap(app.database.db, config.SITE_URL),
  });
  // The index lists the fuel price pages' sitemap too (server/public-data/sitemap.ts).
  await app.register(sitemapRoutes, {
    site,
    sitemaps: createFipeSitemaps(fipe.store, config.SITE_URL, undefined, [FUEL_SITEMAP_PATH]),
  });
}
