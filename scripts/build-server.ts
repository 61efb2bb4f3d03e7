// `npm run build:server`: bundles server/ (and what it imports from app/ and from most
// packages) into a few plain JavaScript files in build/server-js/server with esbuild (type
// checking is `npm run typecheck`), copies the files the server reads by path next to where
// its modules were (SQL migrations and their journal, any other non-TypeScript file under
// server/), and stamps the result.
//
// Why one bundle and not a module per file: the server imports ~1,300 files (kysely, ajv,
// drizzle, better-auth, zod, ...); resolving, reading and compiling each one was ~40 % of the
// start's CPU time (ADR 015).
// - Each of our modules keeps its own `import.meta.url` as if compiled file by file
//   (build/server-js/server/db/client.js, ...), so paths relative to a module (migrations,
//   the PGlite set-up child) work as before.
// - Dynamic imports become chunks loaded when first used; the share cards' renderer is an entry
//   of its own (server/share-image/worker-thread.ts, compiled to server/share-image-worker.js),
//   run in a worker thread.
// - Packages that read files beside their own code, or only load on rare paths, stay in
//   node_modules (EXTERNAL).
import { build, type Plugin } from "esbuild";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_STAMP_FILE, serverFingerprint } from "./build-stamp.mjs";

export const SERVER_OUT_DIR = "build/server-js";

/** Loaded from node_modules at run time, not bundled. */
export const EXTERNAL = [
  // WebAssembly and data files found from its own import.meta.url.
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  // PostgreSQL mode only (optional native binding).
  "pg",
  "pg-native",
  // pino's transports start worker files beside its code.
  "pino",
  // The share card renderer (wasm, fonts), loaded with the first card.
  "@resvg/resvg-wasm",
  "satori",
  "react",
  "react-dom",
  "react-dom/*",
  "lucide-react",
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Our modules (server/, app/, the root) that use import.meta.url see the URL their own
 * compiled file would have had (outDir/server/db/client.js, ...). */
function ownModuleUrls(outDir: string, sourcesUsingUrl: Set<string>): Plugin {
  const root = resolve(".");
  return {
    name: "own-module-urls",
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes("/node_modules/") || !args.path.startsWith(root)) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const rel = relative(root, args.path);
        sourcesUsingUrl.add(rel);
        const compiled = join(outDir, rel.replace(/\.tsx?$/, ".js"));
        const fromOutput = `./${relative(join(outDir, "server"), compiled)}`;
        const contents = source.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`,
        );
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/** Bundles the server into outDir (the default build, or a test's own folder); returns how
 * many non-TypeScript files were copied beside it. */
export async function buildServer(outDir = SERVER_OUT_DIR): Promise<number> {
  rmSync(outDir, { recursive: true, force: true });
  const sourcesUsingUrl = new Set<string>();
  const result = await build({
    // The share images' drawing thread is started from its own file (server/share-image/worker-renderer.ts),
    // compiled directly into outDir/server (as share-image-worker.js): the card renderer it
    // bundles reads its own import.meta.url, which the check below wants there.
    entryPoints: [
      "server/main.ts",
      "server/db/init-pglite.ts",
      { in: "server/share-image/worker-thread.ts", out: "share-image-worker" },
    ],
    outbase: "server",
    outdir: join(outDir, "server"),
    entryNames: "[dir]/[name]",
    // Chunks sit beside main.js: the URL rewriting above assumes every module it touches
    // ends up in a file directly in outDir/server (checked below).
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    external: EXTERNAL,
    // Bundled CommonJS packages call require() for node's modules.
    banner: {
      js: 'import { createRequire as __cecCreateRequire } from "node:module"; const require = __cecCreateRequire(import.meta.url);',
    },
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    plugins: [ownModuleUrls(outDir, sourcesUsingUrl)],
  });
  const serverDir = resolve(outDir, "server");
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (resolve(dirname(file)) === serverDir) continue;
    const misplaced = Object.keys(output.inputs).filter((input) => sourcesUsingUrl.has(input));
    if (misplaced.length) {
      throw new Error(`build:server: ${misplaced.join(", ")} (import.meta.url) landed in ${file}, not in ${serverDir}`);
    }
  }
  let copied = 0;
  for (const file of walk("server")) {
    if (/\.(ts|tsx|mts|cts)$/.test(file)) continue;
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
    copied += 1;
  }
  return copied;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? "")).href) {
  const started = performance.now();
  const stamp = serverFingerprint(); // of the sources as they were when the compile began
  const copied = await buildServer();
  writeFileSync(SERVER_STAMP_FILE, stamp);
  console.log(
    `build:server: bundled server/ into ${SERVER_OUT_DIR}/server and copied ${copied} other files in ${Math.round(performance.now() - started)} ms`,
  );
}
