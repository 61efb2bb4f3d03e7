// The services a page's loaders and actions use, bound to the request being rendered. The
// forms go through the same endpoints the hydrated page calls (/rest/v1, /api/auth,
// /api/setup), inside the process (Fastify's inject, with the visitor's address and origin):
// one validation, one rate limit, one set of mail triggers, whichever way a form arrives.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CatalogPages, FormInsertOutcome, SetupOutcome, SignInOutcome, SiteServices } from "#app/load-context.ts";
import type { CodePageData } from "#app/lib/fipe/code-page-data.ts";
import type { RankingPageData } from "#app/lib/fipe/depreciation-ranking.ts";
import type { PublicDataService } from "#app/lib/public-data.ts";
import type { LookupVehicle } from "../fipe/vehicle-lookup.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { admitFor } from "../routes/fipe.ts";
import { SETUP_API_PATH } from "../routes/setup.ts";
import { PRICE_ALERT_API_PATH } from "../price-alerts/routes.ts";

type Options = {
  anonKey: string;
  lookupVehicle: LookupVehicle;
  fipeCode: (codigo: string) => Promise<CodePageData | null>;
  fipeCatalog: CatalogPages;
  depreciationRanking: () => Promise<RankingPageData | null>;
  publicData?: PublicDataService;
  /** FIPE_CLIENT_LIMIT's limiter: a page's lookups count toward its visitor's limit. */
  fipeLimiter?: RateLimiter;
};

/** The headers of the visitor's request that the endpoints judge it by. */
function forwarded(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = { "content-type": "application/json" };
  for (const name of ["origin", "sec-fetch-site", "user-agent", "host", "accept-language"]) {
    const value = request.headers[name];
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

export function createSiteServices(
  app: FastifyInstance,
  { anonKey, lookupVehicle, fipeCode, fipeCatalog, depreciationRanking, publicData, fipeLimiter }: Options,
) {
  return function servicesFor(request: FastifyRequest): SiteServices {
    const call = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url,
        remoteAddress: request.ip,
        headers: { ...forwarded(request), ...headers },
        payload: JSON.stringify(body),
      });

    async function signIn(email: string, password: string): Promise<SignInOutcome> {
      const answer = await call("/api/auth/sign-in/email", { email, password, rememberMe: true });
      if (answer.statusCode === 200) {
        const cookies = answer.headers["set-cookie"];
        return { status: "signed-in", setCookie: cookies === undefined ? [] : [cookies].flat() };
      }
      if (answer.statusCode === 429) return { status: "rate-limited" };
      // The reason in pt-BR, as /api/auth answers it (a wrong password, another origin...).
      if (answer.statusCode >= 400 && answer.statusCode < 500)
        return { status: "refused", message: messageOf(answer.body) };
      return { status: "unavailable" };
    }

    // Every lookup the page's loaders make that may go upstream counts toward this visitor.
    const admit = admitFor(fipeLimiter, request);
    return {
      vehicle: (codes, referencia) => lookupVehicle(codes, referencia, { admit }),
      fipeCode,
      fipeCatalog,
      depreciationRanking,
      publicData,

      async insert(table, row): Promise<FormInsertOutcome> {
        const answer = await call(`/rest/v1/${table}`, row, { apikey: anonKey });
        if (answer.statusCode === 201) return { status: "stored" };
        if (answer.statusCode === 429) {
          return { status: "rate-limited", retryAfterSeconds: Number(answer.headers["retry-after"] ?? 60) || 60 };
        }
        if (answer.statusCode >= 400 && answer.statusCode < 500) {
          return { status: "invalid", message: messageOf(answer.body) ?? "Dados inválidos." };
        }
        return { status: "unavailable" };
      },

      signIn,

      async setupTokenIsValid(token) {
        // Asked by the page being rendered, on this site: the same origin by construction.
        const answer = await call(`${SETUP_API_PATH}/check`, { token }, { "sec-fetch-site": "same-origin" });
        if (answer.statusCode !== 200) return false;
        return (JSON.parse(answer.body) as { valid?: unknown }).valid === true;
      },

      async followPriceAlert(body) {
        const answer = await call(PRICE_ALERT_API_PATH, body);
        if (answer.statusCode === 202) return { status: "pending" };
        if (answer.statusCode === 429) return { status: "rate-limited" };
        if (answer.statusCode >= 400 && answer.statusCode < 500) {
          return { status: "invalid", message: messageOf(answer.body) ?? "Pedido inválido." };
        }
        return { status: "unavailable" };
      },

      async setUpFirstAdmin({ token, email, password }): Promise<SetupOutcome> {
        const answer = await call(SETUP_API_PATH, { token, email, password });
        if (answer.statusCode === 201) {
          const signedIn = await signIn(email, password);
          return { status: "created", setCookie: signedIn.status === "signed-in" ? signedIn.setCookie : [] };
        }
        if (answer.statusCode === 410) return { status: "invalid-token" };
        if (answer.statusCode >= 400 && answer.statusCode < 500) {
          return { status: "invalid", message: messageOf(answer.body) ?? "Pedido inválido." };
        }
        return { status: "unavailable" };
      },
    };
  };
}
