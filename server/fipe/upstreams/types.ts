// One interface for every FIPE service (v1, v2, the FIPE site): each adapter answers in the v1
// API's raw shapes, so normalize.ts reads them all and the cache keys stay the same.
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { VehicleCodes } from "#app/lib/fipe/vehicle-path.ts";

export const UPSTREAM_KINDS = ["v1", "v2", "site"] as const;
export type UpstreamKind = (typeof UPSTREAM_KINDS)[number];

/** A vehicle as FIPE's codes name it (the same codes on every service, and in the site's own
 * vehicle paths): the domain's one vehicle key. */
export type VehicleKey = VehicleCodes;

/**
 * Per-call context. `signal` ends the whole call: the request's deadline, its turns in our own
 * pacing included. `attemptMs`, when set, limits each HTTP request once it is sent: how long
 * the upstream itself may take to answer, so waiting our turn never counts against it.
 */
export type CallContext = { signal: AbortSignal; attemptMs?: number };

export interface FipeUpstream {
  /** Unique name in the configured list ("v1", "v2", "site"; "v1-2" for a second v1). */
  readonly id: string;
  readonly kind: UpstreamKind;
  readonly url: string;
  /** v1: [{codigo, nome}] */
  brands(type: VehicleType, ctx: CallContext): Promise<unknown>;
  /** v1: {modelos: [{codigo, nome}], anos: [...]} */
  models(type: VehicleType, brand: string, ctx: CallContext): Promise<unknown>;
  /** v1: [{codigo, nome}] */
  years(type: VehicleType, brand: string, model: string, ctx: CallContext): Promise<unknown>;
  /** v1: {Valor, Marca, Modelo, AnoModelo, Combustivel, CodigoFipe, MesReferencia, ...};
   * referenceCode: a month from references() (the newest when absent). */
  price(vehicle: VehicleKey, referenceCode: string | undefined, ctx: CallContext): Promise<unknown>;
  /** v1: [{codigo, mes}], newest first. */
  references(ctx: CallContext): Promise<unknown>;
}

/** Why a call failed; every reason but "not-found" moves the request to the next upstream. */
export type FailureReason =
  | "timeout"
  | "unreachable"
  | "rate-limited"
  | "server-error"
  | "html"
  | "error-body"
  | "bad-shape"
  | "budget-spent"
  /** Gave up while waiting for our own pacing (never sent: not the upstream's failure). */
  | "queued"
  | "not-found";

export class UpstreamError extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** An object of an upstream's answer, its fields not checked yet (v2's and the site's shapes). */
export type AnswerItem = Record<string, unknown>;

/** An answer that must be an array; a null item reads as an empty object. */
export function answerItems(body: unknown): AnswerItem[] {
  if (!Array.isArray(body)) throw new UpstreamError("bad-shape", "expected an array");
  return body.map((item) => (item ?? {}) as AnswerItem);
}

/** A definite "no such vehicle (in that month)": the answer, not an outage. */
export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.reason === "not-found";
}
