// Readiness: the checks the plugins add (the database, its writes, mail, FIPE), run together.
// /readyz says only ok or not (server/health/routes.ts); the console's /api/admin/readiness
// shows every check in detail.

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
