// The price alerts' HTTP side:
//   POST /api/alertas-de-preco {email, consent, tipo, marca, modelo, ano, website}  follow a
//        vehicle (the hydrated form; the page's action calls the same service: follow.ts);
//        202 {status: "pending", mail: "on" | "off"} (off: the confirmation waits for SMTP_URL)
//   POST /alertas-de-preco/confirmar?token=      the confirmation page's form -> 303 result page
//   POST /alertas-de-preco/cancelar?token=       stop everything (also the List-Unsubscribe URL:
//        RFC 8058 one-click body answered in plain text) -> 303 result page
//   POST /alertas-de-preco/cancelar?veiculo=     stop one vehicle -> 303 result page
// The GET pages are prerendered and never change anything (mail scanners open links).
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CANCEL_RESULTS,
  CONFIRM_RESULTS,
  PRICE_ALERT_STRINGS as S,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "#app/domain/price-alerts/strings.ts";
import type { MailDelivery } from "#app/lib/mail-delivery.ts";
import type { Db } from "../db/client.ts";
import { answerOneClick, isOneClick } from "../mail/one-click.ts";
import { resultPaths } from "../mail/result-pages.ts";
import { answer, subscriptionRefusal } from "../validation/answers.ts";
import { linkForm, linkToken, noQuery, tokenQuery } from "../validation/fields.ts";
import { API_TAGS } from "../validation/openapi.ts";
import { registerFormBodies } from "../validation/form-bodies.ts";
import { failedSchema } from "../validation/route-schemas.ts";
import type { FollowPriceAlert } from "./follow.ts";
import { confirmAlerts, stopAllAlerts, stopVehicleAlert } from "./subscriptions.ts";
import { PRICE_ALERT_CANCEL_PATH, PRICE_ALERT_CONFIRM_PATH, type PriceAlertSigners } from "./tokens.ts";

export const PRICE_ALERT_API_PATH = "/api/alertas-de-preco";

export const CONFIRM_RESULT_PATHS = resultPaths<PriceAlertConfirmResult>(PRICE_ALERT_CONFIRM_PATH, CONFIRM_RESULTS);
export const CANCEL_RESULT_PATHS = resultPaths<PriceAlertCancelResult>(PRICE_ALERT_CANCEL_PATH, CANCEL_RESULTS);

// The one-click answer (RFC 8058) of each link: every alert of the address, or one vehicle.
const ONE_CLICK_TEXT: Record<"all" | "vehicle", Record<PriceAlertCancelResult, string>> = {
  all: {
    cancelled: "Alertas de preço cancelados. Você não receberá mais esses e-mails do Carro em Conta.",
    already_cancelled: "Estes alertas de preço já estavam cancelados.",
    invalid: "Link de cancelamento inválido.",
  },
  vehicle: {
    cancelled:
      "Alerta de preço deste veículo cancelado. Os outros veículos que você acompanha continuam nos próximos e-mails.",
    already_cancelled: "O alerta de preço deste veículo já estava cancelado.",
    invalid: "Link de cancelamento inválido.",
  },
};

type Options = {
  db: Db;
  signers: PriceAlertSigners;
  /** Following a vehicle (server/price-alerts/follow.ts): the page's action calls it too. */
  follow: FollowPriceAlert["follow"];
  /** Whether the confirmation mail leaves now ("off": it waits until SMTP_URL is set). */
  mailDelivery: MailDelivery;
};

const BODY_LIMIT = 4096;

/**
 * The hydrated form's JSON: its fields as they are typed (follow.ts checks the e-mail, the
 * consent and the vehicle, with the answers the page shows; `website` is the honeypot).
 */
const followBody = z
  .object({
    email: z.string().max(320).optional(),
    consent: z.boolean().optional().describe("The person agrees to receive the e-mails: must be true"),
    tipo: z
      .string()
      .max(40)
      .optional()
      .meta({ examples: ["carros"] }),
    marca: z
      .string()
      .max(40)
      .optional()
      .meta({ examples: ["59"] }),
    modelo: z
      .string()
      .max(40)
      .optional()
      .meta({ examples: ["5940"] }),
    ano: z
      .string()
      .max(40)
      .optional()
      .meta({ examples: ["2014-3"] }),
    website: z.string().max(2048).optional().describe("Left empty by people (a field bots fill)"),
  })
  // No body: follow() refuses it as it refuses an empty form.
  .nullish();

/** Stopping one vehicle (`veiculo`) or every alert of the address (`token`). */
const cancelQuery = z.object({ token: linkToken, veiculo: linkToken });
const cancelBody = linkForm({ token: linkToken, veiculo: linkToken });
const confirmBody = linkForm({ token: linkToken });

const followAnswers = {
  202: answer(
    z.object({
      status: z.literal("pending"),
      mail: z
        .enum(["on", "off"])
        .describe('"off": the site\'s mail is not configured yet; the confirmation e-mail waits until it is'),
    }),
    "Stored: the alert starts once the address confirms it by the e-mail's link",
  ),
  400: answer(subscriptionRefusal, "A field is wrong: e-mail (`invalid_email`), consent (`consent_required`), codes"),
  404: answer(subscriptionRefusal, "FIPE lists no such vehicle (`unknown_vehicle`)"),
  429: answer(subscriptionRefusal, "Too many requests from this client (`rate_limited`); see Retry-After"),
  503: answer(subscriptionRefusal, "The database is unavailable (`unavailable`); see Retry-After"),
};

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header("Cache-Control", "no-store").send({ status: "error", code, message });
}

export async function priceAlertRoutes(app: FastifyInstance, { db, signers, follow, mailDelivery }: Options) {
  await registerFormBodies(app, { bodyLimit: BODY_LIMIT });

  // Bad requests are 400 JSON; anything else (the database down) 503, never a bare 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (failedSchema(error) || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return refuse(reply, 400, "invalid_request", "Pedido inválido.");
    }
    request.log.error({ err: error }, "price alert request failed");
    reply.header("Retry-After", "30");
    return refuse(reply, 503, "unavailable", S.unavailable);
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    PRICE_ALERT_API_PATH,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: [API_TAGS.subscriptions],
        summary: "Follow a vehicle's FIPE price",
        description:
          "Asks for an e-mail when the vehicle's price changes in a new FIPE month. Nothing is sent " +
          "but a confirmation e-mail until its link is used. `consent` must be true; `tipo`, `marca`, " +
          "`modelo` and `ano` are the FIPE codes of the price endpoint; `website` must stay empty. " +
          "At most 30 requests a minute per client by default (RATE_LIMIT_MAX).",
        querystring: noQuery,
        body: followBody,
        response: followAnswers,
      },
    },
    async (request, reply) => {
      const answer = await follow(request.body, request.ip);
      // `mail`: whether the confirmation mail leaves now or waits for the site's mail (the form says which).
      if (answer.status === 202) {
        return reply.code(202).header("Cache-Control", "no-store").send({ status: "pending", mail: mailDelivery });
      }
      if (answer.retryAfterSeconds !== undefined) reply.header("Retry-After", String(answer.retryAfterSeconds));
      return refuse(reply, answer.status, answer.code, answer.message);
    },
  );

  routes.post(
    PRICE_ALERT_CONFIRM_PATH,
    { schema: { querystring: tokenQuery, body: confirmBody } },
    async (request, reply) => {
      const result = await confirmAlerts(db, signers, request.query.token || request.body.token);
      return reply.header("Cache-Control", "no-store").redirect(CONFIRM_RESULT_PATHS[result], 303);
    },
  );

  routes.post(
    PRICE_ALERT_CANCEL_PATH,
    { schema: { querystring: cancelQuery, body: cancelBody } },
    async (request, reply) => {
      const { query, body } = request;
      const vehicleToken = query.veiculo || body.veiculo;
      const result = vehicleToken
        ? await stopVehicleAlert(db, signers, vehicleToken)
        : await stopAllAlerts(db, signers, query.token || body.token);
      if (isOneClick(body)) {
        return answerOneClick(reply, result !== "invalid", ONE_CLICK_TEXT[vehicleToken ? "vehicle" : "all"][result]);
      }
      return reply.header("Cache-Control", "no-store").redirect(CANCEL_RESULT_PATHS[result], 303);
    },
  );
}
