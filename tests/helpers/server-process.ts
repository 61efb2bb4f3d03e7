// Runs the real server as a child process, for stop/restart tests, the bench and the scale
// test: from the TypeScript sources (through tsx), or compiled as `npm start` runs it.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { SERVER_ENTRY } from "../../scripts/build-stamp.mjs";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** node's flags in `npm start` (package.json), used for the compiled runs too. */
export const NODE_FLAGS = (
  JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));

export type StartOptions = {
  /** "source" (default): server/main.ts through tsx. "compiled": node on the compiled server
   * (build/server-js), what `npm start` runs once the build is current. "start": `node
   * scripts/start.mjs` itself (rebuilds first when the build is stale, e.g. when ANON_KEY or
   * SITE_URL differ from the build's: only for one process at a time). */
  run?: "source" | "compiled" | "start";
  port?: number;
  /** How long to wait for /healthz (ms). */
  timeoutMs?: number;
};

export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args =
    options.run === "start"
      ? [...NODE_FLAGS, "scripts/start.mjs"]
      : options.run === "compiled"
        ? [...NODE_FLAGS, SERVER_ENTRY]
        : ["--import", "tsx", "server/main.ts"];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      FIPE_SYNC: "off",
      PUBLIC_DATA_SYNC: "off",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => output, exited };
}
