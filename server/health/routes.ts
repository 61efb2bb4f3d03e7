// /healthz and /readyz, registered by the readiness plugin with the checks the plugins added.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reportedFaults } from "../http/access-log.ts";
import { answer } from "../validation/answers.ts";
import { noQuery } from "../validation/fields.ts";
import { API_TAGS } from "../validation/openapi.ts";
import { runReadinessChecks, type ReadinessCheck } from "./readiness.ts";

const ok = z.object({ status: z.literal("ok") });

/**
 * /healthz: the process answers. /readyz: its dependencies (the database, its writes) answer
 * too. Both are public, so they say only ready or not: the details (upstream addresses, daily
 * budgets, circuits, database errors) are for admins, at GET /api/admin/readiness.
 */
export async function healthRoutes(app: FastifyInstance, { checks }: { checks: Record<string, ReadinessCheck> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const healthz = {
    tags: [API_TAGS.health],
    summary: "Liveness",
    description: "The process answers. `Cache-Control: no-store`.",
    querystring: noQuery,
    response: { 200: answer(ok, "Alive") },
  };
  routes.get("/healthz", { schema: healthz }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" as const };
  });

  const readyz = {
    tags: [API_TAGS.health],
    summary: "Readiness",
    description: "The database answers and takes writes; details are for admins. `Cache-Control: no-store`.",
    querystring: noQuery,
    response: {
      200: answer(ok, "Ready"),
      503: answer(z.object({ status: z.literal("unavailable") }), "Not ready"),
    },
  };
  routes.get("/readyz", { schema: readyz }, async (request, reply) => {
    const { ok: ready } = await runReadinessChecks(checks);
    // "Not ready" is an answer, not a server error: no "request failed" line per poll.
    if (!ready) reportedFaults.add(request);
    reply.header("Cache-Control", "no-store");
    return ready ? reply.code(200).send({ status: "ok" }) : reply.code(503).send({ status: "unavailable" });
  });
}
