// `npm run lembretes`: queues the IPVA and licensing reminders due today in Brasília (server/
// reminders/send.ts), the same thing the server does by itself every hour; then, when SMTP_URL
// is set, delivers the outbox as a server process would. REMINDERS_TODAY=AAAA-MM-DD sends as on
// that day (tests, or making up for a day). Idempotent and safe beside running servers and
// other runs: each plate gets each event's reminder at most once. Uses DATABASE_URL
// (PostgreSQL, any time) or DATA_DIR (PGlite: only while the server is stopped). Exits 0 when
// done, 1 on errors, 2 on a malformed REMINDERS_TODAY.
import { authSecret } from "../server/auth/better-auth.ts";
import { sendReminders } from "../server/reminders/send.ts";
import { createReminderSigners } from "../server/reminders/tokens.ts";
import { fail, openForCli } from "./lib/cli.ts";
import { drainOutbox } from "./lib/drain-outbox.ts";

if (process.argv.includes("--help")) {
  console.log(
    "Usage: npm run lembretes  (queues and sends the reminders due today in Brasília; REMINDERS_TODAY=AAAA-MM-DD sets the day)",
  );
  process.exit(0);
}

const today = process.env.REMINDERS_TODAY?.trim() || undefined;
if (today !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(today) && !Number.isNaN(Date.parse(`${today}T00:00:00Z`)))) {
  fail(`REMINDERS_TODAY must be a day as AAAA-MM-DD (got "${today}").`, 2);
}

const { config, database } = await openForCli({
  advice: "Stop the server first (it sends the reminders by itself), or use PostgreSQL (DATABASE_URL).",
});

let code = 0;
try {
  const secret = authSecret(config);
  const result = await sendReminders(database.db, {
    signers: createReminderSigners(secret),
    siteUrl: config.SITE_URL,
    ...(today ? { today } : {}),
  });
  console.log(
    `${result.today}: ${result.queued} reminder mails queued now (${result.events} dates); a date already reminded is not reminded again.`,
  );
  await drainOutbox(config, database.db, secret);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
