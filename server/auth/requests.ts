// Every request to the accounts (better-auth), whichever way it comes: /api/auth/* (the
// hydrated pages) and the sign-in page's action (no JavaScript needed) both call handle().
// Before better-auth: a closed sign-up refused, sign-in attempts limited per client address
// and delayed per account after failed ones (both shared through PostgreSQL when there is one;
// an account is never locked, so strangers cannot keep its owner out); a password change always
// ends the account's other sessions. After it: its error answers in pt-BR.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AUTH_ERROR_MESSAGES, authErrorMessage, authStatusCode } from "#app/domain/auth/error-messages.ts";
import { AUTH_BASE_PATH, signInDelayMs, type Auth } from "./better-auth.ts";
import type { RateLimiter } from "../rate-limit/fixed-window.ts";

/** The JSON error a closed sign-up answers (AUTH_SIGN_UP=closed, the default). */
export const SIGN_UP_CLOSED = { code: "SIGN_UP_CLOSED", message: AUTH_ERROR_MESSAGES.SIGN_UP_CLOSED! } as const;

export const SIGN_IN_LIMITED = { code: "TOO_MANY_REQUESTS", message: AUTH_ERROR_MESSAGES.TOO_MANY_REQUESTS! } as const;

export const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;
export const SIGN_UP_PATH = `${AUTH_BASE_PATH}/sign-up/email`;

/**
 * What an open sign-up answers, for a new e-mail and for one that already has an account
 * alike (admins included): nobody learns from it which addresses have accounts. No session is
 * started either way (the new account signs in as any other).
 */
export const SIGN_UP_ACCEPTED = {
  ok: true,
  message: "Se este e-mail ainda não tinha conta, ela foi criada. Entre com o e-mail e a senha.",
} as const;
const EXISTING_ACCOUNT = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

/** Whether better-auth answered a sign-up with "this e-mail has an account". */
function existingAccount(status: number, text: string): boolean {
  if (status !== 422 && status !== 400) return false;
  try {
    return EXISTING_ACCOUNT.has(String((JSON.parse(text) as { code?: unknown }).code));
  } catch {
    return false;
  }
}

/**
 * better-auth's error answer with its message in pt-BR (by its code, else by the status; an
 * answer without a code gets one): `{"code":"INVALID_EMAIL_OR_PASSWORD","message":"E-mail ou
 * senha incorretos."}`. Anything else (a success, a body that is not a JSON object) as it came.
 */
export function translatedAuthError(status: number, text: string): string {
  if (status < 400) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const error = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const code = typeof error.code === "string" && error.code ? error.code : authStatusCode(status);
  return JSON.stringify({ ...error, code, message: authErrorMessage(code, status) });
}

export type SignInLimiters = {
  perAddress: RateLimiter;
  /** Counts an account's failed sign-ins in its window (never refuses). */
  accountFailures: RateLimiter;
  /** The delay before an attempt on an account with this many failures (signInDelayMs). */
  delayMs?: (failures: number) => number;
};

/** A request to the accounts: its method, full URL, headers, parsed body and client address. */
export type AuthRequest = {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  ip: string;
  /**
   * The server's own sign-in of the admin it has just created with this very password (the
   * first-admin set-up): not counted against, nor refused by, the sign-in limits (typos made
   * before at /entrar must not turn "Criar administrador" into "Muitas tentativas").
   */
  justCreated?: boolean;
};

/** The answer, ready to send: status, headers, cookies set, body (JSON text or an object). */
export type AuthAnswer = {
  status: number;
  headers: Array<[string, string]>;
  cookies: string[];
  body: string | object;
};

type Log = { error(obj: object, msg: string): void };

const NO_STORE: Array<[string, string]> = [["Cache-Control", "no-store"]];

/**
 * The address better-auth's own per-address limit sees for the set-up's sign-in: one of its
 * own in the documentation range (2001:db8::/32, never a real client), so the typos counted
 * against the operator's address do not refuse it.
 */
function justCreatedAddress(): string {
  return `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
}

export function createAuthRequests({
  auth,
  signUpOpen,
  signInLimiters,
}: {
  auth: Auth;
  signUpOpen: boolean;
  signInLimiters?: SignInLimiters;
}) {
  return async function handle(request: AuthRequest, log: Log): Promise<AuthAnswer> {
    const { url } = request;
    if (!signUpOpen && url.pathname.startsWith(`${AUTH_BASE_PATH}/sign-up`)) {
      return { status: 403, headers: NO_STORE, cookies: [], body: SIGN_UP_CLOSED };
    }
    let body = request.body;
    /** The account of a sign-in attempt (its failures are counted after the answer). */
    let account: string | null = null;
    if (request.method === "POST" && url.pathname === SIGN_IN_PATH && signInLimiters && !request.justCreated) {
      // The address first: a refused address does not reach the account at all.
      const verdict = await signInLimiters.perAddress.hit(request.ip);
      if (!verdict.allowed) {
        return {
          status: 429,
          headers: [...NO_STORE, ["Retry-After", String(verdict.retryAfterSeconds)]],
          cookies: [],
          body: SIGN_IN_LIMITED,
        };
      }
      const email = (body as { email?: unknown } | undefined)?.email;
      if (typeof email === "string" && email.trim()) {
        account = email.trim().toLowerCase();
        // Read the account's failures (a hit of weight 0) and wait accordingly: slow for a
        // password guesser, never a refusal for the owner.
        const { count = 0 } = await signInLimiters.accountFailures.hit(account, 0);
        const wait = (signInLimiters.delayMs ?? signInDelayMs)(count);
        if (wait > 0) await sleep(wait);
      }
    }
    if (
      request.method === "POST" &&
      url.pathname === `${AUTH_BASE_PATH}/change-password` &&
      body &&
      typeof body === "object"
    ) {
      // A new password ends every other session of the account, whatever the client asked.
      body = { ...(body as Record<string, unknown>), revokeOtherSessions: true };
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === "x-client-address") continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    // The client address as Fastify resolved it (TRUST_PROXY decides), for rate limiting.
    headers.set("x-client-address", request.justCreated ? justCreatedAddress() : request.ip);
    const hasBody = request.method === "POST" && body !== undefined;
    let response: Response;
    try {
      response = await auth.handler(
        new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body) : undefined }),
      );
    } catch (error) {
      log.error({ err: error }, "auth failed");
      return {
        status: 503,
        headers: [],
        cookies: [],
        body: { code: "AUTH_UNAVAILABLE", message: AUTH_ERROR_MESSAGES.AUTH_UNAVAILABLE },
      };
    }
    if (account && signInLimiters && response.status === 401) {
      await signInLimiters.accountFailures.hit(account);
    }
    if (request.method === "POST" && url.pathname === SIGN_UP_PATH) {
      const text = await response.text();
      if (response.status === 200 || existingAccount(response.status, text)) {
        return { status: 200, headers: NO_STORE, cookies: [], body: SIGN_UP_ACCEPTED };
      }
      response = new Response(text, { status: response.status, headers: response.headers });
    }
    const answerHeaders: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") answerHeaders.push([name, value]);
    });
    answerHeaders.push(...NO_STORE);
    if (response.status >= 400) answerHeaders.push(["content-type", "application/json; charset=utf-8"]);
    return {
      status: response.status >= 500 ? 503 : response.status,
      headers: answerHeaders,
      cookies: response.headers.getSetCookie(),
      body: translatedAuthError(response.status, await response.text()),
    };
  };
}

export type AuthRequests = ReturnType<typeof createAuthRequests>;
