// Around a vehicle's page (the page itself is rendered by React Router: app/routes/fipe.tsx):
// GET /fipe/imagem/{tipo}/{marca}/{modelo}/{ano}.png answers the vehicle's share image (PNG
// 1200×630, made on first request and kept), and the vehicles sitemap.
import type { FastifyInstance } from "fastify";
import { parseVehiclePath, type VehicleCodes } from "#app/features/fipe/vehicle-path.ts";
import { pricedVehicleHead, type VehicleHead } from "#app/features/fipe/vehicle-meta.ts";
import type { StaticSite } from "../static-site.ts";
import { VEHICLE_SITEMAP_PATH } from "../fipe/vehicle-sitemap.ts";
import type { LookupVehicle } from "../fipe/vehicle-lookup.ts";
import { shareImageDraws } from "../share-image/draw-queue.ts";
import { createPageCache } from "../ssr/page-cache.ts";
import { sendNotFound } from "./static.ts";

export type VehicleImageRenderer = (
  head: VehicleHead & { price: NonNullable<VehicleHead["price"]> },
) => Promise<Uint8Array>;

type Options = {
  site: StaticSite;
  lookupVehicle: LookupVehicle;
  renderImage?: VehicleImageRenderer;
  /** The most looked-up vehicles' sitemap (server/fipe/vehicle-sitemap.ts). */
  vehicleSitemap?: () => Promise<string>;
};

const IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
const keyOf = (c: VehicleCodes) => `${c.type}/${c.brand}/${c.model}/${c.year}`;

export async function fipeVehicleRoutes(app: FastifyInstance, options: Options) {
  const { site, lookupVehicle, renderImage, vehicleSitemap } = options;
  const images = createPageCache<Buffer>(200);

  if (vehicleSitemap) {
    app.get(VEHICLE_SITEMAP_PATH, async (_request, reply) =>
      reply
        .header("Content-Type", "application/xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=3600")
        .send(await vehicleSitemap()),
    );
  }

  app.get<{ Params: { tipo: string; marca: string; modelo: string; file: string } }>(
    "/fipe/imagem/:tipo/:marca/:modelo/:file",
    async (request, reply) => {
      const { tipo, marca, modelo, file } = request.params;
      const codes = file.endsWith(".png")
        ? parseVehiclePath(`/fipe/${tipo}/${marca}/${modelo}/${file.slice(0, -4)}`)
        : null;
      if (!codes || !renderImage) return sendNotFound(request, reply, site);
      const key = keyOf(codes);
      let png = images.get(key);
      if (!png) {
        const found = await lookupVehicle(codes);
        if (found.status === "not-found") return sendNotFound(request, reply, site);
        if (found.status === "unavailable") {
          return reply.code(503).header("Cache-Control", "no-store").header("Retry-After", "60").send({
            error: "price unavailable",
            message: "O valor deste veículo não pôde ser consultado agora. Tente novamente mais tarde.",
          });
        }
        const head = pricedVehicleHead(codes, found.data.price) as VehicleHead & {
          price: NonNullable<VehicleHead["price"]>;
        };
        png = await shareImageDraws(`vehicle/${key}`, () => renderImage(head));
        images.set(key, png, IMAGE_TTL_MS);
      }
      return reply
        .header("Content-Type", "image/png")
        .header("Cache-Control", "public, max-age=86400")
        .header("Content-Length", png.length)
        .send(png);
    },
  );
}
