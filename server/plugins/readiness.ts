// Readiness: each plugin adds its check (app.readinessChecks.name = ...); /readyz says only ok
// or not, app.readiness() (the console's /api/admin/readiness) every check in detail; /healthz
// answers while the process runs.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runReadinessChecks, type Readiness, type ReadinessCheck } from "../health/readiness.ts";
import { healthRoutes } from "../health/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The checks /readyz runs, by name (added by the plugins that own them). */
    readinessChecks: Record<string, ReadinessCheck>;
    /** Every readiness check in detail (what /api/admin/readiness shows; /readyz says only ok or not). */
    readiness(): Promise<Readiness>;
  }
}

async function readinessPlugin(app: FastifyInstance) {
  const checks: Record<string, ReadinessCheck> = {};
  app.decorate("readinessChecks", checks);
  app.decorate("readiness", () => runReadinessChecks(checks));
  await app.register(healthRoutes, { checks });
}

export default fp(readinessPlugin, { name: "readiness" });
