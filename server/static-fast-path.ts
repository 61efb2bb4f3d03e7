// The static hot path, before Fastify's router: a GET or HEAD whose path (without the query)
// is exactly a file of the build is answered with the file's precomputed headers — no request
// object, no hooks, no log line (counted for the access summary instead). Anything else (API,
// percent-encoded paths, redirects, the 404 page, a server that is closing) goes on to
// Fastify, which serves the same files the same way (server/routes/static.ts).
// Two doors use it: the HTTP front (server/http-front/), which answers straight from the
// socket, and Node's request handler, for connections the front has handed to Node's parser.
import type { IncomingMessage, ServerResponse } from "node:http";
import { etagMatches, pickVariant, type Encoded, type StaticFile, type StaticSite } from "./static-site.ts";

/** What a static request gets: the file in the encoding the client takes, or a 304. */
export type StaticAnswer = { status: 200; encoded: Encoded } | { status: 304; file: StaticFile };

/** The request as the fast path reads it (either door). */
export type StaticRequest = {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
};

export type StaticFastPath = {
  /** The answer to a static request, or null when the router must answer it. */
  answer(request: StaticRequest): StaticAnswer | null;
  /** Answers the request through Node's response object and returns true, or returns false. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Counts an answer given outside Fastify, to this client address (the access log). */
  count(status: number, client: string | undefined): void;
  /** From now on every request goes to Fastify (which answers 503 while closing). */
  stop(): void;
  readonly stopped: boolean;
};

/**
 * Paths whose requests WITH a query go to the router: `/fipe?tipo=..&ano=..` (the old form of a
 * vehicle's address) is answered by a redirect there (server/routes/fipe-vehicle.ts).
 */
export const ROUTED_WITH_QUERY: ReadonlySet<string> = new Set(["/fipe"]);

export function createStaticFastPath(
  site: StaticSite,
  count: (status: number, client: string | undefined) => void,
): StaticFastPath {
  let stopped = false;
  const answer = ({ method, url, acceptEncoding, ifNoneMatch }: StaticRequest): StaticAnswer | null => {
    if (stopped || (method !== "GET" && method !== "HEAD")) return null;
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (query !== -1 && ROUTED_WITH_QUERY.has(path)) return null;
    const file = site.files.get(path);
    if (file === undefined) return null;
    if (etagMatches(ifNoneMatch, file.etag)) return { status: 304, file };
    return { status: 200, encoded: pickVariant(file.ok, acceptEncoding) };
  };
  return {
    answer,
    handle(req, res) {
      const method = req.method ?? "GET";
      const found = answer({
        method,
        url: req.url ?? "/",
        acceptEncoding: req.headers["accept-encoding"],
        ifNoneMatch: req.headers["if-none-match"],
      });
      if (found === null) return false;
      if (found.status === 304) {
        res.writeHead(304, found.file.notModified);
        res.end();
      } else {
        res.writeHead(200, found.encoded.rawHeaders as string[]);
        if (method === "HEAD") res.end();
        else res.end(found.encoded.body);
      }
      count(found.status, req.socket.remoteAddress);
      return true;
    },
    count,
    stop() {
      stopped = true;
    },
    get stopped() {
      return stopped;
    },
  };
}
