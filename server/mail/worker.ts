// Delivers the outbox: claims due rows (FOR UPDATE SKIP LOCKED + lease, see outbox.ts), sends
// them over SMTP, records the result. A failed send is retried with exponential backoff and
// never dropped. Runs in every server process; the database decides who sends what.
import type { Db } from "../db/client.ts";
import { claimDue, markFailed, markSent, purgeSent, type ClaimedMail } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  /** The From address ("Name <address>"). */
  from: string;
  /** Host for stable Message-IDs: a row re-sent after a crash carries the same id. */
  messageIdHost: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row is hidden from other processes; longer than any send can take. */
  leaseMs?: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
};

export type RunResult = { sent: number; failed: number };

export type MailWorker = {
  /** Polls until stop(); nudge() runs it at once (after an insert queued mail). */
  start(): void;
  nudge(): void;
  /** One pass: claims and sends what is due now (tests call it directly). */
  runOnce(): Promise<RunResult>;
  /** Stops polling and waits (bounded) for the pass in flight; closes the SMTP pool. */
  stop(): Promise<void>;
};

const STOP_WAIT_MS = 5_000;
const PURGE_EVERY_MS = 60 * 60_000;

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string; responseCode?: number }).code;
    const response = (error as { response?: string }).response;
    return [code, error.message, response && response !== error.message ? response : null].filter(Boolean).join(": ");
  }
  return String(error);
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    from,
    messageIdHost,
    log,
    pollMs = 5_000,
    batchSize = 10,
    leaseMs = 10 * 60_000,
    backoffBaseMs = 30_000,
    maxBackoffMs = 60 * 60_000,
  } = options;
  let running = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let again = false;
  let lastPurge = 0;

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    const { "Reply-To": replyTo, ...headers } = mail.headers;
    try {
      await transport.send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.bodyText,
        html: mail.bodyHtml,
        replyTo,
        headers,
        messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@${messageIdHost}>`,
      });
    } catch (error) {
      const retryIn = backoffMs(mail.attempts, backoffBaseMs, maxBackoffMs);
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryInMs: retryIn, err: describe(error) },
        "mail not sent; will retry",
      );
      await markFailed(db, mail.id, describe(error), retryIn);
      return false;
    }
    await markSent(db, mail.id);
    log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, "mail sent");
    return true;
  }

  async function runOnce(): Promise<RunResult> {
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      const purged = await purgeSent(db);
      if (purged) log.info({ purged }, "old sent mail deleted");
    }
    const claimed = await claimDue(db, batchSize, leaseMs);
    const results = await Promise.all(claimed.map(deliver));
    const sent = results.filter(Boolean).length;
    return { sent, failed: results.length - sent };
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(loop, delay);
    timer.unref();
  }

  async function loop() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    let full = false;
    const pass = runOnce().then(
      (result) => {
        full = result.sent + result.failed >= batchSize;
      },
      (error: unknown) => log.warn({ err: describe(error) }, "mail outbox unavailable"),
    );
    current = pass;
    await pass;
    running = false;
    // A full batch means more may be due: go on at once; else wait for the next poll or nudge.
    schedule(full || again ? 0 : pollMs);
    again = false;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (current) {
        await Promise.race([current, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      }
      transport.close();
    },
  };
}
