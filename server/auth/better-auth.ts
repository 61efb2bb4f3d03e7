// Email + password auth with cookie sessions (better-auth), stored in our database.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { authAccounts, authSessions, authUsers, authVerifications } from "../db/schema.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Sign-in attempts per client address per minute (the rest of /api/auth allows more). */
export const SIGN_IN_LIMIT_PER_MINUTE = 5;
/**
 * Failed sign-ins per account (e-mail) are counted over 15 minutes, whatever the addresses they
 * come from, and slow the account's next attempts down; they never lock it (strangers could then
 * lock an admin out): the right password always gets in, after the delay.
 */
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Failures an account takes before its attempts are delayed. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_FIRST_DELAY_MS = 500;
export const SIGN_IN_MAX_DELAY_MS = 5_000;

/** How long an attempt on an account waits after `failures` failed ones in the window: 0 for
 * the first SIGN_IN_FREE_FAILURES, then 0.5 s, doubling, at most SIGN_IN_MAX_DELAY_MS. */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_FIRST_DELAY_MS * 2 ** (failures - SIGN_IN_FREE_FAILURES), SIGN_IN_MAX_DELAY_MS);
}
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** BETTER_AUTH_SECRET, else a secret generated once and kept in DATA_DIR. */
export function authSecret(config: Config): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = join(config.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Origins allowed to call /api/auth: the site's own; in development also the local server. */
export function trustedOrigins(config: Pick<Config, "SITE_URL" | "PORT">, production: boolean): string[] {
  if (production) return [config.SITE_URL];
  return [config.SITE_URL, `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
}

export function createAuth(
  config: Config,
  db: Db,
  secret: string,
  logger: Logger,
  production = process.env.NODE_ENV === "production",
) {
  return betterAuth({
    appName: "Carro em Conta",
    secret,
    baseURL: config.SITE_URL,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: trustedOrigins(config, production),
    database: drizzleAdapter(db as never, {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Closed sign-up is refused before it gets here (requests.ts answers 403); this keeps
      // better-auth's own API closed too.
      disableSignUp: config.AUTH_SIGN_UP !== "open",
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A sign-up starts no session: its answer is the same for a new e-mail and a known one
      // (requests.ts), so it cannot tell which addresses have accounts.
      autoSignIn: false,
    },
    rateLimit: {
      enabled: true,
      storage: "memory",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": { window: 60, max: SIGN_IN_LIMIT_PER_MINUTE },
        "/sign-up/email": { window: 60, max: 10 },
        // Every page load asks for the session: never limit that.
        "/get-session": false,
      },
    },
    advanced: {
      // Cookies are HttpOnly and SameSite=Lax always, Secure when the site is served over https.
      useSecureCookies: config.SITE_URL.startsWith("https://") && production,
      cookiePrefix: "cec",
      ipAddress: { ipAddressHeaders: ["x-client-address"] },
    },
    telemetry: { enabled: false },
    // Into the server's own log (JSON lines), not the console.
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        (level === "error" ? logger.error : logger.warn).call(logger, { auth: args }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
