// The server for browser tests: the production build, the local FIPE services, a real SMTP
// server (mail readable at E2E_MAIL_PORT/messages), a fresh database — a new PostgreSQL
// database (cec_e2e) when TEST_DATABASE_URL is set, so tests can read the rows the pages
// wrote, else PGlite in a fresh temporary folder.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startFipeStandIns } from "../tests/fixtures/fipe/server.ts";
import { startMailbox } from "../tests/helpers/smtp.ts";

export const E2E_DATABASE_NAME = process.env.E2E_DATABASE_NAME ?? "cec_e2e";

const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${E2E_DATABASE_NAME} with (force)`);
  await admin.query(`create database ${E2E_DATABASE_NAME}`);
  await admin.end();
  const url = new URL(testUrl);
  url.pathname = `/${E2E_DATABASE_NAME}`;
  process.env.DATABASE_URL = url.toString();
  // Required with DATABASE_URL (every process must sign with the same secret).
  process.env.BETTER_AUTH_SECRET ??= "e2e-secret-0123456789abcdef0123456789";
} else {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "cec-e2e-"));
}
// The local FIPE services stand in for the third-party ones (the only mocked part): v1 on
// E2E_FIPE_PORT, whose POST /__control switches failures on all three (or on the one named by
// "upstream": "v1" | "v2" | "site") and whose GET /__hits counts all three by v1-style path.
const fipe = await startFipeStandIns(Number(process.env.E2E_FIPE_PORT ?? 4179));
delete process.env.FIPE_API_URL;
process.env.FIPE_UPSTREAMS = fipe.upstreams;
// No background catalog sync: specs count the stand-ins' hits.
process.env.FIPE_SYNC ??= "off";
process.env.FIPE_TIMEOUT_MS ??= "1500";
// Browser tests turn failures on and off quickly and make many lookups: the circuit breaker
// and the daily budget are covered by server tests, not here.
process.env.FIPE_CIRCUIT_FAILURES ??= "1000";
process.env.FIPE_DAILY_LIMIT ??= "1000000";
process.env.FIPE_CLIENT_LIMIT ??= "1000000";
// Every spec renders pages from this one address.
process.env.RENDER_CLIENT_LIMIT ??= "1000000";
// A real SMTP server receives the site's mail; the specs read it from a small HTTP endpoint.
const mailbox = await startMailbox(Number(process.env.E2E_MAIL_PORT ?? 4180));
process.env.SMTP_URL = mailbox.smtpUrl;
process.env.CONTACT_INBOX ??= "contato@carroemconta.test";
await import("./start.mjs");
