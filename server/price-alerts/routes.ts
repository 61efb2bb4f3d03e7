// The price alerts' HTTP side:
//   POST /api/alertas-de-preco {email, consent, tipo, marca, modelo, ano, website}  follow a
//        vehicle (the hydrated form; the page's action calls the same service: follow.ts)
//   POST /alertas-de-preco/confirmar?token=      the confirmation page's form -> 303 result page
//   POST /alertas-de-preco/cancelar?token=       stop everything (also the List-Unsubscribe URL:
//        RFC 8058 one-click body answered in plain text) -> 303 result page
//   POST /alertas-de-preco/cancelar?veiculo=     stop one vehicle -> 303 result page
// The GET pages are prerendered and never change anything (mail scanners open links).
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import {
  CANCEL_RESULTS,
  CONFIRM_RESULTS,
  PRICE_ALERT_STRINGS as S,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "#app/features/price-alerts/strings.ts";
import type { Db } from "../db/client.ts";
import { multipartFields } from "../routes/newsletter-unsubscribe.ts";
import type { FollowPriceAlert } from "./follow.ts";
import { confirmAlerts, stopAllAlerts, stopVehicleAlert } from "./subscriptions.ts";
import { PRICE_ALERT_CANCEL_PATH, PRICE_ALERT_CONFIRM_PATH, type PriceAlertSigners } from "./tokens.ts";

export const PRICE_ALERT_API_PATH = "/api/alertas-de-preco";

const resultPaths = <R extends string>(base: string, results: Record<string, R>) =>
  Object.fromEntries(Object.entries(results).map(([slug, result]) => [result, `${base}/${slug}`])) as Record<R, string>;
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
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header("Cache-Control", "no-store").send({ status: "error", code, message });
}

export async function priceAlertRoutes(app: FastifyInstance, { db, signers, follow }: Options) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, multipartFields(String(body))),
  );

  // Bad requests are 400 JSON; anything else (the database down) 503, never a bare 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return refuse(reply, 400, "invalid_request", "Pedido inválido.");
    }
    request.log.error({ err: error }, "price alert request failed");
    reply.header("Retry-After", "30");
    return refuse(reply, 503, "unavailable", S.unavailable);
  });

  app.post(PRICE_ALERT_API_PATH, { bodyLimit: 4096 }, async (request, reply) => {
    const answer = await follow(request.body, request.ip);
    if (answer.status === 202) return reply.code(202).header("Cache-Control", "no-store").send({ status: "pending" });
    if (answer.retryAfterSeconds !== undefined) reply.header("Retry-After", String(answer.retryAfterSeconds));
    return refuse(reply, answer.status, answer.code, answer.message);
  });

  app.post<{ Querystring: { token?: string }; Body: Record<string, string> | undefined }>(
    PRICE_ALERT_CONFIRM_PATH,
    async (request, reply) => {
      const body = request.body && typeof request.body === "object" ? request.body : {};
      const result = await confirmAlerts(db, signers, text(request.query.token) || text(body.token));
      return reply.header("Cache-Control", "no-store").redirect(CONFIRM_RESULT_PATHS[result], 303);
    },
  );

  app.post<{ Querystring: { token?: string; veiculo?: string }; Body: Record<string, string> | undefined }>(
    PRICE_ALERT_CANCEL_PATH,
    async (request, reply) => {
      const body = request.body && typeof request.body === "object" ? request.body : {};
      const vehicleToken = text(request.query.veiculo) || text(body.veiculo);
      const result = vehicleToken
        ? await stopVehicleAlert(db, signers, vehicleToken)
        : await stopAllAlerts(db, signers, text(request.query.token) || text(body.token));
      reply.header("Cache-Control", "no-store");
      if (body["List-Unsubscribe"] === "One-Click") {
        return reply
          .code(result === "invalid" ? 400 : 200)
          .type("text/plain; charset=utf-8")
          .send(ONE_CLICK_TEXT[vehicleToken ? "vehicle" : "all"][result]);
      }
      return reply.redirect(CANCEL_RESULT_PATHS[result], 303);
    },
  );
}
