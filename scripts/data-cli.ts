// What the public data commands share: configuration and the database, with one clear line
// for each way they can fail to open (the same as `npm run fipe:import`).
import { ConfigError, loadConfig, type Config } from "../server/config.ts";
import { openDatabase, type Database } from "../server/db/client.ts";
import { DataDirInUseError } from "../server/db/data-dir-lock.ts";

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

export async function openForCli(): Promise<{ config: Config; database: Database }> {
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
    if (error instanceof DataDirInUseError) {
      fail(`${error.message}\nStop the server first, or use PostgreSQL (DATABASE_URL) while it runs.`);
    }
    throw error;
  }
}
