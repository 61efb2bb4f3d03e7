// The share image routes' answers (server/fipe/routes/vehicle.ts and catalog-images.ts,
// server/public-data/image-routes.ts): the PNG, or why not now (429: this client has enough image requests in progress or spent its FIPE
// lookups; 503: the draw queue is full), each with Retry-After.
import type { FastifyReply } from "fastify";
import type { DrawOutcome } from "./draw-queue.ts";
import { IMAGE_RETRY_AFTER_SECONDS } from "./share-images.ts";

export function sendImageRefusal(
  reply: FastifyReply,
  status: 429 | 503,
  retryAfterSeconds = IMAGE_RETRY_AFTER_SECONDS,
) {
  return reply
    .code(status)
    .header("Cache-Control", "no-store")
    .header("Retry-After", String(retryAfterSeconds))
    .send({
      error: status === 429 ? "too many image requests" : "image queue full",
      message: "Muitas imagens pedidas ao mesmo tempo. Tente novamente em instantes.",
    });
}

export function sendImage(reply: FastifyReply, outcome: DrawOutcome) {
  if (outcome.status === "busy") return sendImageRefusal(reply, 503);
  // The client went away: nothing to answer (the socket is closed).
  if (outcome.status === "gone") return reply.code(499).header("Cache-Control", "no-store").send();
  return reply
    .header("Content-Type", "image/png")
    .header("Cache-Control", "public, max-age=86400")
    .header("Content-Length", outcome.png.length)
    .send(outcome.png);
}
