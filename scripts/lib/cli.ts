// What the command-line scripts share: one line on stderr and an exit code for each way they
// stop, and the configuration and database, with one clear line for each way they can fail to open.
import { ConfigError, loadConfig, type Config } from "../../server/config.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { DataDirInUseError } from "../../server/db/data-dir-lock.ts";

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/**
 * The configuration and its database (DATABASE_URL, else PGlite in DATA_DIR). A bad
 * configuration ends the process with its message; a PGlite folder another process holds ends
 * it with that message and `inUse.advice` (what to do instead), exit code `inUse.code`.
 */
export async function openForCli(
  inUse: { advice: string; code?: number } = {
    advice: "Stop the server first, or use PostgreSQL (DATABASE_URL) while it runs.",
  },
): Promise<{ config: Config; database: Database }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    return { config, database: await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }) };
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(`${error.message}\n${inUse.advice}`, inUse.code);
    throw error;
  }
}
