// The services a page's loaders and actions use, bound to the request being rendered. The
// forms call the same service functions the HTTP routes call (/rest/v1, /api/auth,
// /api/setup, /api/alertas-de-preco), with the visitor's address and headers: one validation,
// one rate limit, one set of mail triggers, whichever way a form arrives.
import type { FastifyRequest } from "fastify";
import type {
  CatalogPages,
  FormInsertOutcome,
  SetupOutcome,
  SignInOutcome,
  SiteServices,
  VisitorSession,
} from "#app/load-context.ts";
import type { CodePageData } from "#app/lib/fipe/code-page-data.ts";
import type { RankingPageData } from "#app/lib/fipe/depreciation-ranking.ts";
import type { MailDelivery } from "#app/lib/mail-delivery.ts";
import type { PublicDataService } from "#app/lib/public-data.ts";
import { AdminError } from "../admin/accounts.ts";
import type { FirstAdminSetup } from "../admin/first-admin-setup.ts";
import { identify } from "../admin/guard.ts";
import type { Auth } from "../auth/better-auth.ts";
import { SIGN_IN_PATH, type AuthRequests } from "../auth/requests.ts";
import type { Db } from "../db/client.ts";
import type { LookupVehicle } from "../fipe/vehicle-lookup.ts";
import type { FollowPriceAlert } from "../price-alerts/follow.ts";
import type { SubscribeReminder } from "../reminders/subscribe.ts";
import type { RateLimiter } from "../rate-limit/fixed-window.ts";
import type { FormInserts } from "../rest/service.ts";
import { admitFor } from "../fipe/admission.ts";

type Options = {
  lookupVehicle: LookupVehicle;
  fipeCode: (codigo: string) => Promise<CodePageData | null>;
  fipeCatalog: CatalogPages;
  depreciationRanking: () => Promise<RankingPageData | null>;
  publicData?: PublicDataService;
  /** FIPE_CLIENT_LIMIT's limiter: a page's lookups count toward its visitor's limit. */
  fipeLimiter?: RateLimiter;
  /** The forms' inserts (contact, newsletter): what /rest/v1 calls. */
  forms: Pick<FormInserts, "insertForm">;
  /** The accounts' requests: what /api/auth/* calls. */
  authRequests: AuthRequests;
  /** Sessions and the admins' table: the console's own check (admin/guard.ts), for the sign-in page. */
  auth: Auth;
  db: Db;
  /** Whether queued mail leaves now (SMTP_URL set) or waits in the outbox. */
  mailDelivery: MailDelivery;
  /** The first admin's set-up: what /api/setup/* calls. */
  setup: FirstAdminSetup;
  /** Following a vehicle's price: what /api/alertas-de-preco calls. */
  priceAlert: Pick<FollowPriceAlert, "followFromForm">;
  /** Asking for IPVA and licensing reminders: what /api/lembretes calls. */
  reminder: Pick<SubscribeReminder, "subscribeFromForm">;
};

/** The headers of the visitor's request that the accounts judge it by. */
function forwarded(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = { "content-type": "application/json" };
  for (const name of ["origin", "sec-fetch-site", "user-agent", "host", "accept-language"]) {
    const value = request.headers[name];
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

function messageOf(body: string | object): string | undefined {
  try {
    const parsed = (typeof body === "string" ? JSON.parse(body) : body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

export function createSiteServices({
  lookupVehicle,
  fipeCode,
  fipeCatalog,
  depreciationRanking,
  publicData,
  fipeLimiter,
  forms,
  authRequests,
  auth,
  db,
  mailDelivery,
  setup,
  priceAlert,
  reminder,
}: Options) {
  return function servicesFor(request: FastifyRequest): SiteServices {
    async function signIn(email: string, password: string, { justCreated = false } = {}): Promise<SignInOutcome> {
      const answer = await authRequests(
        {
          method: "POST",
          url: new URL(SIGN_IN_PATH, `${request.protocol}://${request.headers.host ?? "localhost"}`),
          headers: forwarded(request),
          body: { email, password, rememberMe: true },
          ip: request.ip,
          justCreated,
        },
        request.log,
      );
      if (answer.status === 200) return { status: "signed-in", setCookie: answer.cookies };
      if (answer.status === 429) return { status: "rate-limited" };
      // The reason in pt-BR, as /api/auth answers it (a wrong password, another origin...).
      if (answer.status >= 400 && answer.status < 500) return { status: "refused", message: messageOf(answer.body) };
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

      insert: (table, row): Promise<FormInsertOutcome> => forms.insertForm(table, row, request.ip),

      mailDelivery,

      async session(): Promise<VisitorSession> {
        // The cookie read as /api/admin reads it: no session (401), an account that is not an
        // admin (403), or an admin. Unreadable now (the database down): signed out, the form.
        try {
          const who = await identify(request, auth, db);
          if ("admin" in who) return { admin: true };
          return who.failure.status === 403 ? { admin: false } : null;
        } catch (error) {
          request.log.error({ err: error }, "session check failed");
          return null;
        }
      },

      signIn: (email, password) => signIn(email, password),

      async setupTokenIsValid(token) {
        // Asked by the page being rendered, on this site: the same origin by construction.
        try {
          if (await setup.gate(request, { sameOrigin: true })) return false;
          return await setup.tokenIsValid({ token });
        } catch (error) {
          request.log.error({ err: error }, "first-admin set-up check failed");
          return false;
        }
      },

      followPriceAlert: (body) =>
        priceAlert.followFromForm(body, request.ip, (error) =>
          request.log.error({ err: error }, "price alert request failed"),
        ),

      subscribeReminder: (body) =>
        reminder.subscribeFromForm(body, request.ip, (error) =>
          request.log.error({ err: error }, "reminder request failed"),
        ),

      async setUpFirstAdmin({ token, email, password }): Promise<SetupOutcome> {
        try {
          const refused = await setup.gate(request);
          if (refused) return { status: "invalid", message: refused.body.message };
          await setup.create({ token, email, password });
          request.log.warn("first admin created; the set-up address no longer works");
        } catch (error) {
          if (error instanceof AdminError && error.status === 410) return { status: "invalid-token" };
          if (error instanceof AdminError && error.status < 500) return { status: "invalid", message: error.message };
          request.log.error({ err: error }, "first-admin set-up failed");
          return { status: "unavailable" };
        }
        const signedIn = await signIn(email, password, { justCreated: true });
        return { status: "created", setCookie: signedIn.status === "signed-in" ? signedIn.setCookie : [] };
      },
    };
  };
}
