// The fuel price pages' share images (PNG 1200×630): GET /precos-combustiveis/imagem/{uf}.png,
// drawn on first request from the state's newest ANP week (or saying no week is held yet), and
// /precos-combustiveis/imagem/{uf}/{cidade}.png from a surveyed municipality's; kept on disk by
// what they show (server/share-image/share-images.ts), so a new week is a new drawing; 404 for
// anything but one of the 27 states or a municipality held. The pages' og:image point here
// (app/routes/precos-combustiveis-uf.tsx, precos-combustiveis-cidade.tsx).
import type { FastifyInstance } from "fastify";
import { FUEL_PRICES_PATH, cityCardText, stateCardText } from "#app/domain/fuel-prices/pages.ts";
import type { PublicDataService } from "#app/lib/public-data.ts";
import { isStateCode } from "#app/lib/states.ts";
import { sendImage, sendImageRefusal } from "../share-image/send-image.ts";
import { sendNotFound } from "../static-site/send-file.ts";
import { clientGone, type ShareImages } from "../share-image/share-images.ts";
import type { StaticSite } from "../static-site/files.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noQuery, pathSegment } from "../validation/fields.ts";

type Options = { site: StaticSite; service: PublicDataService; images: ShareImages };

// What an image's address names, read by its schema; null when it names nothing: the site's 404
// page, as a page's would be. Only the page's own spelling (lower case), as the page links it.
/** A state's code as the address writes it ("sp"), upper-cased; null for anything else. */
const stateCodeOf = (segment: string) =>
  segment === segment.toLowerCase() && isStateCode(segment.toUpperCase()) ? segment.toUpperCase() : null;
const stateSegment = pathSegment.transform(stateCodeOf);
/** "sp.png": the state's code. */
const stateImage = pathSegment.transform((file) => (file.endsWith(".png") ? stateCodeOf(file.slice(0, -4)) : null));
/** "campinas.png": the municipality's slug. */
const cityImage = pathSegment.transform((file) => {
  const slug = file.endsWith(".png") ? file.slice(0, -4) : "";
  return /^[a-z0-9-]+$/.test(slug) ? slug : null;
});

export async function fuelPriceImageRoutes(app: FastifyInstance, { site, service, images }: Options) {
  const schema = { params: z.object({ file: stateImage }), querystring: noQuery };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${FUEL_PRICES_PATH}/imagem/:file`, { schema }, async (request, reply) => {
      const uf = request.params.file;
      if (!uf) return sendNotFound(request, reply, site);
      const release = images.enter(request.ip);
      if (!release) return sendImageRefusal(reply, 429);
      try {
        const gone = clientGone(reply.raw);
        const card = stateCardText(uf, await service.fuelPrices(uf));
        return sendImage(reply, await images.get({ kind: "fuel-state", card }, gone));
      } finally {
        release();
      }
    })
    .get(
      `${FUEL_PRICES_PATH}/imagem/:uf/:file`,
      { schema: { params: z.object({ uf: stateSegment, file: cityImage }), querystring: noQuery } },
      async (request, reply) => {
        const { uf, file: slug } = request.params;
        if (!uf || !slug) return sendNotFound(request, reply, site);
        const place = await service.placeFuelPrices(uf, slug);
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
