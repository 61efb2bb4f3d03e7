// The PostgreSQL rate limiter (server/rate-limit/fixed-window.ts) against one statement per hit, the way a
// store called once per request works (@fastify/rate-limit's custom store: one `incr` each):
// 20,000 hits from 50 concurrent callers, under the limit (1,000 addresses) and over it (50
// addresses, 60 a minute). Each is run twice, alternating, in a fresh database of
// BENCH_DATABASE_URL / TEST_DATABASE_URL (dropped after). Figures: docs/decisions/018.
// `tsx scripts/bench-rate-limit.ts`.
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Db } from "../server/db/client.ts";
import { pgRateLimiter, DEFAULT_WINDOW_MS } from "../server/rate-limit/fixed-window.ts";

type Limiter = { hit(key: string): Promise<{ allowed: boolean }> };

const HITS = 20_000;
const CALLERS = 50;

/** One upsert per hit, the same SQL as the limiter's for a single key. */
function statementPerHit(db: Db, scope: string, max: number): Limiter {
  return {
    async hit(key) {
      const result = (await db.execute(sql`
        insert into rate_limit_windows as r (key, window_end, count)
        values (${`${scope}:${key}`}, now() + ${DEFAULT_WINDOW_MS}::integer * interval '1 millisecond', 1)
        on conflict (key) do update set
          count = case when r.window_end <= now() then 1 else r.count + 1 end,
          window_end = case when r.window_end <= now() then excluded.window_end else r.window_end end
        returning count`)) as unknown as { rows: Array<{ count: number }> };
      return { allowed: Number(result.rows[0]!.count) <= max };
    },
  };
}

async function run(name: string, limiter: Limiter, addresses: number) {
  let next = 0;
  let allowed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < HITS) {
        const i = next++ % addresses;
        if ((await limiter.hit(`10.0.${i >> 8}.${i % 256}`)).allowed) allowed++;
      }
    }),
  );
  const perSecond = Math.round((HITS / (performance.now() - started)) * 1000);
  console.log(`${name}: ${perSecond.toLocaleString("en")} hits/s (${allowed.toLocaleString("en")} allowed)`);
}

const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) {
  console.log("bench-rate-limit SKIPPED: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
  process.exit(0);
}
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
const name = `cec_bench_rate_limit_${process.pid}`;
await admin(`create database ${name}`);
try {
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  try {
    const db = database.db;
    for (const round of [1, 2]) {
      await run(
        `${round} under the limit, batched (rate-limit.ts)`,
        pgRateLimiter(db, { max: 1e9, scope: `a${round}` }),
        1000,
      );
      await run(`${round} under the limit, one statement per hit`, statementPerHit(db, `b${round}`, 1e9), 1000);
      await run(
        `${round} 50 callers over 60/min, batched (rate-limit.ts)`,
        pgRateLimiter(db, { max: 60, scope: `c${round}` }),
        50,
      );
      await run(`${round} 50 callers over 60/min, one statement per hit`, statementPerHit(db, `d${round}`, 60), 50);
    }
  } finally {
    await database.close();
  }
} finally {
  await admin(`drop database if exists ${name}`);
}
