// A state's fuel price share image (PNG 1200×630): GET /precos-combustiveis/imagem/{uf}.png,
// drawn on first request from the state's newest ANP week (or saying no week is held yet) and
// kept on disk by what it shows (server/share-image/share-images.ts), so a new week is a new
// drawing; 404 for anything but one of the 27 states. The page's og:image points here
// (app/routes/precos-combustiveis-uf.tsx).
import type { FastifyInstance } from "fastify";
import { FUEL_PRICES_PATH, stateCardText } from "#app/features/fuel-prices/pages.ts";
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
    });
}
