// Reads one HTTP/1.1 request head from the bytes a connection received, strictly: only the
// plainest requests — `GET` or `HEAD`, origin-form target, HTTP/1.1, a Host, no body of any
// kind, well-formed header lines ending in CRLF — are read here. Everything else, including
// anything merely unusual, is "other" and goes to Node's own parser, which answers it (or
// rejects it with 400/431) as it always has. Being strict is what keeps the two parsers from
// ever disagreeing about where a request ends.

export type RequestHead =
  /** The head is not complete in these bytes. */
  | { kind: "incomplete" }
  /** Not one of the requests this reader takes: Node's parser must read it. */
  | { kind: "other" }
  | {
      kind: "simple";
      method: "GET" | "HEAD";
      /** Path and query, as sent. */
      url: string;
      acceptEncoding: string | undefined;
      ifNoneMatch: string | undefined;
      /** Bytes the head takes, CRLF CRLF included: the next request starts after them. */
      length: number;
    };

const INCOMPLETE: RequestHead = { kind: "incomplete" };
const OTHER: RequestHead = { kind: "other" };

/** `GET /path?query HTTP/1.1`: an origin-form target of visible ASCII only. */
const REQUEST_LINE = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/;
/** A header field name (RFC 9110 token). */
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Control characters no field value may hold (tab aside). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_VALUE_CHAR = /[\x00-\x08\x0a-\x1f\x7f]/;

/**
 * Reads the request head that starts at `text[0]` (the connection's bytes as latin1, one char
 * per byte). `maxBytes` is the largest head taken here (Node's own limit answers the rest).
 */
export function readRequestHead(text: string, maxBytes: number): RequestHead {
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return text.length > maxBytes ? OTHER : INCOMPLETE;
  if (end + 4 > maxBytes) return OTHER;
  const lineEnd = text.indexOf("\r\n");
  const requestLine = REQUEST_LINE.exec(text.slice(0, lineEnd));
  if (requestLine === null) return OTHER;

  let host = 0;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let start = lineEnd + 2;
  while (start < end + 2) {
    const stop = text.indexOf("\r\n", start);
    const line = text.slice(start, stop);
    start = stop + 2;
    const colon = line.indexOf(":");
    if (colon <= 0) return OTHER;
    const name = line.slice(0, colon);
    if (!FIELD_NAME.test(name)) return OTHER;
    const value = line.slice(colon + 1).trim();
    if (BAD_VALUE_CHAR.test(value)) return OTHER;
    switch (name.toLowerCase()) {
      case "host":
        host++;
        break;
      case "accept-encoding":
        if (acceptEncoding !== undefined) return OTHER;
        acceptEncoding = value;
        break;
      case "if-none-match":
        if (ifNoneMatch !== undefined) return OTHER;
        ifNoneMatch = value;
        break;
      case "connection":
        // Only a plain keep-alive (or nothing, as nginx sends upstream): "close", "upgrade"
        // and lists are Node's to handle.
        if (value !== "" && value.toLowerCase() !== "keep-alive") return OTHER;
        break;
      // A body (of any length, even declared empty), a protocol switch or an expectation:
      // Node's parser decides what follows the head.
      case "content-length":
      case "transfer-encoding":
      case "upgrade":
      case "expect":
        return OTHER;
    }
  }
  if (host !== 1) return OTHER;
  return {
    kind: "simple",
    method: requestLine[1] as "GET" | "HEAD",
    url: requestLine[2]!,
    acceptEncoding,
    ifNoneMatch,
    length: end + 4,
  };
}
