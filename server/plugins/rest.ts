// /rest/v1: the forms' inserts (contact, newsletter), with their per-client limit and the mail
// each insert queues.
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { restRoutes } from "../routes/rest.ts";
import { nudgeMail } from "./mail.ts";

export default async function restPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const { mail } = app;
  if (!mail) throw new Error("the REST plugin needs the mail plugin");
  await app.register(restRoutes, {
    database: app.database,
    anonKey: config.ANON_KEY,
    rateLimitMax: config.RATE_LIMIT_MAX,
    mail: { triggers: mail.triggers, onQueued: nudgeMail(app) },
    writeHealth: app.writeHealth,
  });
}
