import { describe, expect, it } from "vitest";
import { readRequestHead } from "./request-head.ts";

const MAX = 16 * 1024;
const read = (text: string) => readRequestHead(text, MAX);
const head = (lines: string[]) => `${lines.join("\r\n")}\r\n\r\n`;

describe("readRequestHead", () => {
  it("reads a plain GET and HEAD with the headers the static answer needs", () => {
    const text = head(["GET /blog?utm=x HTTP/1.1", "Host: a", "Accept-Encoding: gzip, br", 'If-None-Match: "x"']);
    expect(read(text)).toEqual({
      kind: "simple",
      method: "GET",
      url: "/blog?utm=x",
      acceptEncoding: "gzip, br",
      ifNoneMatch: '"x"',
      length: text.length,
    });
    expect(read(head(["HEAD / HTTP/1.1", "host:a"]))).toMatchObject({ kind: "simple", method: "HEAD", url: "/" });
    expect(read(head(["GET / HTTP/1.1", "Host: a", "Connection: Keep-Alive"]))).toMatchObject({ kind: "simple" });
    expect(read(head(["GET / HTTP/1.1", "Host: a", "Connection:"]))).toMatchObject({ kind: "simple" });
  });

  it("gives the length of the first head when more requests follow (pipelining)", () => {
    const first = head(["GET /a HTTP/1.1", "Host: a"]);
    const result = read(first + head(["GET /b HTTP/1.1", "Host: a"]));
    expect(result).toMatchObject({ kind: "simple", url: "/a", length: first.length });
  });

  it("waits for a head that has not fully arrived, up to the size limit", () => {
    expect(read("GET / HTTP/1.1\r\nHost: a\r\n")).toEqual({ kind: "incomplete" });
    expect(read("GET / HT")).toEqual({ kind: "incomplete" });
    expect(readRequestHead(`GET /${"a".repeat(100)}`, 64)).toEqual({ kind: "other" });
    expect(readRequestHead(head(["GET / HTTP/1.1", "Host: a", `X: ${"a".repeat(100)}`]), 64)).toEqual({
      kind: "other",
    });
  });

  it.each([
    ["another method", head(["POST / HTTP/1.1", "Host: a"])],
    ["OPTIONS", head(["OPTIONS * HTTP/1.1", "Host: a"])],
    ["HTTP/1.0", head(["GET / HTTP/1.0", "Host: a"])],
    ["an absolute-form target", head(["GET http://a/ HTTP/1.1", "Host: a"])],
    ["a space in the target", head(["GET /a b HTTP/1.1", "Host: a"])],
    ["a non-ASCII target", head(["GET /ação HTTP/1.1", "Host: a"])],
    ["lowercase method", head(["get / HTTP/1.1", "Host: a"])],
    ["no Host", head(["GET / HTTP/1.1", "Accept: */*"])],
    ["two Hosts", head(["GET / HTTP/1.1", "Host: a", "Host: b"])],
    ["no headers at all", "GET / HTTP/1.1\r\n\r\n"],
    ["Content-Length, even 0", head(["GET / HTTP/1.1", "Host: a", "Content-Length: 0"])],
    ["Transfer-Encoding", head(["GET / HTTP/1.1", "Host: a", "Transfer-Encoding: chunked"])],
    ["Upgrade", head(["GET / HTTP/1.1", "Host: a", "Upgrade: websocket", "Connection: Upgrade"])],
    ["Expect", head(["GET / HTTP/1.1", "Host: a", "Expect: 100-continue"])],
    ["Connection: close", head(["GET / HTTP/1.1", "Host: a", "Connection: close"])],
    ["a folded header line", head(["GET / HTTP/1.1", "Host: a", "X-A: b", " c"])],
    ["a space before the colon", head(["GET / HTTP/1.1", "Host : a"])],
    ["a line without a colon", head(["GET / HTTP/1.1", "Host: a", "junk"])],
    ["a bare LF inside the head", head(["GET / HTTP/1.1", "Host: a\nX: y"])],
    ["a bare CR inside a value", head(["GET / HTTP/1.1", "Host: a\rb"])],
    ["a control character in a value", head(["GET / HTTP/1.1", "Host: a\x00"])],
    ["two Accept-Encoding", head(["GET / HTTP/1.1", "Host: a", "Accept-Encoding: br", "Accept-Encoding: gzip"])],
    ["two If-None-Match", head(["GET / HTTP/1.1", "Host: a", 'If-None-Match: "a"', 'If-None-Match: "b"'])],
  ])("leaves to Node's parser: %s", (_label, text) => {
    expect(read(text)).toEqual({ kind: "other" });
  });
});
