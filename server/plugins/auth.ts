// Accounts: their requests' service (server/auth/requests.ts: the sign-in limits per address
// and per account, every process together on PostgreSQL, then better-auth) and /api/auth/* in
// front of it. Decorates app.auth (the console) and app.authRequests (the sign-in page).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { SIGN_IN_ACCOUNT_WINDOW_MS, SIGN_IN_LIMIT_PER_MINUTE, createAuth, type Auth } from "../auth/better-auth.ts";
import type { Config } from "../config.ts";
import { databaseRateLimiter } from "../rate-limit/fixed-window.ts";
import { createAuthRequests, type AuthRequests } from "../auth/requests.ts";
import { authRoutes } from "../auth/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Accounts and sessions (better-auth). */
    auth: Auth;
    /** Every request to the accounts, from /api/auth/* or a page's action. */
    authRequests: AuthRequests;
  }
}

type Options = {
  config: Config;
  /** Tests: the delay before a sign-in on an account with this many failures. */
  signInDelayMs?: (failures: number) => number;
};

async function authPlugin(app: FastifyInstance, { config, signInDelayMs }: Options) {
  const { database } = app;
  const auth = createAuth(config, database.db, app.secret, app.log);
  app.decorate("auth", auth);
  const limiter = (scope: string, max: number, windowMs?: number) =>
    databaseRateLimiter(database, {
      max,
      windowMs,
      scope,
      onError: (error) => app.log.warn({ err: error }, "sign-in limit unavailable: attempt allowed"),
    });
  const handle = createAuthRequests({
    auth,
    signUpOpen: config.AUTH_SIGN_UP === "open",
    signInLimiters: {
      perAddress: limiter("sign-in-address", SIGN_IN_LIMIT_PER_MINUTE),
      accountFailures: limiter("sign-in-failures", Number.MAX_SAFE_INTEGER, SIGN_IN_ACCOUNT_WINDOW_MS),
      ...(signInDelayMs ? { delayMs: signInDelayMs } : {}),
    },
  });
  app.decorate("authRequests", handle);
  await app.register(authRoutes, { handle });
}

export default fp(authPlugin, { name: "auth", dependencies: ["database"] });
