// The prerendered site, answered by Fastify from memory with each file's precomputed headers:
// the file in the encoding the client takes (or a 304), trailing-slash redirects, and the 404
// page for unknown paths. Pages rendered on request are server/ssr/'s.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { etagMatches, pickVariant, type StaticFile, type StaticSite, type Variants } from "./files.ts";
import { z } from "zod";
import { noQuery, pathSegment } from "../validation/fields.ts";

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

/**
 * Whether the address's path has a "." or ".." segment, as typed or percent-encoded
 * ("/fipe/../package.json", "/fipe/%2e%2e/package.json"): no page has one, and a router or a
 * URL parser that resolves it would answer another page (or a file) under this address.
 */
export function hasDotSegment(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path.split("/").some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** Serves the prerendered build from memory; unknown paths get the not-found page with 404. */
export async function staticRoutes(app: FastifyInstance, { site }: { site: StaticSite }) {
  app.route({
    method: "GET",
    url: "/*",
    // The path is read raw from the address (decoded here, 404 when it cannot be).
    schema: { params: z.object({ "*": pathSegment }), querystring: noQuery },
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
