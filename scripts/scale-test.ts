// `npm run test:scale`: two server processes (the production build, as `npm start` runs it) on
// one PostgreSQL database behind nginx (Debian's package) as load balancer, and what must hold
// across processes, with the figures printed:
// 1. a client's writes beyond RATE_LIMIT_MAX are refused whichever process receives them;
// 2. a session made on one process works on the other;
// 3. concurrent subscriptions of one e-mail leave one row;
// 4. N concurrent first requests for one FIPE price across both processes make one upstream
//    call (the cross-process single-flight, server/fipe/single-flight.ts; FIPE_SINGLE_FLIGHT);
// 5. kill -9 of one process during an insert load loses no acknowledged row and makes no
//    duplicate (nginx passes new connections to the other process; a POST already sent to
//    the dead one is not retried: see docs/operations.md).
// Clients are told apart by their source address (127.0.x.y on loopback), as nginx sees them.
// Without nginx or PostgreSQL (TEST_DATABASE_URL) it skips (exit 0) with a message, and under
// CI (CI=true, `.ci/run`) it fails (exit 1): CI never passes with it left out.
import { execSync } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DEFAULT_ANON_KEY, DEFAULT_SITE_URL } from "../build-env.ts";
import { openDatabase } from "../server/db/client.ts";
import { startFipeMock } from "../tests/fixtures/fipe/server.ts";
import { nginxBinary, startNginx } from "../tests/helpers/nginx.ts";
import { IN_CI } from "../tests/helpers/postgres-required.ts";
import { startServer, type ServerProcess } from "../tests/helpers/server-process.ts";
import { clientBuildIsCurrent, serverBuildIsCurrent } from "./build-stamp.mjs";

/**
 * The FIPE cross-process single-flight (server/fipe/single-flight.ts). Where that module is
 * absent, check 4 runs and prints its figure but counts as PENDING, not as a failure; where it
 * is present, or with SCALE_REQUIRE_FIPE_SINGLE_FLIGHT=1, a failure fails the run.
 */
const FIPE_SINGLE_FLIGHT =
  process.env.SCALE_REQUIRE_FIPE_SINGLE_FLIGHT === "1" || existsSync("server/fipe/single-flight.ts");

const DATABASE_URL = process.env.SCALE_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BASE_PORT = Number(process.env.SCALE_BASE_PORT ?? 4292);
const DB_NAME = process.env.SCALE_DATABASE_NAME ?? "cec_scale";
const RATE_LIMIT_MAX = 10;
const INSERTS = Number(process.env.SCALE_INSERTS ?? 1500);
const CONCURRENCY = 30;
// The build's own key and site address (left unset in the processes' environment: the
// current build as it is).
const ANON_KEY = process.env.ANON_KEY || DEFAULT_ANON_KEY;

const missing = [
  nginxBinary() ? "" : "nginx is not installed (apt-get install -y nginx)",
  DATABASE_URL ? "" : "no PostgreSQL: set TEST_DATABASE_URL (or SCALE_DATABASE_URL)",
].filter(Boolean);
if (missing.length) {
  if (IN_CI) {
    console.error(`test:scale FAILED: under CI it needs both: ${missing.join("; ")}`);
    process.exit(1);
  }
  console.log(`test:scale SKIPPED: ${missing.join("; ")}`);
  process.exit(0);
}

if (!clientBuildIsCurrent()) execSync("npm run build", { stdio: "inherit" });
else if (!serverBuildIsCurrent()) execSync("npm run build:server", { stdio: "inherit" });

// ---- a small HTTP client that can pick its source address ----
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
const agents = new Map<string, Agent>();
function agentFor(address: string) {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, localAddress: address })));
  return agent;
}
function call(
  url: string,
  init: { method?: string; from?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise<Answer>((resolve) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        agent: agentFor(init.from ?? "127.0.0.1"),
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...init.headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
      },
    );
    req.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
    req.end(body);
  });
}
const insert = (base: string, from: string, table: string, row: Record<string, unknown>) =>
  call(`${base}/rest/v1/${table}`, { method: "POST", from, headers: { apikey: ANON_KEY }, body: row });

// ---- checks ----
type Outcome = "ok" | "FAILED" | "PENDING";
const results: Array<{ name: string; outcome: Outcome; figures: string }> = [];
function report(name: string, passed: boolean, figures: string, pending = false) {
  const outcome: Outcome = passed ? "ok" : pending ? "PENDING" : "FAILED";
  results.push({ name, outcome, figures });
  console.log(`[${outcome}] ${name}\n        ${figures}`);
}

const admin = new pg.Client({ connectionString: DATABASE_URL });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
const dbUrl = new URL(DATABASE_URL!);
dbUrl.pathname = `/${DB_NAME}`;
const check = new pg.Client({ connectionString: dbUrl.toString() });

const nginxPort = BASE_PORT;
const ports = [BASE_PORT + 1, BASE_PORT + 2];
const fipe = await startFipeMock(BASE_PORT + 3);
const servers: ServerProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
const site = `http://127.0.0.1:${nginxPort}`;

try {
  // Migrate once before the processes start (they would serialise on an advisory lock anyway).
  await (await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: "" })).close();
  await check.connect();
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), "cec-scale-")),
    TRUST_PROXY: "true",
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    // Every process must sign sessions with the same secret.
    BETTER_AUTH_SECRET: "scale-test-secret-0123456789abcdef0123456789",
    AUTH_SIGN_UP: "open",
    FIPE_UPSTREAMS: `v1:${fipe.url}`,
    // One client (this script, through nginx) asks 20 first lookups at once: the per-client FIPE
    // and render limits, which count every upstream path now, are not what this test measures.
    FIPE_CLIENT_LIMIT: "100000",
    RENDER_CLIENT_LIMIT: "100000",
    LOG_LEVEL: "warn",
  };
  for (const port of ports) {
    const server = await startServer(env, { run: "compiled", port, timeoutMs: 180_000 });
    if (!(await call(`${server.url}/readyz`)).status)
      throw new Error(`server on ${port} did not start:\n${server.output()}`);
    servers.push(server);
  }
  nginx = await startNginx(
    nginxPort,
    `
  upstream cec {
    server 127.0.0.1:${ports[0]} max_fails=1 fail_timeout=10s;
    server 127.0.0.1:${ports[1]} max_fails=1 fail_timeout=10s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://cec;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Retry on another process only what cannot have been processed: the connection failed
      # or the process answered 502 (never a POST the dead process may have received).
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      add_header X-Upstream $upstream_addr always;
    }
  }`,
    "/healthz",
  );
  console.log(`test:scale: nginx ${site} -> processes on ${ports.join(", ")}, PostgreSQL database ${DB_NAME}\n`);
  const upstreamOf = (a: Answer) =>
    String(a.headers["x-upstream"] ?? "?")
      .split(", ")
      .pop()!
      .split(":")
      .pop()!;

  // 1. Rate limit across processes.
  {
    const answers: Answer[] = [];
    for (let i = 0; i < 2 * RATE_LIMIT_MAX; i++) {
      answers.push(
        await insert(site, "127.0.0.2", "contact_messages", {
          name: "Limite",
          email: "limite@example.com",
          message: `limite ${i}`,
        }),
      );
    }
    const by = (status: number) => answers.filter((a) => a.status === status);
    const refusedBy = new Set(by(429).map(upstreamOf));
    const acceptedBy = new Set(by(201).map(upstreamOf));
    const { rows } = await check.query("select count(*)::int as n from contact_messages where message like 'limite %'");
    report(
      "writes beyond the limit are refused whichever process receives them",
      by(201).length === RATE_LIMIT_MAX &&
        by(429).length === RATE_LIMIT_MAX &&
        refusedBy.size === 2 &&
        rows[0].n === RATE_LIMIT_MAX,
      `${answers.length} writes from one client, limit ${RATE_LIMIT_MAX}/min: ${by(201).length} accepted (by ports ${[...acceptedBy].join(", ")}), ${by(429).length} refused with 429 (by ports ${[...refusedBy].join(", ")}), ${rows[0].n} rows stored`,
    );
  }

  // 2. A session made on one process works on the other.
  {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const credentials = { email: "escala@example.com", password: "senha-forte-123", name: "Escala" };
    const headers = { origin: DEFAULT_SITE_URL };
    const signUp = await call(`${a.url}/api/auth/sign-up/email`, { method: "POST", headers, body: credentials });
    const signIn = await call(`${a.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: { email: credentials.email, password: credentials.password },
    });
    const setCookie = signIn.headers["set-cookie"];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
      .map((c) => c.split(";")[0])
      .join("; ");
    const onB = await call(`${b.url}/api/auth/get-session`, { headers: { cookie } });
    const email =
      onB.status === 200 && onB.body !== "null"
        ? (JSON.parse(onB.body) as { user?: { email?: string } }).user?.email
        : undefined;
    report(
      "a session made on one process works on the other",
      signIn.status === 200 && email === credentials.email,
      `sign-up on :${ports[0]} ${signUp.status}, sign-in on :${ports[0]} ${signIn.status}, get-session on :${ports[1]} ${onB.status} -> ${email ?? "no session"}`,
    );
  }

  // 3. Concurrent subscriptions of one e-mail leave one row.
  {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insert(site, `127.0.2.${i + 1}`, "newsletter_subscriptions", {
          name: `Assinante ${i}`,
          email: i % 2 ? "Mesmo@Example.com" : "mesmo@example.com",
          has_accepted_terms: true,
        }),
      ),
    );
    const { rows } = await check.query(
      "select count(*)::int as n from newsletter_subscriptions where lower(email) = 'mesmo@example.com'",
    );
    const ok = answers.filter((a) => a.status === 201);
    report(
      "concurrent subscriptions of one e-mail leave one row",
      rows[0].n === 1 && ok.length === answers.length,
      `20 concurrent subscriptions (both processes: ports ${[...new Set(ok.map(upstreamOf))].join(", ")}): ${ok.length} answered 201, ${rows[0].n} row(s)`,
    );
  }

  // 4. FIPE: concurrent first requests for one price across both processes.
  {
    const path = "carros/marcas/59/modelos/5940/anos/2014-3";
    fipe.reset();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(`${servers[i % 2]!.url}/api/fipe/${path}`)),
    );
    const hits = fipe.hits(path);
    report(
      "N concurrent first requests for one FIPE price across both processes make one upstream call",
      hits === 1 && answers.every((a) => a.status === 200),
      `20 concurrent requests (10 per process): ${answers.filter((a) => a.status === 200).length} answered 200, ${hits} upstream call(s)` +
        (FIPE_SINGLE_FLIGHT
          ? ""
          : " — expected to pass once the cross-process single-flight (branch fipe-server) lands"),
      !FIPE_SINGLE_FLIGHT,
    );
  }

  // 5. kill -9 of one process during an insert load.
  {
    const run = Date.now().toString(36);
    const statuses = new Array<number>(INSERTS).fill(-1);
    const upstreams = new Array<string>(INSERTS).fill("");
    let next = 0;
    let acknowledged = 0;
    let killedAt = -1;
    const victim = servers[0]!;
    const worker = async () => {
      while (next < INSERTS) {
        const i = next++;
        // 200 client addresses, a handful of writes each: under the per-address limit.
        const from = `127.0.1.${(i % 200) + 1}`;
        const answer = await insert(site, from, "contact_messages", {
          name: "Carga",
          email: `carga${i}@example.com`,
          message: `scale-${run}-${i}`,
        });
        statuses[i] = answer.status;
        upstreams[i] = upstreamOf(answer);
        if (answer.status === 201) acknowledged += 1;
        if (killedAt < 0 && acknowledged >= INSERTS * 0.3) {
          killedAt = i;
          victim.child.kill("SIGKILL");
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    await victim.exited;
    const { rows } = await check.query<{ message: string; n: number }>(
      "select message, count(*)::int as n from contact_messages where message like $1 group by message",
      [`scale-${run}-%`],
    );
    const stored = new Map(rows.map((r) => [r.message, r.n]));
    const acked = statuses.map((s, i) => (s === 201 ? i : -1)).filter((i) => i >= 0);
    const lost = acked.filter((i) => !stored.has(`scale-${run}-${i}`));
    const duplicates = rows.filter((r) => r.n > 1).length;
    const failed = statuses.filter((s) => s !== 201);
    const afterKill = acked.filter((i) => i > killedAt);
    const survivor = String(ports[1]);
    report(
      "kill -9 of one process during an insert load loses no acknowledged row and makes no duplicate",
      lost.length === 0 && duplicates === 0 && afterKill.length > 0 && acked.length > INSERTS * 0.9,
      `${INSERTS} inserts, ${CONCURRENCY} concurrent, ${seconds.toFixed(1)} s; process :${ports[0]} killed (SIGKILL) after ${Math.round(INSERTS * 0.3)} acknowledged: ` +
        `${acked.length} acknowledged (201), ${failed.length} not (${[...new Set(failed)].map((s) => `${s}: ${failed.filter((f) => f === s).length}`).join(", ") || "none"}); ` +
        `${afterKill.length} acknowledged after the kill (${afterKill.filter((i) => upstreams[i] === survivor).length} by :${survivor}); ` +
        `${rows.length} rows stored, ${lost.length} acknowledged rows missing, ${duplicates} duplicated markers; ` +
        `${rows.length - acked.length} stored rows whose answer never reached the client`,
    );
  }
} finally {
  await nginx?.stop();
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
    await server.exited;
  }
  for (const agent of agents.values()) agent.destroy();
  await fipe.close();
  await check.end().catch(() => {});
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}

const failed = results.filter((r) => r.outcome === "FAILED");
const pending = results.filter((r) => r.outcome === "PENDING");
console.log(
  `\ntest:scale: ${results.length - failed.length - pending.length} passed, ${failed.length} failed, ${pending.length} pending`,
);
process.exit(failed.length ? 1 : 0);
