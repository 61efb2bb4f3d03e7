// Fingerprints of everything the build is made from, so `npm start` rebuilds only what is stale:
// the client build (pages and assets: sources, content, config, public build-time variables)
// and the compiled server (build/server-js: server/ and what it imports from app/).
// Plain JavaScript: `npm start` runs it with node alone, before any TypeScript is compiled.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const CLIENT_INPUTS = [
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
  "scripts/precache-scope.ts",
  "scripts/compile-hints.ts",
  "server/ssr/inline-css.ts",
  "server/share-image",
];
/** What the client build reads (tests/unit/build-stamp.test.ts checks the build scripts' imports). */
export const CLIENT_INPUT_PATHS = CLIENT_INPUTS;
const SERVER_INPUTS = [
  "server",
  "app",
  "build-env.ts",
  "tsconfig.json",
  "scripts/build-server.ts",
  "package-lock.json",
];
// build-env.ts's public build-time values (CONTROLLER_ENV and CONTACT_ENV repeated here: plain JavaScript
// cannot import the TypeScript module; tests/unit checks the two lists agree).
const BUILD_ENV = [
  "SITE_URL",
  "ANON_KEY",
  "BACKEND_URL",
  "CONTROLLER_NAME",
  "CONTROLLER_CNPJ",
  "CONTROLLER_ADDRESS",
  "DPO_NAME",
  "DPO_EMAIL",
  "CONTACT_PHONE",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_FACEBOOK_URL",
  "SOCIAL_YOUTUBE_URL",
  "SOCIAL_X_URL",
];
export const BUILD_ENV_NAMES = BUILD_ENV;

export const STAMP_FILE = "build/.source-hash";
export const SERVER_STAMP_FILE = "build/.server-hash";
/** The compiled server's entry point (scripts/build-server.ts bundles server/ into build/server-js/server). */
export const SERVER_ENTRY = "build/server-js/server/main.js";

/** @param {string} path @returns {string[]} */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : files(join(path, name))));
}

/** @param {string[]} inputs @param {string[]} envNames */
function fingerprint(inputs, envNames) {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(files)) {
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const name of envNames) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

export const sourceFingerprint = () => fingerprint(CLIENT_INPUTS, BUILD_ENV);
export const serverFingerprint = () => fingerprint(SERVER_INPUTS, []);

/** @param {string} file @param {string} value */
const stampMatches = (file, value) => existsSync(file) && readFileSync(file, "utf8") === value;

/** The client build (build/client) is there and made from the current sources. */
export function clientBuildIsCurrent() {
  return existsSync("build/client/index.html") && stampMatches(STAMP_FILE, sourceFingerprint());
}

/** The compiled server (build/server-js) is there and made from the current sources. */
export function serverBuildIsCurrent() {
  return existsSync(SERVER_ENTRY) && stampMatches(SERVER_STAMP_FILE, serverFingerprint());
}

/** Both halves of the build are current. */
export function buildIsCurrent() {
  return clientBuildIsCurrent() && serverBuildIsCurrent();
}
