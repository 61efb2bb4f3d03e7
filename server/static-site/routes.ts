// The prerendered site, answered by Fastify from memory with each file's precomputed headers:
// the file in the encoding the client takes (or a 304), trailing-slash redirects, and the 404
// page for unknown paths (server/static-site/send-file.ts). Pages rendered on request are
// server/ssr/'s.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { noQuery, pathSegment } from "../validation/fields.ts";
import type { StaticSite } from "./files.ts";
import { sendFile, sendNotFound } from "./send-file.ts";

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
