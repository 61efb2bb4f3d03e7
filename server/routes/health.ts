import type { FastifyInstance } from "fastify";
import { reportedFaults } from "../access-log.ts";
import { noQuery } from "../validation/fields.ts";

/** A dependency's state; extra fields (such as the FIPE upstreams') are reported as they are. */
export type ReadinessCheck = () => Promise<{ ok: boolean; detail?: string; [info: string]: unknown }>;

export type Readiness = { ok: boolean; checks: Record<string, Awaited<ReturnType<ReadinessCheck>>> };

/** Runs every check; a check that throws counts as not ok, with its message. */
export async function runReadinessChecks(checks: Record<string, ReadinessCheck>): Promise<Readiness> {
  const results = Object.fromEntries(
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          return [name, await check()] as const;
        } catch (error) {
          return [name, { ok: false, detail: error instanceof Error ? error.message : String(error) }] as const;
        }
      }),
    ),
  );
  return { ok: Object.values(results).every((r) => r.ok), checks: results };
}

/**
 * /healthz: the process answers. /readyz: its dependencies (the database, its writes) answer
 * too. Both are public, so they say only ready or not: the details (upstream addresses, daily
 * budgets, circuits, database errors) are for admins, at GET /api/admin/readiness.
 */
export async function healthRoutes(app: FastifyInstance, { checks }: { checks: Record<string, ReadinessCheck> }) {
  app.get("/healthz", { schema: { querystring: noQuery } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", { schema: { querystring: noQuery } }, async (request, reply) => {
    const { ok } = await runReadinessChecks(checks);
    // "Not ready" is an answer, not a server error: no "request failed" line per poll.
    if (!ok) reportedFaults.add(request);
    reply.header("Cache-Control", "no-store").code(ok ? 200 : 503);
    return { status: ok ? "ok" : "unavailable" };
  });
}
