// Retention: personal data and expired counters removed on schedule (server/retention/),
// from the app's start to its close.
import type { FastifyInstance } from "fastify";
import { createRetention } from "../retention/retention.ts";

export default async function retentionPlugin(app: FastifyInstance) {
  const retention = createRetention(app.database.db, app.log);
  app.addHook("onReady", async () => retention.start());
  app.addHook("onClose", async () => retention.stop());
}
