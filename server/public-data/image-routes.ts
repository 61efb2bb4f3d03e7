// The fuel price pages' share images (PNG 1200×630): GET /precos-combustiveis/imagem/{uf}.png,
// drawn on first request from the state's newest ANP week (or saying no week is held yet), and
// /precos-combustiveis/imagem/{uf}/{cidade}.png from a surveyed municipality's; kept on disk by
// what they show (server/share-image/share-images.ts), so a new week is a new drawing; 404 for
// anything but one of the 27 states or a municipality held. The pages' og:image point here
// (app/routes/precos-combustiveis-uf.tsx, precos-combustiveis-cidade.tsx).
import type { FastifyInstance } from "fastify";
import { FUEL_PRICES_PATH, cityCardText, stateCardText } from "#app/features/fuel-prices/pages.ts";
import type { PublicDataService } from "#app/lib/public-data.ts";
import { isStateCode } from "#app/lib/states.ts";
import { sendImage, sendImageRefusal } from "../routes/share-image-answers.ts";
import { sendNotFound } from "../routes/static.ts";
import { clientGone, type ShareImages } from "../share-image/share-images.ts";
import type { StaticSite } from "../static-site.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noQuery, pathSegment } from "../validation/fields.ts";

type Options = { site: StaticSite; service: PublicDataService; images: ShareImages };

export async function fuelPriceImageRoutes(app: FastifyInstance, { site, service, images }: Options) {
  // A file that names no state is the site's 404 page, as a page's would be.
  const schema = { params: z.object({ file: pathSegment }), querystring: noQuery };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${FUEL_PRICES_PATH}/imagem/:file`, { schema }, async (request, reply) => {
      const { file } = request.params;
      const uf = file.endsWith(".png") ? file.slice(0, -4) : "";
      // Only the page's own spelling (lower case), as the page links it.
      if (uf !== uf.toLowerCase() || !isStateCode(uf.toUpperCase())) return sendNotFound(request, reply, site);
      const release = images.enter(request.ip);
      if (!release) return sendImageRefusal(reply, 429);
      try {
        const gone = clientGone(reply.raw);
        const card = stateCardText(uf.toUpperCase(), await service.fuelPrices(uf.toUpperCase()));
        return sendImage(reply, await images.get({ kind: "fuel-state", card }, gone));
      } finally {
        release();
      }
    })
    .get(
      `${FUEL_PRICES_PATH}/imagem/:uf/:file`,
      { schema: { params: z.object({ uf: pathSegment, file: pathSegment }), querystring: noQuery } },
      async (request, reply) => {
        const { uf, file } = request.params;
        const slug = file.endsWith(".png") ? file.slice(0, -4) : "";
        if (uf !== uf.toLowerCase() || !isStateCode(uf.toUpperCase()) || !/^[a-z0-9-]+$/.test(slug)) {
          return sendNotFound(request, reply, site);
        }
        const place = await service.placeFuelPrices(uf.toUpperCase(), slug);
        if (!place?.city || place.city.slug !== slug) return sendNotFound(request, reply, site);
        const release = images.enter(request.ip);
        if (!release) return sendImageRefusal(reply, 429);
        try {
          const gone = clientGone(reply.raw);
          const card = cityCardText(place.city.name, place.uf, place.prices);
          return sendImage(reply, await images.get({ kind: "fuel-state", card }, gone));
        } finally {
          release();
        }
      },
    );
}
