// Node's own answers to requests it cannot hand to Fastify (a malformed request line, headers
// too large, a request that took too long to arrive): Fastify's default writes them without
// the security headers every other answer carries. This writes the same short JSON answers
// with them, then closes the connection (as Node does).
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { BASE_SECURITY_HEADERS, NON_HTML_CSP } from "./security-headers.ts";

/** The raw HTTP answer to a client error (exported for tests). */
export function clientErrorResponse(code: string | undefined): string {
  const status = code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const message =
    status === 408 ? "Client Timeout" : status === 431 ? "Exceeded maximum allowed HTTP header size" : "Client Error";
  const body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "Content-Security-Policy": NON_HTML_CSP,
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: the answer above, unless the client already went away. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
