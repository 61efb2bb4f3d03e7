// A real SMTP server for tests (smtp-server), keeping every message it accepts, parsed with
// mailparser. Plain SMTP on 127.0.0.1, no TLS, no authentication.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  parsed: ParsedMail;
  /** The SMTP envelope's recipients. */
  to: string[];
  raw: string;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves when at least `count` messages arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            received.push({ parsed, raw, to: session.envelope.rcptTo.map((r) => r.address) });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(received.slice());
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mail(s), got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailboxMessage = { to: string[]; subject: string; text: string; headers: Record<string, string> };

/**
 * A real SMTP server plus a tiny HTTP endpoint listing what it received (GET /messages, JSON),
 * for the browser tests: the e2e server sends through SMTP_URL, the specs read the mail here.
 */
export async function startMailbox(
  httpPort: number,
): Promise<{ smtpUrl: string; url: string; close(): Promise<void> }> {
  const { createServer } = await import("node:http");
  const smtp = await startSmtpServer();
  const http = createServer((request, response) => {
    if (request.method === "DELETE" && request.url === "/messages") {
      smtp.received.length = 0;
      response.writeHead(204).end();
      return;
    }
    if (request.url !== "/messages") {
      response.writeHead(404).end();
      return;
    }
    const messages: MailboxMessage[] = smtp.received.map((mail) => ({
      to: mail.to,
      subject: mail.parsed.subject ?? "",
      text: mail.parsed.text ?? "",
      headers: Object.fromEntries(mail.parsed.headerLines.map((h) => [h.key, h.line.replace(/^[^:]+:\s*/, "")])),
    }));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(httpPort, "127.0.0.1", () => resolve());
  });
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
