// Around a vehicle's page (the page itself is rendered by React Router: app/routes/fipe.tsx):
// GET /fipe/imagem/{tipo}/{marca}/{modelo}/{ano}.png answers the vehicle's share image (PNG
// 1200×630, drawn on first request and kept on disk: server/share-image/share-images.ts), and
// the vehicles sitemap. Its price lookup counts toward the client's FIPE limit; at most
// IMAGE_REQUESTS_PER_CLIENT image requests per client at once (429), a full draw queue 503.
import type { FastifyInstance } from "fastify";
import { vehicleFromParams } from "#app/lib/fipe/vehicle-path.ts";
import { pricedVehicleHead, type VehicleHead } from "#app/lib/fipe/vehicle-meta.ts";
import type { StaticSite } from "../../static-site/files.ts";
import { VEHICLE_SITEMAP_PATH } from "../vehicle-sitemap.ts";
import type { LookupPrice } from "../vehicle-lookup.ts";
import type { RateLimiter } from "../../rate-limit/fixed-window.ts";
import { clientGone, type ShareImages } from "../../share-image/share-images.ts";
import { sendImage, sendImageRefusal } from "../../share-image/send-image.ts";
import { admitFor } from "../admission.ts";
import { sendNotFound } from "../../static-site/send-file.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noQuery, pathSegment } from "../../validation/fields.ts";

type Options = {
  site: StaticSite;
  lookupPrice: LookupPrice;
  images: ShareImages;
  /** The per-client limit on uncached FIPE lookups (FIPE_CLIENT_LIMIT). */
  limiter?: RateLimiter;
  /** The most looked-up vehicles' sitemap (server/fipe/vehicle-sitemap.ts). */
  vehicleSitemap?: () => Promise<string>;
};

/**
 * The vehicle an image's address names ({ano}.png after its type, brand and model codes, each
 * with or without its slug); null when it names none: the site's 404 page, as a page's would be.
 */
const vehicleImageParams = z
  .object({ tipo: pathSegment, marca: pathSegment, modelo: pathSegment, file: pathSegment })
  .transform(({ tipo, marca, modelo, file }) =>
    file.endsWith(".png") ? vehicleFromParams({ tipo, marca, modelo, ano: file.slice(0, -4) }) : null,
  );

export async function fipeVehicleRoutes(app: FastifyInstance, options: Options) {
  const { site, lookupPrice, images, limiter, vehicleSitemap } = options;

  if (vehicleSitemap) {
    app.get(VEHICLE_SITEMAP_PATH, { schema: { querystring: noQuery } }, async (_request, reply) =>
      reply
        .header("Content-Type", "application/xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=3600")
        .send(await vehicleSitemap()),
    );
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/fipe/imagem/:tipo/:marca/:modelo/:file",
      { schema: { params: vehicleImageParams, querystring: noQuery } },
      async (request, reply) => {
        const codes = request.params;
        if (!codes) return sendNotFound(request, reply, site);
        const release = images.enter(request.ip);
        if (!release) return sendImageRefusal(reply, 429);
        try {
          const gone = clientGone(reply.raw);
          // The price alone (no lists, no history), counted toward the client's FIPE limit.
          const found = await lookupPrice(codes, { admit: admitFor(limiter, request) });
          if (found.status === "not-found") return sendNotFound(request, reply, site);
          if (found.status === "limited") return sendImageRefusal(reply, 429, found.retryAfterSeconds);
          if (found.status === "unavailable") {
            return reply.code(503).header("Cache-Control", "no-store").header("Retry-After", "60").send({
              error: "price unavailable",
              message: "O valor deste veículo não pôde ser consultado agora. Tente novamente mais tarde.",
            });
          }
          const head = pricedVehicleHead(codes, found.price) as VehicleHead & {
            price: NonNullable<VehicleHead["price"]>;
          };
          return sendImage(reply, await images.get({ kind: "vehicle", head }, gone));
        } finally {
          release();
        }
      },
    );
}
