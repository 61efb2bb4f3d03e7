// The static site through the router: what the fast path (server/static-fast-path.ts) does
// not answer itself — percent-encoded paths, trailing-slash redirects, the 404 page — and
// every request made with app.inject. Same precomputed headers as the fast path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { etagMatches, pickVariant, type StaticFile, type StaticSite, type Variants } from "../static-site.ts";

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

/**
 * A page whose content cannot be vouched for right now (a vehicle while the FIPE services are
 * down): 503, not cached, not indexed, asked again in a minute.
 */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  const { body, headers } = pickVariant(file.ok, request.headers["accept-encoding"]);
  reply.code(503).headers(headers);
  reply.removeHeader("ETag");
  return reply
    .header("Cache-Control", "no-store")
    .header("X-Robots-Tag", "noindex")
    .header("Retry-After", "60")
    .send(body);
}

/** The not-found page with status 404. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply, site: StaticSite) {
  return send(request, reply, site.notFoundVariants, 404);
}

/** Serves the prerendered build from memory; unknown paths get the not-found page with 404. */
export async function staticRoutes(app: FastifyInstance, { site }: { site: StaticSite }) {
  app.route({
    method: "GET",
    url: "/*",
    handler: async (request, reply) => {
      const rawPath = request.url.split("?")[0] ?? "/";
      let path: string;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        return sendNotFound(request, reply, site);
      }
      if (path.length > 1 && path.endsWith("/")) {
        const target = path.replace(/\/+$/, "") || "/";
        if (site.files.has(target)) {
          const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
          return reply.redirect(encodeURI(target) + query, 301);
        }
      }
      const file = site.files.get(path);
      if (!file) return sendNotFound(request, reply, site);
      return sendFile(request, reply, file);
    },
  });
}
