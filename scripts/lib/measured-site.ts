// The site as the diagnostics measure it: the production build (compiled server, PGlite in a
// fresh folder) with the local FIPE stand-in as its upstream, warmed on the pages to measure
// (a visitor of a running site does not wait for the first FIPE lookups).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFipeMock } from "../../tests/fixtures/fipe/server.ts";
import { startServer } from "../../tests/helpers/server-process.ts";

export type MeasuredSite = { url: string; stop(): Promise<void> };

export async function startMeasuredSite(warmPaths: string[], warmTimes = 3): Promise<MeasuredSite> {
  const fipe = await startFipeMock();
  const server = await startServer(
    {
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(join(tmpdir(), "cec-measured-")),
      DATABASE_URL: "",
      FIPE_UPSTREAMS: `v1:${fipe.url}`,
    },
    { run: "compiled", timeoutMs: 180_000 },
  );
  for (const path of warmPaths)
    for (let i = 0; i < warmTimes; i++) await fetch(`${server.url}${path}`, { redirect: "follow" });
  return {
    url: server.url,
    async stop() {
      server.child.kill("SIGTERM");
      await fipe.close();
    },
  };
}
