// The forms' inserts (contact, newsletter): their service (server/rest/service.ts: the
// per-client limit, validation, the mail each insert queues), decorated as app.forms for the
// pages' actions, and /rest/v1 in front of it.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { createFormInserts, type FormInserts } from "../rest/service.ts";
import { restRoutes } from "../rest/routes.ts";
import { nudgeMail, siteMailDelivery } from "./mail.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The forms' inserts (absent without a database). */
    forms: FormInserts;
  }
}

async function restPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { mail } = app;
  if (!mail) throw new Error("the REST plugin needs the mail plugin");
  const forms = createFormInserts({
    database: app.database,
    rateLimitMax: config.RATE_LIMIT_MAX,
    mail: { triggers: mail.triggers, onQueued: nudgeMail(app) },
    writeHealth: app.writeHealth,
    log: app.log,
  });
  app.decorate("forms", forms);
  await app.register(restRoutes, {
    anonKey: config.ANON_KEY,
    forms,
    faultsReported: true,
    mailDelivery: siteMailDelivery(app),
  });
}

export default fp(restPlugin, { name: "rest", dependencies: ["database", "mail"] });
