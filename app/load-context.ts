// What the server hands React Router's loaders and actions (server/ssr/): the in-process
// services a page is rendered with or a form is stored through. Absent when pages are
// prerendered at build time: a loader that needs it answers without it there.
import type { VehicleCodes } from "./lib/fipe/vehicle-path.ts";
import type { VehicleLookup } from "./lib/fipe/vehicle-page-data.ts";
import type { CodePageData } from "./lib/fipe/code-page-data.ts";
import type { BrandPageData, ModelPageData, TypePageData } from "./lib/fipe/catalog-pages.ts";
import type { VehicleType } from "./lib/fipe/fipe-types.ts";
import type { FollowOutcome, followBody } from "./domain/price-alerts/price-alert-post.ts";
import type { ReminderBody, SubscribeOutcome } from "./domain/reminders/reminder-post.ts";
import type { PublicDataService } from "./lib/public-data.ts";
import type { RankingPageData } from "./lib/fipe/depreciation-ranking.ts";
import type { MailDelivery } from "./lib/mail-delivery.ts";

/** A form's row stored through the same path as the REST insert (validation, limit, mail). */
export type FormInsertOutcome =
  | { status: "stored" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

export type SignInOutcome =
  | { status: "signed-in"; setCookie: string[] }
  | { status: "refused"; message?: string }
  | { status: "rate-limited" }
  | { status: "unavailable" };

export type SetupOutcome =
  | { status: "created"; setCookie: string[] }
  | { status: "invalid-token" }
  | { status: "invalid"; message: string }
  | { status: "unavailable" };

/** The visitor's session as the server reads it from the request's cookie: null when signed
 * out (or when it cannot be read now); `admin` when the account is one of the site's admins. */
export type VisitorSession = { admin: boolean } | null;

export type FormTable = "contact_messages" | "newsletter_subscriptions";

export type CatalogPages = {
  type(type: VehicleType): Promise<TypePageData | null>;
  brand(type: VehicleType, brand: string): Promise<BrandPageData | null>;
  model(type: VehicleType, brand: string, model: string): Promise<ModelPageData | null>;
};

export interface SiteServices {
  /** The vehicle's page data; `referencia` ("AAAA-MM"): a month the catalog holds, shown instead of the newest; a month it does not hold is "not-found". */
  vehicle(codes: VehicleCodes, referencia?: string | null): Promise<VehicleLookup>;
  /** A FIPE code's model-years from the catalog; null when it holds none. */
  fipeCode(codigo: string): Promise<CodePageData | null>;
  /** The catalog's pages of a type's brands, a brand's models, a model's years; null: not held. */
  fipeCatalog: CatalogPages;
  /** The depreciation ranking (/fipe/desvalorizacao); null while the catalog holds no month 12 months before its newest. */
  depreciationRanking(): Promise<RankingPageData | null>;
  /** The ANP's fuel prices and the Banco Central's rates (server/public-data/); absent in tests that do not need them. */
  publicData?: PublicDataService;
  insert(table: FormTable, row: Record<string, unknown>): Promise<FormInsertOutcome>;
  /** Whether the e-mails the forms queue leave now ("off" while SMTP_URL is unset: they wait in
   * the outbox), for the pages that promise one. */
  mailDelivery: MailDelivery;
  /** The visitor's session (the same check as the console's API), for the sign-in page. */
  session(): Promise<VisitorSession>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Whether a first-admin set-up token is still good. */
  setupTokenIsValid(token: string): Promise<boolean>;
  setUpFirstAdmin(input: { token: string; email: string; password: string }): Promise<SetupOutcome>;
  /** A price alert asked for on a vehicle's page (the same endpoint, limit and mail as the hydrated form). */
  followPriceAlert(body: ReturnType<typeof followBody>): Promise<FollowOutcome>;
  /** IPVA and licensing reminders asked for on /lembretes-ipva (the same endpoint, limit and mail as the hydrated card). */
  subscribeReminder(body: ReminderBody): Promise<SubscribeOutcome>;
}

declare module "react-router" {
  interface AppLoadContext {
    services?: SiteServices;
  }
}
