// Every answer's security headers, and the paths no route may see: a path with a "." or ".."
// segment names no page (404 before any route). Registered first, on the root (fastify-plugin),
// so its hooks run for every route.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasDotSegment } from "../http/dot-segments.ts";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "../http/security-headers.ts";
import type { StaticSite } from "../static-site/files.ts";
import { sendNotFound } from "../static-site/send-file.ts";

async function httpPlugin(app: FastifyInstance, { site }: { site: StaticSite | null }) {
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", NON_HTML_CSP);
    return payload;
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!hasDotSegment(request.url)) return;
    if (site) return sendNotFound(request, reply, site);
    return reply.code(404).header("Cache-Control", "no-store").send({ error: "not found" });
  });
}

export default fp(httpPlugin, { name: "http" });
