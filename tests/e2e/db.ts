// Reads what the pages wrote, in the e2e server's PostgreSQL database (see scripts/e2e-server.ts).
// A test that reads it calls needsE2eDatabase() first: without TEST_DATABASE_URL it skips on a
// developer's machine and fails under CI (tests/helpers/postgres-required.ts).
import { test } from "@playwright/test";
import pg from "pg";
import { needsDatabase, postgresSkipReason } from "../helpers/postgres-required.ts";

export { postgresSkipReason };

/** For a test that reads the e2e database: skips outside CI without TEST_DATABASE_URL, fails under CI. */
export function needsE2eDatabase(): void {
  test.skip(Boolean(postgresSkipReason), postgresSkipReason);
  needsDatabase();
}

export async function queryE2eDatabase<T extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  // Bounded, so a stalled connection or query fails with its own error, not a silent test timeout.
  const client = new pg.Client({
    connectionString: e2eDatabaseUrl(),
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

/** The e2e database's URL, for a process a spec starts on it (`npm run lembretes`, `fipe:alerts`). */
export function e2eDatabaseUrl(): string {
  const url = new URL(needsDatabase());
  url.pathname = `/${process.env.E2E_DATABASE_NAME ?? "cec_e2e"}`;
  return url.toString();
}

/**
 * The outbox rows to `email` whose subject starts with `prefix`, each sent or not. Once every
 * process that queues them has exited and each row is sent, no other such mail can follow:
 * what a "no duplicate" check waits for instead of a fixed time.
 */
export async function outboxTo(email: string, prefix: string): Promise<Array<{ sent: boolean }>> {
  return queryE2eDatabase<{ sent: boolean }>(
    "select sent_at is not null as sent from mail_outbox where lower(recipient) = lower($1) and starts_with(subject, $2) order by id",
    [email, prefix],
  );
}
