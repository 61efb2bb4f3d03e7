// What the server logs about requests, without a synchronous line per static hit:
// - a line per write (any method but GET/HEAD/OPTIONS), with status and time;
// - a line per server error (5xx) and per slow request (over SLOW_REQUEST_MS);
// - every SUMMARY_INTERVAL_MS, one "access summary" line counting the rest (static files
//   included) by status class, and one "access by client" line per
//   client address seen in the period: its first and last request time, how many requests and
//   their status classes. That is the record of who used the site when (the privacy policy's
//   "registros do servidor", kept 6 months: docs/operations.md), at the cost of a map update
//   per request instead of a line.

/** Requests whose 5xx answer was caused by a fault logged elsewhere (see onResponse below). */
export const reportedFaults = new WeakSet<object>();
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";

export const SLOW_REQUEST_MS = 1_000;

/** Query parameters whose values are secrets or personal data: never written to a log. */
const SECRET_PARAM = /^(token|veiculo|apikey|api_key|key|secret|password|senha|code|signature|sig|email|e-mail)$/i;
const REDACTED = "[redacted]";

/**
 * The URL as logged: the value of every secret-bearing query parameter (the confirmation and
 * unsubscribe tokens, the one-vehicle stop token, keys, e-mail addresses) replaced by
 * "[redacted]", the rest as it came. Malformed escapes are redacted too rather than thrown.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const hash = url.indexOf("#", q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, eq).replace(/\+/g, " "));
      } catch {
        return `${pair.slice(0, eq)}=${REDACTED}`;
      }
      return SECRET_PARAM.test(name.trim()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, q)}?${redacted}`;
}

/** Fastify's request serializer (its error lines carry `req`) with the URL redacted. */
export const requestLogSerializers = {
  req(request: { method?: string; url?: string; ip?: string }) {
    return { method: request.method, url: redactUrl(request.url ?? ""), remoteAddress: request.ip };
  },
};
export const SUMMARY_INTERVAL_MS = 60_000;

type Counts = {
  requests: number;
  static: number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
  slow: number;
};

/** One client address's requests in the period. */
type ClientCounts = {
  first: number;
  last: number;
  requests: number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
};

/** Past this many client addresses in a period, the period ends early (bounded memory). */
export const MAX_CLIENTS_PER_PERIOD = 20_000;

const empty = (): Counts => ({ requests: 0, static: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, slow: 0 });
const statusClass = (status: number) =>
  status < 300 ? "2xx" : status < 400 ? "3xx" : status < 500 ? "4xx" : ("5xx" as const);

export type AccessLog = {
  /** Counts a request answered outside Fastify's routes, from this client address. */
  countStatic(status: number, client: string | undefined): void;
  /** Writes the summary line now (when anything was counted) and starts a new period. */
  flush(): void;
};

export function createAccessLog(
  log: FastifyBaseLogger,
  intervalMs = SUMMARY_INTERVAL_MS,
): AccessLog & {
  register(app: FastifyInstance): void;
} {
  let counts = empty();
  let clients = new Map<string, ClientCounts>();
  let since = Date.now();
  const flush = () => {
    if (counts.requests === 0) return;
    const now = Date.now();
    log.info({ periodSeconds: Math.round((now - since) / 1000), ...counts }, "access summary");
    for (const [ip, c] of clients) {
      log.info(
        {
          ip,
          from: new Date(c.first).toISOString(),
          to: new Date(c.last).toISOString(),
          requests: c.requests,
          "2xx": c["2xx"],
          "3xx": c["3xx"],
          "4xx": c["4xx"],
          "5xx": c["5xx"],
        },
        "access by client",
      );
    }
    counts = empty();
    clients = new Map();
    since = now;
  };
  const countClient = (client: string | undefined, status: number) => {
    const ip = client ?? "unknown";
    const now = Date.now();
    let c = clients.get(ip);
    if (c === undefined) {
      if (clients.size >= MAX_CLIENTS_PER_PERIOD) flush();
      c = { first: now, last: now, requests: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
      clients.set(ip, c);
    }
    c.last = now;
    c.requests += 1;
    c[statusClass(status)] += 1;
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    countStatic(status, client) {
      countClient(client, status); // first: it may end the period
      counts.requests += 1;
      counts.static += 1;
      counts[statusClass(status)] += 1;
    },
    flush,
    register(app) {
      app.addHook("onResponse", (request, reply, done) => {
        const status = reply.statusCode;
        const ms = reply.elapsedTime;
        countClient(request.ip, status); // first: it may end the period
        counts.requests += 1;
        counts[statusClass(status)] += 1;
        const method = request.method;
        const write = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
        const fields = { method, url: redactUrl(request.url), status, ms: Math.round(ms * 10) / 10, ip: request.ip };
        // A fault already reported in its own words (a full disk: server/db/write-health.ts logs
        // it once a minute) is counted in the summary but gets no line per request.
        if (status >= 500) {
          if (!reportedFaults.has(request)) request.log.error(fields, "request failed");
        } else if (ms > SLOW_REQUEST_MS) {
          counts.slow += 1;
          request.log.warn(fields, "slow request");
        } else if (write) request.log.info(fields, "write");
        done();
      });
      app.addHook("onClose", (_app, done) => {
        clearInterval(timer);
        flush();
        done();
      });
    },
  };
}

/** Fastify's own per-request lines off ("incoming request", "request completed", "route not
 * found"); its error lines (handler errors, stream errors) stay. */
export class QuietRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ err: error, responseTime: reply.elapsedTime }, "request errored");
  }
  override routeNotFound() {}
}
