// The access log on a real server: every request (static pages included) ends up in the
// per-client record, with the client's address, and a write has its own line naming the
// client; no line is written per static hit.
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { MAX_CLIENTS_PER_PERIOD, createAccessLog, redactUrl } from "./access-log.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

type Line = { msg: string; level: number } & Record<string, unknown>;

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function startApp() {
  const lines: Line[] = [];
  const app = await buildApp(
    loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "info", ANON_KEY: "access-log-test-key-0123" }),
    {
      database: await openDatabase({ dataDir: "memory://" }),
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as Line) },
      mail: { autoStart: false },
    },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  close = () => app.close();
  const port = (app.server.address() as AddressInfo).port;
  return { app, lines, port };
}

/** One request on its own connection. */
function send(port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("access log", () => {
  it("records each client's requests (static ones included) without a line per static hit", async () => {
    const { app, lines, port } = await startApp();
    expect(await send(port, "GET", "/")).toBe(200);
    expect(await send(port, "GET", "/")).toBe(200);
    expect(await send(port, "GET", "/nao-existe")).toBe(404);
    const status = await send(
      port,
      "POST",
      "/rest/v1/contact_messages",
      JSON.stringify({ name: "Ana", email: "ana@example.com", topic: "Suporte", message: "Olá" }),
      { apikey: "access-log-test-key-0123", "content-type": "application/json" },
    );
    expect(status).toBe(201);
    // Nothing per page view while the period runs; the write has its own line with the client.
    expect(lines.filter((l) => l.url === "/")).toEqual([]);
    const write = lines.find((l) => l.msg === "write");
    expect(write).toMatchObject({ method: "POST", url: "/rest/v1/contact_messages", status: 201, ip: "127.0.0.1" });

    await app.close();
    close = null;
    const summary = lines.find((l) => l.msg === "access summary");
    expect(summary).toMatchObject({ requests: 4, "2xx": 3, "4xx": 1 });
    const clients = lines.filter((l) => l.msg === "access by client");
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ ip: "127.0.0.1", requests: 4, "2xx": 3, "4xx": 1 });
    const from = Date.parse(String(clients[0]!.from));
    const to = Date.parse(String(clients[0]!.to));
    expect(to).toBeGreaterThanOrEqual(from);
    expect(Date.now() - from).toBeLessThan(60_000);
  });
});

describe("tokens in logs", () => {
  it("every line's URL has its tokens redacted: confirmation, unsubscribe, one-vehicle stop, set-up", async () => {
    const { app, lines, port } = await startApp();
    const secrets = ["1.confirm-secret-aaaa", "2.stopall-secret-bbbb", "3.vehicle-secret-cccc", "setup-secret-dddd"];
    const form = { "content-type": "application/x-www-form-urlencoded" };
    await send(port, "POST", `/alertas-de-preco/confirmar?token=${secrets[0]}`, "", form);
    await send(port, "POST", `/alertas-de-preco/cancelar?token=${secrets[1]}&x=1`, "List-Unsubscribe=One-Click", form);
    await send(port, "POST", `/alertas-de-preco/cancelar?veiculo=${secrets[2]}`, "", form);
    await send(port, "POST", `/newsletter/cancelar?Token=${secrets[0]}`, "", form);
    await send(port, "GET", `/api/newsletter/unsubscribe?token=${secrets[1]}`);
    await send(port, "POST", `/api/setup/first-admin?token=${secrets[3]}`, "{}", {
      "content-type": "application/json",
    });
    await app.close();
    close = null;
    const text = lines.map((l) => JSON.stringify(l)).join("\n");
    for (const secret of secrets) expect(text).not.toContain(secret);
    const writes = lines.filter((l) => l.msg === "write").map((l) => l.url);
    expect(writes).toContain("/alertas-de-preco/confirmar?token=[redacted]");
    expect(writes).toContain("/alertas-de-preco/cancelar?token=[redacted]&x=1");
    expect(writes).toContain("/alertas-de-preco/cancelar?veiculo=[redacted]");
  });

  it("redactUrl keeps the path and harmless parameters, redacts secret ones, survives bad escapes", () => {
    expect(redactUrl("/fipe?marca=21&modelo=8000")).toBe("/fipe?marca=21&modelo=8000");
    expect(redactUrl("/x?token=abc&apikey=k&email=a%40b.c&q=1")).toBe(
      "/x?token=[redacted]&apikey=[redacted]&email=[redacted]&q=1",
    );
    expect(redactUrl("/x?%54oken=abc")).toBe("/x?%54oken=[redacted]");
    expect(redactUrl("/x?%E0%A4%A=abc&token=z")).toBe("/x?%E0%A4%A=[redacted]&token=[redacted]");
    expect(redactUrl("/sem-query")).toBe("/sem-query");
  });
});

describe("createAccessLog", () => {
  function recorder() {
    const lines: Line[] = [];
    const log = { info: (fields: Record<string, unknown>, msg: string) => lines.push({ ...fields, msg, level: 30 }) };
    return { lines, accessLog: createAccessLog(log as never, 60_000) };
  }

  it("writes one line per client per period, and nothing for an empty period", () => {
    const { lines, accessLog } = recorder();
    accessLog.flush();
    expect(lines).toEqual([]);
    accessLog.countStatic(200, "203.0.113.1");
    accessLog.countStatic(304, "203.0.113.1");
    accessLog.countStatic(200, "2001:db8::2");
    accessLog.countStatic(200, undefined);
    accessLog.flush();
    const byIp = Object.fromEntries(lines.filter((l) => l.msg === "access by client").map((l) => [l.ip, l]));
    expect(Object.keys(byIp).sort()).toEqual(["2001:db8::2", "203.0.113.1", "unknown"]);
    expect(byIp["203.0.113.1"]).toMatchObject({ requests: 2, "2xx": 1, "3xx": 1 });
    lines.length = 0;
    accessLog.flush();
    expect(lines).toEqual([]);
  });

  it("ends the period early rather than hold more than MAX_CLIENTS_PER_PERIOD addresses", () => {
    const { lines, accessLog } = recorder();
    for (let i = 0; i <= MAX_CLIENTS_PER_PERIOD; i++) accessLog.countStatic(200, `10.0.${i >> 8}.${i & 255}`);
    const flushed = lines.filter((l) => l.msg === "access by client");
    expect(flushed).toHaveLength(MAX_CLIENTS_PER_PERIOD);
    lines.length = 0;
    accessLog.flush();
    expect(lines.filter((l) => l.msg === "access by client")).toHaveLength(1);
  });
});
