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
import { startPublicDataStandIn } from "../tests/fixtures/public-data/server.ts";
import { IN_CI } from "../tests/helpers/postgres-required.ts";

export const E2E_DATABASE_NAME = process.env.E2E_DATABASE_NAME ?? "cec_e2e";

const testUrl = process.env.TEST_DATABASE_URL;
// Under CI the specs that read the database must run (tests/helpers/postgres-required.ts).
if (!testUrl && IN_CI) {
  throw new Error("e2e server: TEST_DATABASE_URL is unset and CI is set: the browser tests need PostgreSQL under CI");
}
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
// The ANP's and the Banco Central's stand-ins (four weeks ending last week, every state; the
// newest loan rate 1,95 % a.m.), imported once before the server starts; no background refresh.
const publicData = await startPublicDataStandIn(Number(process.env.E2E_PUBLIC_DATA_PORT ?? 0));
process.env.ANP_PRICES_URLS = publicData.anpUrls.join(",");
process.env.BCB_SGS_URL = publicData.bcbUrl;
process.env.PUBLIC_DATA_SYNC ??= "off";
{
  const { loadConfig } = await import("../server/config.ts");
  const { openDatabase } = await import("../server/db/client.ts");
  const { refreshSource } = await import("../server/public-data/refresh.ts");
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const sources = { anpUrls: config.ANP_PRICES_URLS, bcbUrl: config.BCB_SGS_URL };
  for (const source of ["anp", "bcb"] as const) {
    const outcome = await refreshSource(database.db, source, sources);
    if (outcome?.error) throw new Error(`e2e public data import failed: ${outcome.error}`);
  }
  await database.close();
}
await import("./start.mjs");
