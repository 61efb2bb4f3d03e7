// One server per data folder: PGlite is single-process, and two writers would corrupt it. The
// lock file names its process by pid and, on Linux, the process's start time: a pid that is a
// zombie (killed, not reaped yet) or that another process has since taken is a stale lock, not
// a server, so a restart right after a `kill -9` goes on.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

/** Folders locked by this process (a second open in the same process is refused too). */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {}

/** A process's state and start time (clock ticks since boot) from /proc; null without it. */
export function processStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (name) state ppid …": the name may hold spaces and parentheses; fields follow the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0]!, startTime: fields[19]! };
  } catch {
    return null;
  }
}

/** What the lock file says: "pid" or "pid startTime". */
function lockContent(pid: number): string {
  const startTime = processStat(pid)?.startTime;
  return startTime ? `${pid} ${startTime}` : String(pid);
}

/** Whether the lock's process still runs: not gone, not a zombie, not another process on its pid. */
function isAlive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = processStat(pid);
  if (!stat) return true; // no /proc (or not ours to read): kill(0) is all there is
  if (stat.state === "Z" || stat.state === "X") return false;
  return !startTime || stat.startTime === startTime;
}

/** Takes the folder's lock file or throws a clear error; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const key = resolve(dataDir);
  if (heldHere.has(key)) {
    throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, lockContent(process.pid));
      closeSync(fd);
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText, startTime] = readFileSync(path, "utf8").trim().split(/\s+/);
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid, startTime)) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another server (pid ${pid}). ` +
            "Stop that server, or start this one with another DATA_DIR or a DATABASE_URL.",
        );
      }
      unlinkSync(path); // stale lock of a process that is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}
