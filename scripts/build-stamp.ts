// A fingerprint of everything the client build is made from (sources, content, config and
// the public build-time variables). npm start rebuilds when it differs from the last build's.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CONTROLLER_ENV } from "../build-env.ts";

const INPUTS = [
  "app",
  "content",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "build-env.ts",
  "package-lock.json",
  "scripts/postbuild.ts",
  "scripts/share-images.ts",
  "scripts/pwa-assets.ts",
  "server/share-image",
];
const BUILD_ENV = ["SITE_URL", "ANON_KEY", "BACKEND_URL", ...CONTROLLER_ENV];
export const STAMP_FILE = "build/.source-hash";

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (name.endsWith(".test.ts") || name.endsWith(".test.tsx") ? [] : files(join(path, name))));
}

export function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(files)) {
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  return (
    existsSync("build/client/index.html") &&
    existsSync(STAMP_FILE) &&
    readFileSync(STAMP_FILE, "utf8") === sourceFingerprint()
  );
}
