// Price alerts: following a vehicle (server/price-alerts/follow.ts, with its per-client limit;
// decorated as app.followPriceAlert for the vehicle page's action), /api/alertas-de-preco
// (follow, confirm, stop), and the sender (at ready, hourly, and when a sync completes a
// month: app.priceAlerts.nudge()).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createFollowPriceAlert, type FollowPriceAlert } from "../price-alerts/follow.ts";
import { priceAlertRoutes } from "../price-alerts/routes.ts";
import { createPriceAlertRunner, type PriceAlertRunner } from "../price-alerts/runner.ts";
import { createPriceAlertSigners } from "../price-alerts/tokens.ts";
import { databaseRateLimiter } from "../rate-limit/fixed-window.ts";
import { nudgeMail, siteMailDelivery } from "./mail.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The price alerts' sender (runs at ready, hourly, after a sync completes a month); null without a database. */
    priceAlerts: PriceAlertRunner | null;
    /** Following a vehicle's price, from /api/alertas-de-preco or the vehicle page's action. */
    followPriceAlert: FollowPriceAlert;
  }
}

async function priceAlertsPlugin(app: FastifyInstance, { config, autoStart }: { config: Config; autoStart: boolean }) {
  const { database } = app;
  const signers = createPriceAlertSigners(app.secret);
  const follow = createFollowPriceAlert({
    db: database.db,
    signers,
    siteUrl: config.SITE_URL,
    limiter: databaseRateLimiter(database, {
      max: config.RATE_LIMIT_MAX,
      scope: "price-alerts",
      onError: (error) => app.log.warn({ err: error }, "rate limit unavailable: write allowed"),
    }),
    onQueued: nudgeMail(app),
    log: app.log,
  });
  app.decorate("followPriceAlert", follow);
  await app.register(priceAlertRoutes, {
    db: database.db,
    signers,
    follow: follow.follow,
    mailDelivery: siteMailDelivery(app),
  });
  const runner = createPriceAlertRunner(database.db, {
    signers,
    siteUrl: config.SITE_URL,
    log: app.log,
    onQueued: nudgeMail(app),
  });
  app.decorate("priceAlerts", runner);
  if (autoStart) app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
}

export default fp(priceAlertsPlugin, { name: "price-alerts", dependencies: ["database", "mail"] });
