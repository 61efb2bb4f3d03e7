// The reminders' HTTP side:
//   POST /api/lembretes {email, state, finalDigit, vehicleType, consent, website}  ask for a
//        plate's reminders (the hydrated card; the /lembretes-ipva page's action calls the same
//        service: subscribe.ts); 202 {status: "pending", mail: "on" | "off"} (off: the
//        confirmation waits for SMTP_URL)
//   POST /lembretes-ipva/confirmar?token=   the confirmation page's form -> 303 result page
//   POST /lembretes-ipva/cancelar?token=    stop every reminder of the address (also the
//        List-Unsubscribe URL: RFC 8058 one-click body answered in plain text) -> 303 result page
// The GET pages are prerendered and never change anything (mail scanners open links).
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { REMINDERS_API_PATH, REMINDER_VEHICLE_TYPES } from "#app/domain/reminders/reminder-names.ts";
import {
  REMINDER_CANCEL_RESULTS,
  REMINDER_CONFIRM_RESULTS,
  REMINDER_STRINGS as S,
  type ReminderCancelResult,
  type ReminderConfirmResult,
} from "#app/domain/reminders/strings.ts";
import type { MailDelivery } from "#app/lib/mail-delivery.ts";
import type { Db } from "../db/client.ts";
import { answerOneClick, isOneClick } from "../mail/one-click.ts";
import { resultPaths } from "../mail/result-pages.ts";
import { answer, subscriptionRefusal } from "../validation/answers.ts";
import { linkForm, linkToken, noQuery, tokenQuery } from "../validation/fields.ts";
import { API_TAGS } from "../validation/openapi.ts";
import { registerFormBodies } from "../validation/form-bodies.ts";
import { failedSchema } from "../validation/route-schemas.ts";
import type { SubscribeReminder } from "./subscribe.ts";
import { confirmPlate, stopReminders } from "./subscriptions.ts";
import { REMINDER_CANCEL_PATH, REMINDER_CONFIRM_PATH, type ReminderSigners } from "./tokens.ts";

export const CONFIRM_RESULT_PATHS = resultPaths<ReminderConfirmResult>(REMINDER_CONFIRM_PATH, REMINDER_CONFIRM_RESULTS);
export const CANCEL_RESULT_PATHS = resultPaths<ReminderCancelResult>(REMINDER_CANCEL_PATH, REMINDER_CANCEL_RESULTS);

const ONE_CLICK_TEXT: Record<ReminderCancelResult, string> = {
  cancelled: "Lembretes cancelados. Você não receberá mais esses e-mails do Carro em Conta.",
  already_cancelled: "Estes lembretes já estavam cancelados.",
  invalid: "Link de cancelamento inválido.",
};

type Options = {
  db: Db;
  signers: ReminderSigners;
  subscribe: SubscribeReminder["subscribe"];
  /** Whether the confirmation mail leaves now ("off": it waits until SMTP_URL is set). */
  mailDelivery: MailDelivery;
};

const BODY_LIMIT = 4096;

/** The hydrated card's JSON: its fields as typed (subscribe.ts checks them, with the card's messages). */
const subscribeBody = z
  .object({
    email: z.string().max(320).optional(),
    state: z
      .string()
      .max(10)
      .optional()
      .meta({ description: "The plate's state code", examples: ["SP"] }),
    finalDigit: z
      .union([z.string().max(10), z.number()])
      .optional()
      .meta({ description: "The plate's last digit, 0 to 9", examples: ["7"] }),
    vehicleType: z
      .string()
      .max(20)
      .optional()
      .meta({ description: `One of ${REMINDER_VEHICLE_TYPES.join(", ")} (default car)`, examples: ["car"] }),
    consent: z.boolean().optional().describe("The person agrees to receive the e-mails: must be true"),
    website: z.string().max(2048).optional().describe("Left empty by people (a field bots fill)"),
  })
  .nullish();

const confirmBody = linkForm({ token: linkToken });

const refusal = subscriptionRefusal.extend({
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe("400: the pt-BR message of each wrong field (state, finalDigit, vehicleType, email, consent)"),
});

const subscribeAnswers = {
  202: answer(
    z.object({
      status: z.literal("pending"),
      mail: z
        .enum(["on", "off"])
        .describe('"off": the site\'s mail is not configured yet; the confirmation e-mail waits until it is'),
    }),
    "Stored: the reminders start once the address confirms them by the e-mail's link",
  ),
  400: answer(refusal, "A field is wrong (`invalid_email`, `consent_required`, `invalid_state`…)"),
  429: answer(refusal, "Too many requests from this client (`rate_limited`); see Retry-After"),
  503: answer(refusal, "The database is unavailable (`unavailable`); see Retry-After"),
};

function refuse(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply
    .code(status)
    .header("Cache-Control", "no-store")
    .send({ status: "error", ...body });
}

export async function reminderRoutes(app: FastifyInstance, { db, signers, subscribe, mailDelivery }: Options) {
  await registerFormBodies(app, { bodyLimit: BODY_LIMIT });

  // Bad requests are 400 JSON in pt-BR; anything else (the database down) 503, never a bare 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (failedSchema(error) || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return refuse(reply, 400, { code: "invalid_request", message: "Pedido inválido." });
    }
    request.log.error({ err: error }, "reminder request failed");
    reply.header("Retry-After", "30");
    return refuse(reply, 503, { code: "unavailable", message: S.unavailable });
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    REMINDERS_API_PATH,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: [API_TAGS.subscriptions],
        summary: "Ask for IPVA and licensing reminders",
        description:
          "Asks for e-mails before the IPVA and licensing dates of a plate's state and final digit. " +
          "Nothing is sent but a confirmation e-mail until its link is used. `consent` must be true; " +
          "`website` must stay empty. At most 30 requests a minute per client by default (RATE_LIMIT_MAX).",
        querystring: noQuery,
        body: subscribeBody,
        response: subscribeAnswers,
      },
    },
    async (request, reply) => {
      const answer = await subscribe(request.body, request.ip);
      // `mail`: whether the confirmation mail leaves now or waits for the site's mail (the card says which).
      if (answer.status === 202) {
        return reply.code(202).header("Cache-Control", "no-store").send({ status: "pending", mail: mailDelivery });
      }
      if (answer.retryAfterSeconds !== undefined) reply.header("Retry-After", String(answer.retryAfterSeconds));
      const { status, retryAfterSeconds: _r, ...body } = answer;
      return refuse(reply, status, body);
    },
  );

  routes.post(
    REMINDER_CONFIRM_PATH,
    { schema: { querystring: tokenQuery, body: confirmBody } },
    async (request, reply) => {
      const result = await confirmPlate(db, signers, request.query.token || request.body.token);
      return reply.header("Cache-Control", "no-store").redirect(CONFIRM_RESULT_PATHS[result], 303);
    },
  );

  routes.post(
    REMINDER_CANCEL_PATH,
    { schema: { querystring: tokenQuery, body: confirmBody } },
    async (request, reply) => {
      const { body } = request;
      const result = await stopReminders(db, signers, request.query.token || body.token);
      if (isOneClick(body)) return answerOneClick(reply, result !== "invalid", ONE_CLICK_TEXT[result]);
      return reply.header("Cache-Control", "no-store").redirect(CANCEL_RESULT_PATHS[result], 303);
    },
  );
}
