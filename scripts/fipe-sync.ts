// `npm run fipe:sync [-- --tipos carros,motos] [--recheck] [--concurrency N]`: brings FIPE's
// newest reference month into the catalog (server/fipe/catalog/sync.ts) through the same
// fail-over, pacing and daily budget as the server (leaving FIPE_SYNC_RESERVE for visitors).
// Resumes where a previous run stopped; exits 0 when the month is complete, 75 when it stopped
// early (budget left for syncing spent, upstreams failing: run it again later), 1 on errors.
// One sync at a time: it waits while another process holds the sync lease. Uses DATABASE_URL
// (PostgreSQL, any time) or DATA_DIR (PGlite: only while the server is stopped).
import { parseArgs } from "node:util";
import { VEHICLE_TYPES, type VehicleType } from "#app/lib/fipe/fipe-types.ts";
import { createFipeStack } from "../server/fipe/stack.ts";
import { syncNewestMonth, SyncUnavailable, type SyncProgress } from "../server/fipe/catalog/sync.ts";
import { formatDuration } from "../server/fipe/catalog/sync-eta.ts";
import { fail, openForCli } from "./lib/cli.ts";

const EX_TEMPFAIL = 75;

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        tipos: { type: "string" },
        recheck: { type: "boolean", default: false },
        concurrency: { type: "string", default: "2" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    return fail(
      `${(error as Error).message}\nUsage: npm run fipe:sync -- [--tipos carros,motos,caminhoes] [--recheck]`,
    );
  }
})();
if (values.help) {
  console.log("Usage: npm run fipe:sync -- [--tipos carros,motos,caminhoes] [--recheck] [--concurrency N]");
  process.exit(0);
}
const types = (values.tipos ?? VEHICLE_TYPES.join(",")).split(",").map((t) => t.trim());
for (const t of types) {
  if (!VEHICLE_TYPES.includes(t as VehicleType)) fail(`--tipos: unknown type "${t}" (use ${VEHICLE_TYPES.join(", ")})`);
}
const concurrency = Number(values.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) fail("--concurrency must be 1 to 16");

const { config, database } = await openForCli({
  advice: "Stop the server first, or sync against PostgreSQL (DATABASE_URL) while it runs.",
});
const quiet = { info: () => {}, warn: (obj: object, msg: string) => console.error(`warning: ${msg}`, obj) };

const { syncDeps: deps, lease } = createFipeStack(config, database, quiet);
const tty = process.stderr.isTTY === true;

let lastLine = 0;
function showProgress(p: SyncProgress) {
  const share = p.total ? p.done / p.total : 0;
  // The estimate accounts for the budgets and the site's pacing (sync-eta.ts); none before a pace is measured.
  const eta = p.etaAt
    ? ` · about ${formatDuration(p.etaAt - Date.now())} left`
    : p.phase === "lists"
      ? " · time left: estimated once the pace is measured (reading the lists)"
      : "";
  const text = `${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} (${Math.floor(share * 100)}%) ${p.phase} · ${p.failures} failures${eta}`;
  if (tty) {
    const width = 30;
    const filled = Math.round(share * width);
    process.stderr.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}\x1b[K`);
  } else if (Date.now() - lastLine > 10_000) {
    lastLine = Date.now();
    console.error(text);
  }
}

const abort = new AbortController();
process.on("SIGINT", () => abort.abort());
process.on("SIGTERM", () => abort.abort());

let code = 0;
try {
  let waiting = false;
  while (!(await lease.claim())) {
    if (abort.signal.aborted) fail("interrupted", 130);
    if (!waiting) console.error(`Another process (${await lease.holder()}) is syncing; waiting for it…`);
    waiting = true;
    await new Promise((r) => setTimeout(r, 3000));
  }
  try {
    const result = await syncNewestMonth(deps, {
      types: types as VehicleType[],
      concurrency,
      recheck: values.recheck,
      // An operator runs this right after FIPE publishes: ask for the month list now (one call).
      freshReferences: true,
      signal: abort.signal,
      onProgress: showProgress,
      heartbeat: () => lease.claim(),
    });
    if (tty) process.stderr.write("\n");
    const stored = `${result.stored.lists} lists and ${result.stored.prices} prices stored (${result.stored.notListed} not listed that month), ${result.calls} upstream calls`;
    if (result.complete) {
      console.log(`FIPE ${result.label} (${result.month}) is complete: ${result.done} keys held. This run: ${stored}.`);
    } else {
      const why =
        result.stopped === "budget"
          ? "the daily budget left for syncing is spent (FIPE_SYNC_RESERVE stays for visitors)"
          : result.stopped === "failing"
            ? "the FIPE services keep failing"
            : result.stopped === "aborted"
              ? "interrupted"
              : `${result.failures} keys failed (last: ${result.lastError})`;
      console.log(
        `FIPE ${result.label} (${result.month}) is not complete yet: ${result.done}/${result.total} keys held; ${why}. This run: ${stored}. Run it again to resume.`,
      );
      code = EX_TEMPFAIL;
    }
  } finally {
    await lease.release().catch(() => {});
  }
} catch (error) {
  if (error instanceof SyncUnavailable) {
    console.error(`Cannot sync now: ${error.message}.`);
    code = EX_TEMPFAIL;
  } else {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
} finally {
  await database.close();
}
process.exit(code);
