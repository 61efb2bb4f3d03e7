// The HTTP front: every new connection of the Node HTTP server is read here first. The plain
// static requests (read by request-head.ts, answered by the static fast path) are answered
// straight on the socket from precomputed bytes, without Node's parser, request and response
// objects; that is what lets one Node thread serve the static site at nginx's pace
// (docs/performance.md). The first request of a connection that is anything else — an API
// call, a body, a head split across packets, anything unusual — hands the connection, with
// the bytes not yet answered, to Node's HTTP server for the rest of its life, exactly as if
// Node had accepted it; Node's timeouts, limits and error answers then apply as before.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { StaticFastPath } from "../static-fast-path.ts";
import { readRequestHead } from "./request-head.ts";
import { createDateLine, createHeadCache } from "./response-bytes.ts";

export type HttpFrontOptions = {
  /** Idle time after which a connection held by the front is closed (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: number;
  /** Largest request head the front reads itself; longer ones go to Node (16 KB, Node's limit). */
  maxHeadBytes?: number;
  /** Bytes waiting to be sent beyond which the front stops reading until the client catches up. */
  maxQueuedBytes?: number;
};

export type HttpFront = {
  /** Connections the front holds now (tests and diagnostics). */
  readonly connections: number;
  /**
   * Closing: ends the connections the front holds (idle between requests by construction:
   * each request is answered as soon as it is read). Stop the fast path first, so a request
   * already on its way goes to Node, which answers 503 while closing.
   */
  closeIdle(): void;
};

/**
 * Puts the front before `server`'s own connection handling. Call once, right after the server
 * is created and before it listens.
 */
export function installHttpFront(server: Server, fastPath: StaticFastPath, options: HttpFrontOptions): HttpFront {
  const nodeListeners = server.listeners("connection") as ((socket: Socket) => void)[];
  if (nodeListeners.length !== 1) throw new Error("installHttpFront: expected Node's own connection listener only");
  const nodeConnection = nodeListeners[0]!;
  server.removeAllListeners("connection");

  const maxHeadBytes = options.maxHeadBytes ?? 16 * 1024;
  const maxQueuedBytes = options.maxQueuedBytes ?? 256 * 1024;
  const head = createHeadCache(Math.round(options.keepAliveTimeoutMs / 1000));
  const dateLine = createDateLine();
  /** Each connection the front holds, with what closes it. */
  const held = new Map<Socket, () => void>();

  function accept(socket: Socket) {
    if (fastPath.stopped) return nodeConnection.call(server, socket);

    /** Bytes read but left unanswered while the client catches up (see below). */
    let waiting: Buffer | null = null;
    /** For the access log (behind a proxy, the proxy's address: its own log names the client). */
    const client = socket.remoteAddress;

    const onData = (chunk: Buffer) => {
      let offset = 0;
      socket.cork();
      try {
        while (offset < chunk.length) {
          // A client that sends faster than it reads is answered no further until it catches
          // up: the rest waits, and the socket is not read meanwhile.
          if (socket.writableLength > maxQueuedBytes) {
            waiting = chunk.subarray(offset);
            socket.pause();
            socket.once("drain", onDrain);
            return;
          }
          const request = readRequestHead(chunk.toString("latin1", offset, offset + maxHeadBytes + 4), maxHeadBytes);
          const answer =
            request.kind === "simple"
              ? fastPath.answer({
                  method: request.method,
                  url: request.url,
                  acceptEncoding: request.acceptEncoding,
                  ifNoneMatch: request.ifNoneMatch,
                })
              : null;
          if (request.kind !== "simple" || answer === null) {
            handOff(socket, offset === 0 ? chunk : chunk.subarray(offset));
            return;
          }
          if (answer.status === 304) {
            const { file } = answer;
            socket.write(head(file.notModified, 304, () => Object.entries(file.notModified).flat()));
            socket.write(dateLine());
          } else {
            const { encoded } = answer;
            socket.write(head(encoded, 200, () => encoded.rawHeaders));
            socket.write(dateLine());
            if (request.method === "GET") socket.write(encoded.body);
          }
          fastPath.count(answer.status, client);
          offset += request.length;
        }
      } finally {
        socket.uncork();
      }
    };
    const onDrain = () => {
      const rest = waiting;
      waiting = null;
      // Reading again is scheduled, not immediate: the rest is answered (or handed to Node,
      // which expects a flowing socket) first, and pauses the socket again if need be.
      socket.resume();
      if (rest !== null) onData(rest);
    };
    const onEnd = () => socket.end();
    const onTimeout = () => socket.destroy();
    const onClose = () => held.delete(socket);
    const onError = () => {}; // "close" follows; nothing to answer

    function handOff(target: Socket, unread: Buffer) {
      target.removeListener("data", onData);
      target.removeListener("end", onEnd);
      target.removeListener("timeout", onTimeout);
      target.removeListener("close", onClose);
      target.removeListener("error", onError);
      target.setTimeout(0);
      held.delete(target);
      target.unshift(unread);
      nodeConnection.call(server, target);
    }

    held.set(socket, () => {
      socket.removeListener("data", onData);
      socket.end();
    });
    socket.setTimeout(options.keepAliveTimeoutMs);
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("timeout", onTimeout);
    socket.on("close", onClose);
    socket.on("error", onError);
  }

  server.on("connection", accept);

  return {
    get connections() {
      return held.size;
    },
    closeIdle() {
      for (const close of held.values()) close();
      held.clear();
    },
  };
}
