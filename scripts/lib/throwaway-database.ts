// A PostgreSQL database that lives for one measurement: the benchmarks seed their own data into
// it and leave nothing behind on the server they were pointed at.
import pg from "pg";

/**
 * Creates the empty database `name` on the server `serverUrl` points at (dropping one left by
 * an earlier run first), gives `measure` its address, and drops it again afterwards.
 */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  name: string,
  measure: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
