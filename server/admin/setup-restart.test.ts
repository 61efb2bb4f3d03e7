// The first-admin set-up address through a restart: the address an earlier start logged must
// never work on the restarted server, not even in its first milliseconds. A client polls the
// port with the old token from the moment the old process is gone until the new one is ready.
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { freePort, startServer } from "../../tests/helpers/server-process.ts";

const BUILD_DIR = makeFakeBuild();
const ANON_KEY = "setup-restart-anon-key-01";

function setupToken(output: string): string | undefined {
  return [...output.matchAll(/\/admin\/configurar\?token=([\w-]+)/g)].at(-1)?.[1];
}

/** One POST to the set-up address from a given loopback address (each has its own limit). */
function trySetup(port: number, localAddress: string, token: string): Promise<number> {
  const body = JSON.stringify({ token, email: "attacker@example.com", password: "attacker-password-123" });
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/api/setup/first-admin",
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0)); // not listening yet
    req.end(body);
  });
}

describe("first-admin set-up address through a restart", () => {
  // Two server processes one after the other, each through tsx on the PGlite folder and given
  // 90 s to start on a busy host: past the 60 s default.
  it("the address logged before the restart is refused from the restarted server's first answer", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cec-setup-restart-"));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, BUILD_DIR, ANON_KEY };
    const first = await startServer(env, { port, timeoutMs: 90_000 });
    const oldToken = setupToken(first.output());
    first.child.kill("SIGTERM");
    await first.exited;
    expect(oldToken).toBeTruthy();

    let ready = false;
    const answers: number[] = [];
    const polling = (async () => {
      for (let i = 0; !ready; i++) {
        const status = await trySetup(port, `127.0.0.${2 + (i % 250)}`, oldToken!);
        if (status) answers.push(status);
        else await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const second = await startServer(env, { port, timeoutMs: 90_000 });
    ready = true;
    await polling;
    try {
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter((status) => status === 201)).toEqual([]);
      const newToken = setupToken(second.output());
      expect(newToken).toBeTruthy();
      expect(newToken).not.toBe(oldToken);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 240_000);
});
