// The share images of the catalog's pages (PNG 1200×630): GET /fipe/imagem/{tipo}/{marca}.png
// (a brand) and /fipe/imagem/{tipo}/{marca}/{modelo}.png (a model), drawn on first request from
// the page's own data and kept on disk (server/share-image/share-images.ts); 404 for what the catalog does not hold. The texts are the
// pages' own (app/lib/fipe/catalog-pages.ts: brandCardText, modelCardText).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { brandCardText, modelCardText } from "#app/lib/fipe/catalog-pages.ts";
import { parseCatalogPath } from "#app/lib/fipe/vehicle-path.ts";
import type { CatalogPages } from "#app/load-context.ts";
import type { CatalogCard } from "../catalog-card.ts";
import { clientGone, type ShareImages } from "../../share-image/share-images.ts";
import { sendImage, sendImageRefusal } from "../../share-image/send-image.ts";
import type { StaticSite } from "../../static-site/files.ts";
import { sendNotFound } from "../../static-site/send-file.ts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noQuery, pathSegment } from "../../validation/fields.ts";

type Options = {
  site: StaticSite;
  pages: CatalogPages;
  images: ShareImages;
};

type CatalogCodes = NonNullable<ReturnType<typeof parseCatalogPath>>;

/**
 * The brand ({marca}.png) or model ({modelo}.png after its brand) an image's address names, each
 * code with or without its slug; null when it names none: the site's 404 page, as a page's would be.
 */
function catalogImageParams(segments: z.ZodType<{ tipo: string; marca?: string; file: string }>) {
  return segments.transform(({ file, ...params }) =>
    file.endsWith(".png")
      ? parseCatalogPath({ ...params, [params.marca ? "modelo" : "marca"]: file.slice(0, -4) })
      : null,
  );
}

export async function fipeCatalogImageRoutes(app: FastifyInstance, { site, pages, images }: Options) {
  async function answer(codes: CatalogCodes | null, request: FastifyRequest, reply: FastifyReply) {
    if (!codes) return sendNotFound(request, reply, site);
    const release = images.enter(request.ip);
    if (!release) return sendImageRefusal(reply, 429);
    try {
      const gone = clientGone(reply.raw);
      let card: CatalogCard | null = null;
      if (codes.model) {
        const page = await pages.model(codes.type, codes.brand, codes.model);
        if (page) card = { type: codes.type, ...modelCardText(page) };
      } else {
        const page = await pages.brand(codes.type, codes.brand);
        if (page) card = { type: codes.type, ...brandCardText(page) };
      }
      if (!card) return sendNotFound(request, reply, site);
      return sendImage(reply, await images.get({ kind: "catalog", card }, gone));
    } finally {
      release();
    }
  }

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const brandImage = {
    params: catalogImageParams(z.object({ tipo: pathSegment, file: pathSegment })),
    querystring: noQuery,
  };
  const modelImage = {
    params: catalogImageParams(z.object({ tipo: pathSegment, marca: pathSegment, file: pathSegment })),
    querystring: noQuery,
  };
  routes.get("/fipe/imagem/:tipo/:file", { schema: brandImage }, (request, reply) =>
    answer(request.params, request, reply),
  );
  routes.get("/fipe/imagem/:tipo/:marca/:file", { schema: modelImage }, (request, reply) =>
    answer(request.params, request, reply),
  );
}
