// The static hot path, before Fastify's router: a GET or HEAD whose path (without the query)
// is exactly a file of the build is answered here with the file's precomputed headers — no
// request object, no hooks, no log line (counted for the access summary instead). Anything
// else (API, percent-encoded paths, redirects, the 404 page, a server that is closing) goes
// on to Fastify, which serves the same files the same way (server/routes/static.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { etagMatches, pickVariant, type StaticSite } from "./static-site.ts";

export type StaticFastPath = {
  /** Answers the request and returns true, or returns false to hand it on. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  stop(): void;
};

/**
 * Paths whose requests WITH a query go to the router: `/fipe?tipo=..&ano=..` (the old form of a
 * vehicle's address) is answered by a redirect there (server/routes/fipe-vehicle.ts).
 */
export const ROUTED_WITH_QUERY: ReadonlySet<string> = new Set(["/fipe"]);

export function createStaticFastPath(site: StaticSite, count: (status: number) => void): StaticFastPath {
  let stopped = false;
  return {
    handle(req, res) {
      const method = req.method;
      if (stopped || (method !== "GET" && method !== "HEAD")) return false;
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      if (query !== -1 && ROUTED_WITH_QUERY.has(path)) return false;
      const file = site.files.get(path);
      if (file === undefined) return false;
      if (etagMatches(req.headers["if-none-match"], file.etag)) {
        res.writeHead(304, file.notModified);
        res.end();
        count(304);
        return true;
      }
      const { body, rawHeaders } = pickVariant(file.ok, req.headers["accept-encoding"]);
      res.writeHead(200, rawHeaders as string[]);
      if (method === "HEAD") res.end();
      else res.end(body);
      count(200);
      return true;
    },
    stop() {
      stopped = true;
    },
  };
}
