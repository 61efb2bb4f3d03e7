// The data folder's lock after a crash: a zombie (killed, not reaped yet) or a pid another
// process has since taken does not block a restart; a live server still does.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, processStat } from "./data-dir-lock.ts";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A shell whose background child exits unreaped: its pid stays a zombie while the shell sleeps. */
async function zombiePid(): Promise<number> {
  const child = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
  children.push(child);
  const pid = await new Promise<number>((resolve) => child.stdout!.once("data", (d) => resolve(Number(String(d)))));
  for (let i = 0; i < 50 && processStat(pid)?.state !== "Z"; i++) await new Promise((r) => setTimeout(r, 20));
  return pid;
}

describe.skipIf(process.platform !== "linux")("data folder lock after a crash", () => {
  it("a lock whose pid is a zombie is stale", async () => {
    const pid = await zombiePid();
    expect(processStat(pid)?.state).toBe("Z");
    const dir = mkdtempSync(join(tmpdir(), "cec-lock-zombie-"));
    writeFileSync(join(dir, "server.lock"), String(pid));
    const release = lockDataDir(dir);
    release();
  });

  it("a lock whose pid another process has taken since is stale; the live server's is not", () => {
    const other = spawn("sleep", ["30"]);
    children.push(other);
    const dir = mkdtempSync(join(tmpdir(), "cec-lock-reused-"));
    writeFileSync(join(dir, "server.lock"), `${other.pid} 1`);
    lockDataDir(dir)();
    writeFileSync(join(dir, "server.lock"), `${other.pid} ${processStat(other.pid!)!.startTime}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });
});
