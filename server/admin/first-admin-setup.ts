// The one-time first-admin set-up as one service: its gate (same-origin requests only, a small
// limit per address), the token's check and the account's creation. /api/setup/* and the
// set-up page's loader and action (no JavaScript needed) all call it.
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { memoryRateLimiter } from "../rate-limit/fixed-window.ts";
import { AdminError, createFirstAdmin, hasAnyAdmin, setupTokenIsValid } from "./accounts.ts";
import { checkSameOrigin } from "../http/same-origin.ts";

const SETUP_LIMIT_PER_MINUTE = 10;

const tokenSchema = z.string().min(1).max(200);
export const setupCheckSchema = z.object({ token: tokenSchema });
export const setupCreateSchema = z.object({
  token: tokenSchema,
  email: z.string().max(254),
  password: z.string().max(1024),
});

/** Why a request was refused before it was read: its status, JSON body and Retry-After. */
export type SetupRefusal = { status: number; body: { code: string; message: string }; retryAfterSeconds?: number };

export function createFirstAdminSetup({ database, siteUrl }: { database: Database; siteUrl: string }) {
  const limiter = memoryRateLimiter(SETUP_LIMIT_PER_MINUTE);

  /**
   * A refusal, or null when the request may go on. `sameOrigin`: the caller knows the request
   * comes from this site (a page's own loader), so only the limit applies.
   */
  async function gate(request: FastifyRequest, { sameOrigin = false } = {}): Promise<SetupRefusal | null> {
    const crossOrigin = sameOrigin ? null : checkSameOrigin(request, siteUrl);
    if (crossOrigin)
      return { status: crossOrigin.status, body: { code: crossOrigin.code, message: crossOrigin.message } };
    const { allowed, retryAfterSeconds } = await limiter.hit(request.ip);
    if (!allowed) {
      return {
        status: 429,
        retryAfterSeconds,
        body: { code: "TOO_MANY_REQUESTS", message: "Muitas tentativas. Aguarde um minuto." },
      };
    }
    return null;
  }

  /** Whether the body names a set-up token still good. */
  async function tokenIsValid(body: unknown): Promise<boolean> {
    const parsed = setupCheckSchema.safeParse(body);
    return parsed.success ? setupTokenIsValid(database.db, parsed.data.token) : false;
  }

  /** Creates the first admin; throws an AdminError (410: the token is no good; 400: bad fields). */
  async function create(body: unknown): Promise<void> {
    const parsed = setupCreateSchema.safeParse(body);
    if (!parsed.success) throw new AdminError(400, "INVALID_REQUEST", "Informe e-mail e senha.");
    await createFirstAdmin(database.db, parsed.data);
  }

  return { gate, tokenIsValid, create, adminExists: () => hasAnyAdmin(database.db) };
}

export type FirstAdminSetup = ReturnType<typeof createFirstAdminSetup>;
