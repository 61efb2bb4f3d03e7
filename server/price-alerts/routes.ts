// The price alerts' HTTP side:
//   POST /api/alertas-de-preco {email, consent, tipo, marca, modelo, ano, website}  follow a
//        vehicle (the hydrated form, and the page's action in-process); rate-limited per address
//   POST /alertas-de-preco/confirmar?token=      the confirmation page's form -> 303 result page
//   POST /alertas-de-preco/cancelar?token=       stop everything (also the List-Unsubscribe URL:
//        RFC 8058 one-click body answered in plain text) -> 303 result page
//   POST /alertas-de-preco/cancelar?veiculo=     stop one vehicle -> 303 result page
// The GET pages are prerendered and never change anything (mail scanners open links).
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { vehicleFromParams } from "#app/lib/fipe/vehicle-path.ts";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "#app/lib/email.ts";
import {
  CANCEL_RESULTS,
  CONFIRM_RESULTS,
  PRICE_ALERT_STRINGS as S,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "#app/features/price-alerts/strings.ts";
import type { Db } from "../db/client.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { multipartFields } from "../routes/newsletter-unsubscribe.ts";
import { confirmAlerts, followVehicle, stopAllAlerts, stopVehicleAlert } from "./subscriptions.ts";
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
  siteUrl: string;
  limiter: RateLimiter;
  /** A mail was queued (the worker is nudged). */
  onQueued(): void;
};

type FollowBody = Partial<Record<"email" | "tipo" | "marca" | "modelo" | "ano" | "website", unknown>> & {
  consent?: unknown;
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header("Cache-Control", "no-store").send({ status: "error", code, message });
}

export async function priceAlertRoutes(app: FastifyInstance, { db, signers, siteUrl, limiter, onQueued }: Options) {
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

  app.post<{ Body: FollowBody | undefined }>(PRICE_ALERT_API_PATH, { bodyLimit: 4096 }, async (request, reply) => {
    const { allowed, retryAfterSeconds } = await limiter.hit(request.ip);
    if (!allowed) {
      reply.header("Retry-After", String(retryAfterSeconds));
      return refuse(reply, 429, "rate_limited", S.rateLimited);
    }
    const body = request.body && typeof request.body === "object" ? request.body : {};
    const email = text(body.email);
    if (!isValidEmail(email)) return refuse(reply, 400, "invalid_email", INVALID_EMAIL_MESSAGE);
    if (body.consent !== true) return refuse(reply, 400, "consent_required", S.consentRequired);
    const vehicle = vehicleFromParams({
      tipo: text(body.tipo),
      marca: text(body.marca),
      modelo: text(body.modelo),
      ano: text(body.ano),
    });
    if (!vehicle) return refuse(reply, 400, "invalid_vehicle", S.unknownVehicle);
    // The honeypot: answered as a success, nothing stored or sent.
    if (text(body.website)) return reply.code(202).header("Cache-Control", "no-store").send({ status: "pending" });
    const { outcome, queued } = await followVehicle(db, { email, vehicle }, { signers, siteUrl });
    if (outcome === "unknown_vehicle") return refuse(reply, 404, "unknown_vehicle", S.unknownVehicle);
    if (queued) onQueued();
    request.log.info({ ip: request.ip }, "price alert requested");
    return reply.code(202).header("Cache-Control", "no-store").send({ status: "pending" });
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
