// The bytes of a static answer on the wire: the status line and every header are built once
// per file and encoding (kept beside the precomputed answer), the Date line once per second.

const STATUS_LINES: Record<number, string> = { 200: "HTTP/1.1 200 OK", 304: "HTTP/1.1 304 Not Modified" };

/** Status line and headers of one answer, up to (not including) the Date line. */
export function headBytes(status: 200 | 304, headers: readonly string[], keepAliveSeconds: number): Buffer {
  let head = `${STATUS_LINES[status]}\r\n`;
  for (let i = 0; i < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  head += `Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n`;
  return Buffer.from(head, "latin1");
}

/** The Date line that ends a head (with the blank line), remade when the second changes. */
export function createDateLine(now: () => number = Date.now): () => Buffer {
  let second = -1;
  let line = Buffer.alloc(0);
  return () => {
    const ms = now();
    const current = Math.floor(ms / 1000);
    if (current !== second) {
      second = current;
      line = Buffer.from(`Date: ${new Date(ms).toUTCString()}\r\n\r\n`, "latin1");
    }
    return line;
  };
}

/** Heads built on first use and kept with the object they describe (a file's answer). */
export function createHeadCache(keepAliveSeconds: number) {
  const heads = new WeakMap<object, Buffer>();
  return (key: object, status: 200 | 304, headers: () => readonly string[]): Buffer => {
    let head = heads.get(key);
    if (head === undefined) {
      head = headBytes(status, headers(), keepAliveSeconds);
      heads.set(key, head);
    }
    return head;
  };
}
