import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium-path.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The local FIPE service the e2e server uses as upstream (tests/fixtures/fipe). */
export const FIPE_MOCK_PORT = Number(process.env.E2E_FIPE_PORT ?? PORT + 6);
/** The e2e server's mailbox: what its real SMTP server received, as JSON at /messages. */
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? PORT + 7);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
/** Browser specs that look prices up through the local FIPE services (see `projects`). */
const FIPE_SPECS = /\/fipe[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI either: a test that passes only on its second try is a failure to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions,
  },
  // The FIPE specs switch the shared local FIPE services' failures on and off
  // (tests/fixtures/fipe: one set for the whole run): they run one at a time, in their own
  // projects, so a failure one test turns on never reaches another test's lookup.
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile-only/,
      testIgnore: FIPE_SPECS,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 5"], viewport: { width: 390, height: 844 }, launchOptions },
      grep: /@mobile-only|@both-viewports/,
      testIgnore: FIPE_SPECS,
    },
    {
      name: "fipe-desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@mobile-only/,
      testMatch: FIPE_SPECS,
      workers: 1,
    },
    {
      name: "fipe-mobile",
      use: { ...devices["Pixel 5"], viewport: { width: 390, height: 844 }, launchOptions },
      grep: /@mobile-only|@both-viewports/,
      testMatch: FIPE_SPECS,
      workers: 1,
      dependencies: ["fipe-desktop"],
    },
  ],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    // Its start may include the whole build (`npm start` builds when the build is missing or
    // older than the sources) and the public data's import: minutes on a busy two-core host.
    timeout: 240_000,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      E2E_FIPE_PORT: String(FIPE_MOCK_PORT),
      E2E_MAIL_PORT: String(MAIL_PORT),
    },
  },
});
