// Accounts: /api/auth/* (better-auth) with the sign-in limits per address and per account
// (every process together on PostgreSQL). Decorates app.auth for the console.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { SIGN_IN_ACCOUNT_WINDOW_MS, SIGN_IN_LIMIT_PER_MINUTE, createAuth, type Auth } from "../auth.ts";
import type { Config } from "../config.ts";
import { databaseRateLimiter } from "../rate-limit.ts";
import { authRoutes } from "../routes/auth.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Accounts and sessions (better-auth). */
    auth: Auth;
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
  await app.register(authRoutes, {
    auth,
    signUpOpen: config.AUTH_SIGN_UP === "open",
    signInLimiters: {
      perAddress: limiter("sign-in-address", SIGN_IN_LIMIT_PER_MINUTE),
      accountFailures: limiter("sign-in-failures", Number.MAX_SAFE_INTEGER, SIGN_IN_ACCOUNT_WINDOW_MS),
      ...(signInDelayMs ? { delayMs: signInDelayMs } : {}),
    },
  });
}

export default fp(authPlugin, { name: "auth", dependencies: ["database"] });
