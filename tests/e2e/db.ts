// Reads what the pages wrote, in the e2e server's PostgreSQL database (see scripts/e2e-server.ts).
import pg from "pg";

const testUrl = process.env.TEST_DATABASE_URL;
export const DB_SKIP_REASON = testUrl
  ? undefined
  : "TEST_DATABASE_URL is unset: database rows cannot be read (PGlite is inside the server)";

export async function queryE2eDatabase<T extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  if (!testUrl) throw new Error("TEST_DATABASE_URL is unset");
  const url = new URL(testUrl);
  url.pathname = `/${process.env.E2E_DATABASE_NAME ?? "cec_e2e"}`;
  // Bounded, so a stalled connection or query fails with its own error, not a silent test timeout.
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
  });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
