// What the server hands React Router's loaders and actions (server/ssr/): the in-process
// services a page is rendered with or a form is stored through. Absent when pages are
// prerendered at build time: a loader that needs it answers without it there.
import type { VehicleCodes } from "./features/fipe/vehicle-path.ts";
import type { VehicleLookup } from "./features/fipe/vehicle-page-data.ts";
import type { CodePageData } from "./features/fipe-catalog/code-page-data.ts";
import type { RankingPageData } from "./features/fipe-catalog/depreciation-ranking.ts";

/** A form's row stored through the same path as the REST insert (validation, limit, mail). */
export type FormInsertOutcome =
  | { status: "stored" }
  | { status: "invalid"; message: string }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

export type SignInOutcome =
  | { status: "signed-in"; setCookie: string[] }
  | { status: "refused" }
  | { status: "rate-limited" }
  | { status: "unavailable" };

export type SetupOutcome =
  | { status: "created"; setCookie: string[] }
  | { status: "invalid-token" }
  | { status: "invalid"; message: string }
  | { status: "unavailable" };

export type FormTable = "contact_messages" | "newsletter_subscriptions";

export interface SiteServices {
  /** The vehicle's page data; `referencia` ("AAAA-MM"): a month the catalog holds, shown instead of the newest; a month it does not hold is "not-found". */
  vehicle(codes: VehicleCodes, referencia?: string | null): Promise<VehicleLookup>;
  /** A FIPE code's model-years from the catalog; null when it holds none. */
  fipeCode(codigo: string): Promise<CodePageData | null>;
  /** The depreciation ranking (/fipe/desvalorizacao); null while the catalog holds no month 12 months before its newest. */
  depreciationRanking(): Promise<RankingPageData | null>;
  insert(table: FormTable, row: Record<string, unknown>): Promise<FormInsertOutcome>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Whether a first-admin set-up token is still good. */
  setupTokenIsValid(token: string): Promise<boolean>;
  setUpFirstAdmin(input: { token: string; email: string; password: string }): Promise<SetupOutcome>;
}

declare module "react-router" {
  interface AppLoadContext {
    services?: SiteServices;
  }
}
