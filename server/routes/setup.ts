// /api/setup/first-admin: the one-time first-admin set-up behind the address the server logs
// at start while no admin exists (see server/admin/accounts.ts). Public by nature: the token
// is the credential. Same-origin requests only, and a small rate limit per address.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AdminError, createFirstAdmin, setupTokenIsValid } from "../admin/accounts.ts";
import { checkSameOrigin } from "../admin/guard.ts";
import type { Database } from "../db/client.ts";
import { memoryRateLimiter } from "../rate-limit.ts";

export const SETUP_API_PATH = "/api/setup/first-admin";
const SETUP_LIMIT_PER_MINUTE = 10;

const tokenSchema = z.string().min(1).max(200);

export async function setupRoutes(
  app: FastifyInstance,
  { database, siteUrl }: { database: Database; siteUrl: string },
) {
  const limiter = memoryRateLimiter(SETUP_LIMIT_PER_MINUTE);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const crossOrigin = checkSameOrigin(request, siteUrl);
    if (crossOrigin)
      return reply.code(crossOrigin.status).send({ code: crossOrigin.code, message: crossOrigin.message });
    const { allowed, retryAfterSeconds } = await limiter.hit(request.ip);
    if (!allowed) {
      return reply
        .code(429)
        .header("Retry-After", String(retryAfterSeconds))
        .send({ code: "TOO_MANY_REQUESTS", message: "Muitas tentativas. Aguarde um minuto." });
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AdminError) return reply.code(error.status).send({ code: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: "INVALID_REQUEST", message: "Pedido inválido." });
    }
    request.log.error({ err: error }, "first-admin set-up failed");
    return reply.code(503).send({ code: "UNAVAILABLE", message: "Não foi possível concluir agora. Tente novamente." });
  });

  app.post(`${SETUP_API_PATH}/check`, async (request) => {
    const body = z.object({ token: tokenSchema }).safeParse(request.body);
    return { valid: body.success ? await setupTokenIsValid(database.db, body.data.token) : false };
  });

  app.post(SETUP_API_PATH, async (request, reply) => {
    const body = z
      .object({ token: tokenSchema, email: z.string().max(254), password: z.string().max(1024) })
      .safeParse(request.body);
    if (!body.success) throw new AdminError(400, "INVALID_REQUEST", "Informe e-mail e senha.");
    await createFirstAdmin(database.db, body.data);
    request.log.warn("first admin created; the set-up address no longer works");
    return reply.code(201).send({ ok: true });
  });
}
