// Tests that need the PostgreSQL server (TEST_DATABASE_URL). On a developer's machine without
// it they skip, saying why; under CI (CI=true, as `.ci/run` sets it) they never skip: they run
// and fail at needsDatabase(), so a CI run cannot pass with the PostgreSQL cases left out.
// Used by Vitest (server tests, tests/helpers/databases.ts) and Playwright (tests/e2e/db.ts).

/** True under CI (`.ci/run` exports CI=true; most CI services set CI as well). */
export const IN_CI = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";

/** The PostgreSQL server the tests create their databases on; undefined when unset. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

const HOW_TO_SET =
  "TEST_DATABASE_URL is unset (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test; `.ci/run` sets it up)";

/**
 * Why a test that needs PostgreSQL skips here: only outside CI and without TEST_DATABASE_URL.
 * Under CI it is undefined whatever the environment, so the test runs and needsDatabase() fails it.
 */
export const postgresSkipReason: string | undefined =
  TEST_DATABASE_URL || IN_CI ? undefined : `${HOW_TO_SET}: PostgreSQL cases skipped (under CI=true they fail)`;

/** The PostgreSQL server's URL for a test that needs it; throws (the test fails) without it. */
export function needsDatabase(): string {
  if (!TEST_DATABASE_URL) {
    throw new Error(
      `this test needs PostgreSQL: ${HOW_TO_SET}${IN_CI ? "; under CI=true a PostgreSQL test fails instead of skipping" : ""}`,
    );
  }
  return TEST_DATABASE_URL;
}
