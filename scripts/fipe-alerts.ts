// `npm run fipe:alerts`: queues the price alerts of the newest reference month the catalog
// completed (server/price-alerts/send.ts), the same thing the server does by itself after a sync
// completes a month; then, when SMTP_URL is set, delivers the outbox as a server process would.
// Idempotent and safe beside running servers and other runs: each person gets at most one
// mail per month. Uses DATABASE_URL (PostgreSQL, any time) or DATA_DIR (PGlite: only while the
// server is stopped). Exits 0 when done, 1 on errors.
import { authSecret } from "../server/auth.ts";
import { createMailRuntime } from "../server/mail/runtime.ts";
import { sendPriceAlerts } from "../server/price-alerts/send.ts";
import { createPriceAlertSigners } from "../server/price-alerts/tokens.ts";
import { openForCli } from "./lib/cli.ts";

if (process.argv.includes("--help")) {
  console.log("Usage: npm run fipe:alerts  (queues and sends the newest complete month's price alerts)");
  process.exit(0);
}

const { config, database } = await openForCli({
  advice: "Stop the server first (it sends the alerts by itself), or use PostgreSQL (DATABASE_URL).",
});

const quiet = { info: () => {}, warn: (obj: object, msg: string) => console.error(`warning: ${msg}`, obj) };
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
  const mail = createMailRuntime(config, database.db, secret, quiet);
  if (mail.worker) {
    let sent = 0;
    let failed = 0;
    for (let pass = 0; pass < 1000; pass++) {
      const r = await mail.worker.runOnce();
      sent += r.sent;
      failed += r.failed;
      if (r.sent + r.failed === 0) break;
    }
    await mail.worker.stop();
    console.log(`Outbox: ${sent} mails sent, ${failed} failed (retried later by the server).`);
  } else {
    console.log("SMTP_URL is unset: the mail waits in the outbox until a server with e-mail on sends it.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
