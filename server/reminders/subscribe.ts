// Asking for reminders as one service: the per-client limit, the fields' checks (the card's own,
// checkReminder), the honeypot, the plate and its confirmation mail. POST /api/lembretes (the
// hydrated card) and the /lembretes-ipva page's action (no JavaScript needed) both call it.
import {
  REMINDER_CHECKED_FIELDS,
  checkReminder,
  type ReminderField,
  type SubscribeOutcome,
} from "#app/domain/reminders/reminder-post.ts";
import { REMINDER_STRINGS as S } from "#app/domain/reminders/strings.ts";
import type { ReminderVehicleType } from "#app/domain/reminders/reminder-names.ts";
import { firstInvalidField, type FieldErrors } from "#app/lib/form-check.ts";
import type { Db } from "../db/client.ts";
import type { RateLimiter } from "../rate-limit/fixed-window.ts";
import { subscribePlate } from "./subscriptions.ts";
import type { ReminderSigners } from "./tokens.ts";

/** Accepted (202: a confirmation mail is on its way, or the honeypot was filled), or refused. */
export type SubscribeAnswer =
  | { status: 202 }
  | {
      status: 400 | 429;
      code: string;
      message: string;
      /** The message of each wrong field (400). */
      fields?: FieldErrors<ReminderField>;
      retryAfterSeconds?: number;
    };

type Options = {
  db: Db;
  signers: ReminderSigners;
  siteUrl: string;
  limiter: RateLimiter;
  /** A mail was queued (the worker is nudged). */
  onQueued(): void;
  log: { info(obj: object, msg: string): void };
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const digitText = (value: unknown) => (typeof value === "number" ? String(value) : text(value));

export function createSubscribeReminder({ db, signers, siteUrl, limiter, onQueued, log }: Options) {
  /** A request from `ip`; throws when the database fails (the caller answers 503). */
  async function subscribe(input: unknown, ip: string): Promise<SubscribeAnswer> {
    const { allowed, retryAfterSeconds } = await limiter.hit(ip);
    if (!allowed) return { status: 429, code: "rate_limited", message: S.rateLimited, retryAfterSeconds };
    const body = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
    const values = {
      email: text(body.email),
      state: text(body.state).toUpperCase(),
      finalDigit: digitText(body.finalDigit),
      vehicleType: text(body.vehicleType) || "car",
      consent: body.consent === true,
    };
    const fields = checkReminder(values);
    const first = firstInvalidField(fields, REMINDER_CHECKED_FIELDS);
    if (first) {
      const code = first === "email" ? "invalid_email" : first === "consent" ? "consent_required" : `invalid_${first}`;
      return { status: 400, code, message: fields[first]!, fields };
    }
    // The honeypot: answered as a success, nothing stored or sent.
    if (text(body.website)) return { status: 202 };
    const queued = await subscribePlate(
      db,
      {
        email: values.email,
        plate: {
          state: values.state,
          finalDigit: Number(values.finalDigit),
          vehicleType: values.vehicleType as ReminderVehicleType,
        },
      },
      { signers, siteUrl },
    );
    if (queued) onQueued();
    log.info({ ip }, "reminder requested");
    return { status: 202 };
  }

  /** The same request as the page's action sees it. */
  async function subscribeFromForm(
    input: unknown,
    ip: string,
    logError: (error: unknown) => void,
  ): Promise<SubscribeOutcome> {
    try {
      const answer = await subscribe(input, ip);
      if (answer.status === 202) return { status: "pending" };
      if (answer.status === 429) return { status: "rate-limited" };
      return { status: "invalid", message: answer.message };
    } catch (error) {
      logError(error);
      return { status: "unavailable" };
    }
  }

  return { subscribe, subscribeFromForm };
}

export type SubscribeReminder = ReturnType<typeof createSubscribeReminder>;
