// Following a vehicle's price as one service: the per-client limit, the fields' checks, the
// honeypot, the subscription and its confirmation mail. POST /api/alertas-de-preco (the
// hydrated form) and the vehicle page's action (no JavaScript needed) both call it.
import type { FollowOutcome } from "#app/domain/price-alerts/price-alert-post.ts";
import { PRICE_ALERT_STRINGS as S } from "#app/domain/price-alerts/strings.ts";
import { vehicleFromParams } from "#app/lib/fipe/vehicle-path.ts";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "#app/lib/email.ts";
import type { Db } from "../db/client.ts";
import type { RateLimiter } from "../rate-limit/fixed-window.ts";
import { followVehicle } from "./subscriptions.ts";
import type { PriceAlertSigners } from "./tokens.ts";

/** Accepted (202: a confirmation mail is on its way, or the honeypot was filled), or refused. */
export type FollowAnswer =
  { status: 202 } | { status: 400 | 404 | 429; code: string; message: string; retryAfterSeconds?: number };

type Options = {
  db: Db;
  signers: PriceAlertSigners;
  siteUrl: string;
  limiter: RateLimiter;
  /** A mail was queued (the worker is nudged). */
  onQueued(): void;
  log: { info(obj: object, msg: string): void };
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function createFollowPriceAlert({ db, signers, siteUrl, limiter, onQueued, log }: Options) {
  /** A follow request from `ip`; throws when the database fails (the caller answers 503). */
  async function follow(input: unknown, ip: string): Promise<FollowAnswer> {
    const { allowed, retryAfterSeconds } = await limiter.hit(ip);
    if (!allowed) return { status: 429, code: "rate_limited", message: S.rateLimited, retryAfterSeconds };
    const body = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
    const email = text(body.email);
    if (!isValidEmail(email)) return { status: 400, code: "invalid_email", message: INVALID_EMAIL_MESSAGE };
    if (body.consent !== true) return { status: 400, code: "consent_required", message: S.consentRequired };
    const vehicle = vehicleFromParams({
      tipo: text(body.tipo),
      marca: text(body.marca),
      modelo: text(body.modelo),
      ano: text(body.ano),
    });
    if (!vehicle) return { status: 400, code: "invalid_vehicle", message: S.unknownVehicle };
    // The honeypot: answered as a success, nothing stored or sent.
    if (text(body.website)) return { status: 202 };
    const { outcome, queued } = await followVehicle(db, { email, vehicle }, { signers, siteUrl });
    if (outcome === "unknown_vehicle") return { status: 404, code: "unknown_vehicle", message: S.unknownVehicle };
    if (queued) onQueued();
    log.info({ ip }, "price alert requested");
    return { status: 202 };
  }

  /** The same request as the page's action sees it. */
  async function followFromForm(
    input: unknown,
    ip: string,
    logError: (error: unknown) => void,
  ): Promise<FollowOutcome> {
    try {
      const answer = await follow(input, ip);
      if (answer.status === 202) return { status: "pending" };
      if (answer.status === 429) return { status: "rate-limited" };
      return { status: "invalid", message: answer.message };
    } catch (error) {
      logError(error);
      return { status: "unavailable" };
    }
  }

  return { follow, followFromForm };
}

export type FollowPriceAlert = ReturnType<typeof createFollowPriceAlert>;
