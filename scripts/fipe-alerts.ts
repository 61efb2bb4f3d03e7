// `npm run fipe:alerts`: queues the price alerts of the newest reference month the catalog
// completed (server/price-alerts/send.ts), the same thing the server does by itself after a sync
// completes a month; then, when SMTP_URL is set, delivers the outbox as a server process would.
// Idempotent and safe beside running servers and other runs: each person gets at most one
// mail per month. Uses DATABASE_URL (PostgreSQL, any time) or DATA_DIR (PGlite: only while the
// server is stopped). Exits 0 when done, 1 on errors.
import { authSecret } from "../server/auth/better-auth.ts";
import { sendPriceAlerts } from "../server/price-alerts/send.ts";
import { createPriceAlertSigners } from "../server/price-alerts/tokens.ts";
import { openForCli } from "./lib/cli.ts";
import { drainOutbox } from "./lib/drain-outbox.ts";

if (process.argv.includes("--help")) {
  console.log("Usage: npm run fipe:alerts  (queues and sends the newest complete month's price alerts)");
  process.exit(0);
}

const { config, database } = await openForCli({
  advice: "Stop the server first (it sends the alerts by itself), or use PostgreSQL (DATABASE_URL).",
});

let code = 0;
try {
  const secret = authSecret(config);
  const result = await sendPriceAlerts(database.db, {
    signers: createPriceAlertSigners(secret),
    siteUrl: config.SITE_URL,
  });
  if (!result.month) {
    console.log("No reference month is complete in the catalog yet (npm run fipe:sync): nothing to send.");
  } else {
    console.log(
      `${result.month}: ${result.queued} price alert mails queued now` +
        (result.empty ? ` (${result.empty} people had no price that month)` : "") +
        "; anyone already queued for this month is not queued again.",
    );
  }
  await drainOutbox(config, database.db, secret);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
