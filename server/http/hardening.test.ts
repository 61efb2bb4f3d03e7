// The HTTP level: Node's own 400 answers carry the security headers, and a request body
// dripping in a byte a second is cut off instead of holding its connection for minutes.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

type App = Awaited<ReturnType<typeof buildApp>>;

/** Sends `parts` on a raw connection, `gapMs` apart, until the server closes it; what it said and when. */
function rawExchange(port: number, parts: string[], gapMs: number): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    let next = 0;
    socket.on("connect", () => {
      socket.write(parts[next++]!);
      timer = setInterval(() => {
        if (next < parts.length && !socket.destroyed) socket.write(parts[next++]!);
      }, gapMs);
    });
  });
}

const SECURITY_HEADERS = [
  /\r\nX-Content-Type-Options: nosniff\r\n/i,
  /\r\nStrict-Transport-Security: max-age=\d+/i,
  /\r\nX-Frame-Options: DENY\r\n/i,
  /\r\nContent-Security-Policy: default-src 'none'/i,
  /\r\nReferrer-Policy: /i,
];

describe("Node's own answers and slow requests", () => {
  let app: App;
  let port: number;

  beforeAll(async () => {
    app = await buildApp(loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000" }), {
      database: await openDatabase({ dataDir: "memory://" }),
      requestTimeoutMs: 1500,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it("a malformed request gets 400 with the security headers", async () => {
    const { text } = await rawExchange(port, ["GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"], 50);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    for (const header of SECURITY_HEADERS) expect(text).toMatch(header);
  });

  it("a body that never finishes arriving is cut off with 408 after the request timeout", async () => {
    const head =
      "POST /rest/v1/contact_messages HTTP/1.1\r\nHost: x\r\napikey: k\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n";
    const drip = Array.from({ length: 100 }, () => " ");
    const { text, closedAfterMs } = await rawExchange(port, [head, ...drip], 200);
    expect(closedAfterMs).toBeLessThan(4000);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    for (const header of SECURITY_HEADERS) expect(text).toMatch(header);
  }, 20_000);
});
