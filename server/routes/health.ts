import type { FastifyInstance } from "fastify";

/** A dependency's state; extra fields (such as the FIPE upstreams') are reported as they are. */
export type ReadinessCheck = () => Promise<{ ok: boolean; detail?: string; [info: string]: unknown }>;

/** /healthz: the process answers. /readyz: its dependencies (the database) answer too. */
export async function healthRoutes(app: FastifyInstance, { checks }: { checks: Record<string, ReadinessCheck> }) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (_request, reply) => {
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
    const ok = Object.values(results).every((r) => r.ok);
    reply.header("Cache-Control", "no-store").code(ok ? 200 : 503);
    return { status: ok ? "ok" : "unavailable", checks: results };
  });
}
