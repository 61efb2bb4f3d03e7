// The server for browser tests: the production build, the local FIPE service, a real SMTP
// server (mail readable at E2E_MAIL_PORT/messages), a fresh database — a new PostgreSQL
// database (cec_e2e) when TEST_DATABASE_URL is set, so tests can read the rows the pages
// wrote, else PGlite in a fresh temporary folder.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
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
} else {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "cec-e2e-"));
}
// The local FIPE service stands in for the third-party one (the only mocked part).
const fipe = await startFipeMock(Number(process.env.E2E_FIPE_PORT ?? 4179));
process.env.FIPE_API_URL = fipe.url;
process.env.FIPE_TIMEOUT_MS ??= "1500";
// A real SMTP server receives the site's mail; the specs read it from a small HTTP endpoint.
const mailbox = await startMailbox(Number(process.env.E2E_MAIL_PORT ?? 4180));
process.env.SMTP_URL = mailbox.smtpUrl;
process.env.CONTACT_INBOX ??= "contato@carroemconta.test";
await import("./start.ts");
