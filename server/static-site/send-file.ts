// A file of the client build answered from memory: in the encoding the client takes, or a 304
// when its ETag matches; and the not-found page with 404. Every route that answers with a
// built file uses these (the static route, the pages rendered on request and their cache, the
// sitemaps, the share images' 404s, the paths with a dot segment).
import type { FastifyReply, FastifyRequest } from "fastify";
import { etagMatches, pickVariant, type StaticFile, type StaticSite, type Variants } from "./files.ts";

function send(request: FastifyRequest, reply: FastifyReply, variants: Variants, status: number) {
  const { body, headers } = pickVariant(variants, request.headers["accept-encoding"]);
  return reply.code(status).headers(headers).send(body);
}

/** A file of the build (or a page made from one, see staticFile()): 304 or 200. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  if (etagMatches(request.headers["if-none-match"], file.etag)) {
    return reply.code(304).headers(file.notModified).send();
  }
  return send(request, reply, file.ok, 200);
}

/** The not-found page with status 404. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply, site: StaticSite) {
  return send(request, reply, site.notFoundVariants, 404);
}
