// The browser for Playwright and Lighthouse: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// else undefined (Playwright's own, where one is installed).
import { existsSync } from "node:fs";

export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** Flags for a closed network and a root user (see docs/operations.md). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
