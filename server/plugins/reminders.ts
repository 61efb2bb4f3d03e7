// IPVA and licensing reminders: asking for them (server/reminders/subscribe.ts, with its
// per-client limit; decorated as app.subscribeReminder for the /lembretes-ipva page's action),
// /api/lembretes and the links (confirm, cancel), and the sender (at ready and hourly:
// app.reminders).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { databaseRateLimiter } from "../rate-limit/fixed-window.ts";
import { reminderRoutes } from "../reminders/routes.ts";
import { createReminderRunner, type ReminderRunner } from "../reminders/runner.ts";
import { createSubscribeReminder, type SubscribeReminder } from "../reminders/subscribe.ts";
import { createReminderSigners } from "../reminders/tokens.ts";
import { nudgeMail, siteMailDelivery } from "./mail.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The reminders' sender (runs at ready and hourly); null without a database. */
    reminders: ReminderRunner | null;
    /** Asking for reminders, from /api/lembretes or the /lembretes-ipva page's action. */
    subscribeReminder: SubscribeReminder;
  }
}

async function remindersPlugin(app: FastifyInstance, { config, autoStart }: { config: Config; autoStart: boolean }) {
  const { database } = app;
  const signers = createReminderSigners(app.secret);
  const subscribe = createSubscribeReminder({
    db: database.db,
    signers,
    siteUrl: config.SITE_URL,
    limiter: databaseRateLimiter(database, {
      max: config.RATE_LIMIT_MAX,
      scope: "reminders",
      onError: (error) => app.log.warn({ err: error }, "rate limit unavailable: write allowed"),
    }),
    onQueued: nudgeMail(app),
    log: app.log,
  });
  app.decorate("subscribeReminder", subscribe);
  await app.register(reminderRoutes, {
    db: database.db,
    signers,
    subscribe: subscribe.subscribe,
    mailDelivery: siteMailDelivery(app),
  });
  const runner = createReminderRunner(database.db, {
    signers,
    siteUrl: config.SITE_URL,
    log: app.log,
    onQueued: nudgeMail(app),
  });
  app.decorate("reminders", runner);
  if (autoStart) app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
}

export default fp(remindersPlugin, { name: "reminders", dependencies: ["database", "mail"] });
