// The HTTP front on a real socket: what it answers itself, what it hands to Node's parser (and
// that Node then gets every byte, in order), and how it treats slow, idle and closing clients.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createStaticFastPath, type StaticFastPath } from "../static-fast-path.ts";
import { staticFile, type StaticSite } from "../static-site.ts";
import { installHttpFront, type HttpFront } from "./front.ts";

const PAGE = Buffer.from("<!doctype html><title>Início</title>");
const BIG = Buffer.alloc(256 * 1024, "a");

function site(): StaticSite {
  const file = (body: Buffer) =>
    staticFile({ body, contentType: "text/html; charset=utf-8", cacheControl: "no-cache", csp: "default-src 'self'" });
  const files = new Map([
    ["/", file(PAGE)],
    ["/big", file(BIG)],
  ]);
  return { files, notFound: file(Buffer.from("404")), notFoundVariants: file(Buffer.from("404")).ok, pages: ["/"] };
}

type Harness = {
  port: number;
  front: HttpFront;
  fastPath: StaticFastPath;
  /** Answers given by the front or the fast path (status each). */
  counted: number[];
  /** Requests that reached Node's handler and were not static: method, url and body. */
  routed: { method: string; url: string; body: string }[];
  server: Server;
};

let harness: Harness | null = null;
afterEach(async () => {
  harness?.server.closeAllConnections();
  await new Promise((resolve) => harness?.server.close(resolve));
  harness = null;
});

async function start(options: { keepAliveTimeoutMs?: number } = {}): Promise<Harness> {
  const counted: number[] = [];
  const routed: Harness["routed"] = [];
  const fastPath = createStaticFastPath(site(), (status) => counted.push(status));
  const server = createServer((req: IncomingMessage, res) => {
    if (fastPath.handle(req, res)) return;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      routed.push({ method: req.method!, url: req.url!, body: Buffer.concat(chunks).toString() });
      const text = `routed ${req.method} ${req.url}`;
      res.writeHead(200, { "content-type": "text/plain", "content-length": Buffer.byteLength(text) });
      res.end(text);
    });
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 5_000;
  const front = installHttpFront(server, fastPath, { keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? 5_000 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  harness = { port: (server.address() as AddressInfo).port, front, fastPath, counted, routed, server };
  return harness;
}

type Response = { status: number; headers: Record<string, string>; body: Buffer };

/** A client connection that reads back-to-back responses (it knows which answered a HEAD). */
function client(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = Buffer.alloc(0);
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on("end", () => {
    ended = true;
    wake();
  });
  socket.on("error", () => {});
  const until = (ready: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 5_000);
      const check = () => {
        if (ready()) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  return {
    socket,
    send: (text: string) => socket.write(text),
    ended: () => until(() => ended, "the server to end the connection"),
    /** The next response; `head` when it answers a HEAD request (no body follows). */
    async next(head = false): Promise<Response> {
      await until(() => received.indexOf("\r\n\r\n") !== -1, "a response head");
      const headEnd = received.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = received.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const status = Number(statusLine!.split(" ")[1]);
      const length = head || status === 304 ? 0 : Number(headers["content-length"] ?? 0);
      await until(() => received.length >= headEnd + 4 + length, "a response body");
      const body = received.subarray(headEnd + 4, headEnd + 4 + length);
      received = received.subarray(headEnd + 4 + length);
      return { status, headers, body };
    },
  };
}

const get = (path: string, extra: string[] = [], method = "GET") =>
  [`${method} ${path} HTTP/1.1`, "Host: localhost", ...extra, "", ""].join("\r\n");

describe("HTTP front", () => {
  it("answers plain static requests itself, with Date and keep-alive, 304 and HEAD", async () => {
    const { port, counted, routed, front } = await start();
    const c = client(port);
    c.send(get("/"));
    const page = await c.next();
    expect(front.connections).toBe(1); // still the front's: Node's parser never saw it
    expect(page.status).toBe(200);
    expect(page.body.equals(PAGE)).toBe(true);
    expect(page.headers["content-length"]).toBe(String(PAGE.length));
    expect(page.headers["connection"]).toBe("keep-alive");
    expect(page.headers["keep-alive"]).toBe("timeout=5");
    expect(Math.abs(Date.parse(page.headers["date"]!) - Date.now())).toBeLessThan(5_000);
    c.send(get("/", [`If-None-Match: ${page.headers["etag"]}`]));
    const notModified = await c.next();
    expect(notModified.status).toBe(304);
    expect(notModified.headers["etag"]).toBe(page.headers["etag"]);
    c.send(get("/", [], "HEAD"));
    const head = await c.next(true);
    expect(head.headers["content-length"]).toBe(String(PAGE.length));
    expect(counted).toEqual([200, 304, 200]);
    expect(routed).toEqual([]);
    c.socket.destroy();
  });

  it("answers pipelined requests in order and hands the rest of the connection to Node", async () => {
    const { port, counted, routed, front } = await start();
    const c = client(port);
    // One packet: two static requests, an API call with a body, then a static one (now Node's).
    c.send(
      get("/") + get("/", [], "HEAD") + "POST /api HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello" + get("/"),
    );
    expect((await c.next()).body.equals(PAGE)).toBe(true);
    expect((await c.next(true)).status).toBe(200);
    expect((await c.next()).body.toString()).toBe("routed POST /api");
    expect((await c.next()).body.equals(PAGE)).toBe(true);
    expect(routed).toEqual([{ method: "POST", url: "/api", body: "hello" }]);
    // The front answered two; the last static request went through Node's handler.
    expect(counted).toEqual([200, 200, 200]);
    expect(front.connections).toBe(0);
    // The connection stays usable, in Node's hands.
    c.send(get("/outra"));
    expect((await c.next()).body.toString()).toBe("routed GET /outra");
    c.socket.destroy();
  });

  it("never reads past a head that declares a body: Node's parser decides (no smuggling)", async () => {
    const { port, counted, routed } = await start();
    const c = client(port);
    // To the front's reader this GET is not plain; Node reads the 18 bytes as its body.
    const smuggled = get("/x");
    c.send(`GET / HTTP/1.1\r\nHost: a\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}`);
    const first = await c.next();
    expect(first.status).toBe(200);
    expect(counted).toEqual([200]); // by Node's handler: the fast path at Node's door
    c.send(get("/fim"));
    expect((await c.next()).body.toString()).toBe("routed GET /fim");
    expect(routed.map((r) => r.url)).toEqual(["/fim"]);
  });

  it("hands a head split across packets to Node, which waits for the rest", async () => {
    const { port, routed, counted } = await start();
    const c = client(port);
    c.send("GET /api HTTP/1.1\r\nHo");
    await new Promise((resolve) => setTimeout(resolve, 50));
    c.send("st: a\r\n\r\n");
    expect((await c.next()).body.toString()).toBe("routed GET /api");
    // A static request whose head ends in the next packet, after a complete one.
    c.send(get("/") + "GET / HTTP/1.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    c.send("Host: a\r\n\r\n");
    expect((await c.next()).status).toBe(200);
    expect((await c.next()).status).toBe(200);
    expect(routed.map((r) => r.url)).toEqual(["/api"]);
    expect(counted).toEqual([200, 200]);
  });

  it("lets Node reject what is malformed", async () => {
    const { port } = await start();
    const c = client(port);
    c.send("GET / HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n");
    expect((await c.next()).status).toBe(400);
  });

  it("stops reading a client that sends faster than it reads, and loses nothing", async () => {
    const { port, counted } = await start();
    const c = client(port);
    c.socket.pause();
    const requests = 200; // 200 × 256 KB: far more than any buffer on the way
    c.send(get("/big").repeat(requests));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counted.length).toBeLessThan(requests / 2);
    c.socket.resume();
    for (let i = 0; i < requests; i++) expect((await c.next()).body.length).toBe(BIG.length);
    expect(counted.length).toBe(requests);
    c.socket.destroy();
  });

  it("hands the connection to Node after catching up, when an API call was waiting", async () => {
    const { port, counted, routed } = await start();
    const c = client(port);
    c.socket.pause();
    c.send(get("/big").repeat(50) + get("/api/depois"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(routed).toEqual([]);
    c.socket.resume();
    for (let i = 0; i < 50; i++) expect((await c.next()).body.length).toBe(BIG.length);
    expect((await c.next()).body.toString()).toBe("routed GET /api/depois");
    expect(counted.length).toBe(50);
    c.send(get("/api/mais"));
    expect((await c.next()).body.toString()).toBe("routed GET /api/mais");
    c.socket.destroy();
  });

  it("closes a connection idle past the keep-alive timeout, and one the client half-closed", async () => {
    const { port } = await start({ keepAliveTimeoutMs: 200 });
    const idle = client(port);
    idle.send(get("/"));
    await idle.next();
    await idle.ended();
    const halfClosed = client(port);
    halfClosed.socket.end(get("/"));
    expect((await halfClosed.next()).status).toBe(200);
    await halfClosed.ended();
  });

  it("on closing, ends the connections it holds and hands new ones to Node", async () => {
    const { port, front, fastPath, routed } = await start();
    const held = client(port);
    held.send(get("/"));
    await held.next();
    expect(front.connections).toBe(1);
    fastPath.stop();
    front.closeIdle();
    await held.ended();
    expect(front.connections).toBe(0);
    const late = client(port);
    late.send(get("/"));
    expect((await late.next()).body.toString()).toBe("routed GET /");
    expect(routed.map((r) => r.url)).toEqual(["/"]);
    late.socket.destroy();
  });
});
