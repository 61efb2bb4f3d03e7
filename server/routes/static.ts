import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding, type StaticFile, type StaticSite } from "../static-site.ts";

/** Sends a file of the build (or a page made from one) with its headers, encodings and ETag. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status: number) {
  reply
    .code(status)
    .header("Content-Type", file.contentType)
    .header("Cache-Control", status === 404 ? "no-cache" : file.cacheControl)
    .header("Content-Security-Policy", file.csp)
    .header("Vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("ETag", file.etag);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  }
  const encoding = chooseEncoding(file, request.headers["accept-encoding"]);
  const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gzip! : file.body;
  if (encoding) reply.header("Content-Encoding", encoding);
  reply.header("Content-Length", body.length);
  return reply.send(body);
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
        return sendStaticFile(request, reply, site.notFound, 404);
      }
      if (path.length > 1 && path.endsWith("/")) {
        const target = path.replace(/\/+$/, "") || "/";
        if (site.files.has(target)) {
          const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
          return reply.redirect(encodeURI(target) + query, 301);
        }
      }
      const file = site.files.get(path);
      if (!file) return sendStaticFile(request, reply, site.notFound, 404);
      return sendStaticFile(request, reply, file, 200);
    },
  });
}
