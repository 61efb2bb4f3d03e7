// One server per data folder: PGlite is single-process, and two writers would corrupt it.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

/** Folders locked by this process (a second open in the same process is refused too). */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
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
      writeSync(fd, String(process.pid));
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
      const pid = Number(readFileSync(path, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
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
