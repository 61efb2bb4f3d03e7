// The mail outbox end to end with a REAL SMTP server (smtp-server) and a real database
// (PGlite always, PostgreSQL when TEST_DATABASE_URL is set): what is queued, in which
// transaction, what arrives, retries, restarts, several workers, unsubscribe tokens.
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines, type Engine } from "../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { freePort } from "../../tests/helpers/server-process.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../tests/helpers/smtp.ts";
import { buildApp, type AppDeps } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { outboxInsert, outboxSummary, purgeSent } from "./outbox.ts";
import { contactMail } from "./templates.ts";
import { createMailTriggers } from "./triggers.ts";
import { mailSettings } from "./settings.ts";
import { createUnsubscribeSigner } from "./unsubscribe-token.ts";

const ANON_KEY = "test-anon-key-0123456789";
const BUILD_DIR = makeFakeBuild();
const SECRET = "mail-test-secret-0123456789-abcdefghij";
const INBOX = "contato@carroemconta.test";
const FROM = "Carro em Conta <nao-responda@carroemconta.test>";
const headers = { apikey: ANON_KEY, "content-type": "application/json" };

type App = Awaited<ReturnType<typeof buildApp>>;

function config(extra: Record<string, string> = {}) {
  return loadConfig({
    BUILD_DIR,
    LOG_LEVEL: "silent",
    ANON_KEY,
    RATE_LIMIT_MAX: "100000",
    BETTER_AUTH_SECRET: SECRET,
    MAIL_FROM: FROM,
    CONTACT_INBOX: INBOX,
    SITE_URL: "https://www.carroemconta.test",
    ...extra,
  });
}

type OutboxRow = {
  id: number;
  kind: string;
  recipient: string;
  about_email: string;
  attempts: number;
  last_error: string | null;
  sent_at: unknown;
  send_after: unknown;
  headers: Record<string, string>;
};

async function outbox(database: Database): Promise<OutboxRow[]> {
  const result = await database.db.execute(sql`select * from mail_outbox order by id`);
  return (result as unknown as { rows: OutboxRow[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    attempts: Number(r.attempts),
  }));
}

async function post(app: App, table: string, payload: unknown) {
  const res = await app.inject({ method: "POST", url: `/rest/v1/${table}`, headers, payload: payload as object });
  expect(res.statusCode, res.body).toBe(201);
}

const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");

function tokenFrom(mail: ReceivedMail): string {
  const link = /https:\/\/\S+\/newsletter\/cancelar\?token=(\S+)/.exec(mail.parsed.text ?? "");
  expect(link, mail.parsed.text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `mail on ${engine.name}${engine.skipReason ? ` (${engine.skipReason})` : ""}`,
    () => {
      let database: Database;
      let smtp: TestSmtpServer;
      let app: App;

      beforeAll(async () => {
        database = await engine.open();
        smtp = await startSmtpServer();
        app = await buildApp(config({ SMTP_URL: smtp.url }), {
          database,
          mail: { autoStart: false },
        });
      });
      afterAll(async () => {
        await app.close();
        await smtp.close();
        await engine.dispose();
      });

      async function clean() {
        await database.db.execute(sql`delete from mail_outbox`);
        await database.db.execute(sql`delete from newsletter_subscriptions`);
        smtp.received.length = 0;
      }

      it("mails a contact message to CONTACT_INBOX, plain text, Reply-To the sender", async () => {
        await clean();
        await post(app, "contact_messages", {
          name: "Maria Silva",
          email: "maria@example.com.br",
          topic: "Parcerias",
          message: "Olá!\nGostaria de propor uma parceria.",
        });
        const [row] = await outbox(database);
        expect(row).toMatchObject({ kind: "contact_message", recipient: INBOX, about_email: "maria@example.com.br" });
        expect(row!.sent_at).toBeNull();

        expect(await app.mail!.worker!.runOnce()).toEqual({ sent: 1, failed: 0 });
        const [mail] = await smtp.waitFor(1);
        expect(mail!.to).toEqual([INBOX]);
        expect(mail!.parsed.from?.value[0]).toMatchObject({
          address: "nao-responda@carroemconta.test",
          name: "Carro em Conta",
        });
        expect(mail!.parsed.replyTo?.value[0]?.address).toBe("maria@example.com.br");
        expect(mail!.parsed.subject).toBe("[Contato] Parcerias: Maria Silva");
        expect(mail!.parsed.html).toBe(false);
        const text = mail!.parsed.text!;
        expect(text).toContain("Nome: Maria Silva");
        expect(text).toContain("E-mail: maria@example.com.br");
        expect(text).toContain("Assunto: Parcerias");
        expect(text).toContain("Olá!\nGostaria de propor uma parceria.");
        expect(mail!.parsed.messageId).toMatch(new RegExp(`^<outbox-${row!.id}\\.\\d+@www\\.carroemconta\\.test>$`));

        const [after] = await outbox(database);
        expect(after!.sent_at).not.toBeNull();
        expect(after!.attempts).toBe(1);
        expect(await app.mail!.worker!.runOnce()).toEqual({ sent: 0, failed: 0 });
      });

      it("sent mail older than 30 days is deleted; pending and recent mail stay", async () => {
        await clean();
        for (const email of ["old@example.com", "recent@example.com", "pending@example.com"]) {
          await database.runBatch([
            [outboxInsert(contactMail({ name: "X", email, topic: "Outro", message: "m" }, INBOX))],
          ]);
        }
        await database.db.execute(
          sql`update mail_outbox set sent_at = now() - interval '31 days' where about_email = 'old@example.com'`,
        );
        await database.db.execute(
          sql`update mail_outbox set sent_at = now() - interval '29 days' where about_email = 'recent@example.com'`,
        );
        expect(await purgeSent(database.db)).toBe(1);
        expect((await outbox(database)).map((r) => r.about_email).sort()).toEqual([
          "pending@example.com",
          "recent@example.com",
        ]);
      });

      it("a name with line breaks cannot inject headers", async () => {
        await clean();
        await post(app, "contact_messages", {
          name: "Eve\r\nBcc: victim@example.com",
          email: "eve@example.com",
          topic: "Outro",
          message: "x",
        });
        await app.mail!.worker!.runOnce();
        const [mail] = await smtp.waitFor(1);
        expect(mail!.to).toEqual([INBOX]);
        expect(mail!.parsed.bcc).toBeUndefined();
        expect(mail!.parsed.subject).toBe("[Contato] Outro: Eve Bcc: victim@example.com");
      });

      it("a honeypot-trapped contact message queues no mail", async () => {
        await clean();
        await post(app, "contact_messages", { name: "Bot", email: "bot@example.com", message: "spam", website: "x" });
        expect(await outbox(database)).toEqual([]);
      });

      it("a failed transaction leaves no mail; the outbox row commits with its insert", async () => {
        await clean();
        const triggers = createMailTriggers(mailSettings(config()), createUnsubscribeSigner(SECRET));
        const row = { name: "Ana", email: "ana@example.com", topic: "Suporte", message: "oi" };
        const insert = sql`insert into contact_messages (name, email, topic, message) values ('Ana', 'ana@example.com', 'Suporte', 'oi')`;
        await expect(
          database.runBatch([[insert, ...triggers.statementsFor("contact_messages", row), sql`select 1 / 0`]]),
        ).rejects.toThrow(/division by zero/);
        expect(await outbox(database)).toEqual([]);
        await database.runBatch([[insert, ...triggers.statementsFor("contact_messages", row)]]);
        expect(await outbox(database)).toHaveLength(1);
        await database.db.execute(sql`delete from contact_messages where email = 'ana@example.com'`);
      });

      function confirmTokenFrom(mail: ReceivedMail): string {
        const link = /https:\/\/\S+\/newsletter\/confirmar\?token=(\S+)/.exec(mail.parsed.text ?? "");
        expect(link, mail.parsed.text).not.toBeNull();
        return decodeURIComponent(link![1]!);
      }
      const confirmForm = (token: string) =>
        app.inject({
          method: "POST",
          url: `/newsletter/confirmar?token=${encodeURIComponent(token)}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "",
        });

      // Without double opt-in a subscription would mail a welcome with the sender's text to
      // any address at once.
      it("double opt-in: first a confirmation with no visitor text; the welcome only after the link is used", async () => {
        await clean();
        await post(app, "newsletter_subscriptions", {
          name: "Ganhe dinheiro em spam.example",
          email: "joao@example.com",
          has_accepted_terms: true,
        });
        const rows = await outbox(database);
        expect(rows.map((r) => [r.kind, r.recipient])).toEqual([["newsletter_confirmation", "joao@example.com"]]);

        await app.mail!.worker!.runOnce();
        const [confirmation] = await smtp.waitFor(1);
        expect(confirmation!.to).toEqual(["joao@example.com"]);
        expect(confirmation!.parsed.subject).toBe("Confirme sua inscrição na newsletter do Carro em Conta");
        expect(confirmation!.raw).not.toMatch(/spam\.example|Ganhe dinheiro/);
        const token = confirmTokenFrom(confirmation!);

        // Opening the link (GET) confirms nothing: the page's button posts.
        await app.inject({ method: "GET", url: `/newsletter/confirmar?token=${encodeURIComponent(token)}` });
        expect(await outbox(database)).toHaveLength(1);

        const confirmed = await confirmForm(token);
        expect(confirmed.statusCode).toBe(303);
        expect(confirmed.headers.location).toBe("/newsletter/confirmar/concluida");
        await app.mail!.worker!.runOnce();
        const [, welcome] = await smtp.waitFor(2);
        expect(welcome!.to).toEqual(["joao@example.com"]);
        expect(welcome!.parsed.subject).toBe("Boas-vindas à newsletter do Carro em Conta");
        const unsubscribe = tokenFrom(welcome!);
        const url = `https://www.carroemconta.test/newsletter/cancelar?token=${encodeURIComponent(unsubscribe)}`;
        expect(header(welcome!, "List-Unsubscribe")).toBe(`<${url}>`);
        expect(header(welcome!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

        // One time: a second use changes nothing and mails nothing.
        const reused = await confirmForm(token);
        expect(reused.headers.location).toBe("/newsletter/confirmar/ja-confirmada");
        const api = await app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
        expect(api.json()).toMatchObject({ status: "already_confirmed" });
        const forged = await confirmForm(`${token.split(".")[0]}.${"A".repeat(43)}`);
        expect(forged.headers.location).toBe("/newsletter/confirmar/link-invalido");
        // The unsubscribe token does not confirm (another key), nor the reverse.
        expect((await confirmForm(unsubscribe)).headers.location).toBe("/newsletter/confirmar/link-invalido");
        expect(await app.mail!.worker!.runOnce()).toEqual({ sent: 0, failed: 0 });
        expect(smtp.received).toHaveLength(2);
      });

      it("no mail at all without consent (refused); consent given later brings the confirmation", async () => {
        await clean();
        for (const payload of [
          { name: "Sem", email: "sem@example.com" },
          { name: "Sem", email: "sem@example.com", has_accepted_terms: false },
        ]) {
          const res = await app.inject({ method: "POST", url: "/rest/v1/newsletter_subscriptions", headers, payload });
          expect(res.statusCode).toBe(400);
        }
        expect(await outbox(database)).toEqual([]);
        await post(app, "newsletter_subscriptions", {
          name: "Sem",
          email: "sem@example.com",
          has_accepted_terms: true,
        });
        expect((await outbox(database)).map((r) => r.kind)).toEqual(["newsletter_confirmation"]);
      });

      it("at most one confirmation mail per address per 24 h", async () => {
        await clean();
        const again = () =>
          post(app, "newsletter_subscriptions", { name: "Rep", email: "Rep@Example.com", has_accepted_terms: true });
        await Promise.all([again(), again(), again()]);
        await again();
        expect(await outbox(database)).toHaveLength(1);
        await database.db.execute(
          sql`update newsletter_subscriptions set confirmation_sent_at = now() - interval '25 hours' where lower(email) = 'rep@example.com'`,
        );
        await again();
        await again();
        const rows = await outbox(database);
        expect(rows).toHaveLength(2);
        // Sent to the address as first stored, whatever case later requests used.
        expect(rows.every((r) => r.recipient === "Rep@Example.com")).toBe(true);
      });

      describe("unsubscribe", () => {
        /** Subscribes, confirms with the confirmation mail's link: the welcome's unsubscribe token. */
        async function subscribe(email: string) {
          await post(app, "newsletter_subscriptions", { name: "Leitor", email, has_accepted_terms: true });
          await app.mail!.worker!.runOnce();
          let mails = await smtp.waitFor(smtp.received.length);
          const confirmation = mails.find((m) => m.to[0] === email && /Confirme/.test(m.parsed.subject ?? ""))!;
          expect((await confirmForm(confirmTokenFrom(confirmation))).statusCode).toBe(303);
          const before = smtp.received.length;
          await app.mail!.worker!.runOnce();
          mails = await smtp.waitFor(before + 1);
          return tokenFrom(mails.find((m) => m.to[0] === email && /Boas-vindas/.test(m.parsed.subject ?? ""))!);
        }
        const subscribed = async (email: string) =>
          (
            (await database.db.execute(
              sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]!.n;

        it("valid token: the page's API says active, cancels, and a reuse says already cancelled", async () => {
          await clean();
          const token = await subscribe("valid@example.com");
          const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
          expect((await app.inject({ method: "GET", url })).json()).toMatchObject({ status: "active" });
          expect(await subscribed("valid@example.com")).toBe(1);

          const first = await app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token } });
          expect(first.statusCode).toBe(200);
          expect(first.json()).toMatchObject({ status: "cancelled" });
          expect(await subscribed("valid@example.com")).toBe(0);

          const again = await app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token } });
          expect(again.statusCode).toBe(200);
          expect(again.json()).toMatchObject({
            status: "already_cancelled",
            message: "Esta inscrição já estava cancelada.",
          });
          expect((await app.inject({ method: "GET", url })).json()).toMatchObject({ status: "already_cancelled" });
        });

        it("tampered tokens are refused and change nothing", async () => {
          await clean();
          const token = await subscribe("tamper@example.com");
          await subscribe("other@example.com");
          const [id, mac] = token.split(".") as [string, string];
          const flip = (c: string) => (c === "A" ? "B" : "A");
          const tampered = [
            `${Number(id) + 1}.${mac}`, // the other subscriber's id with this signature
            `${id}.${flip(mac[0]!)}${mac.slice(1)}`,
            `${id}.${mac.slice(0, -1)}${flip(mac.at(-1)!)}`,
            `${id}.${mac}x`,
            id,
            "",
            "abc.def",
          ];
          for (const bad of tampered) {
            const res = await app.inject({
              method: "POST",
              url: "/api/newsletter/unsubscribe",
              payload: { token: bad },
            });
            expect(res.statusCode, bad).toBe(400);
            expect(res.json()).toMatchObject({ status: "invalid", message: "Link de cancelamento inválido." });
            const check = await app.inject({
              method: "GET",
              url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`,
            });
            expect(check.statusCode).toBe(400);
          }
          expect(await subscribed("tamper@example.com")).toBe(1);
          expect(await subscribed("other@example.com")).toBe(1);
        });

        it("RFC 8058 one-click POST to the List-Unsubscribe URL cancels without JavaScript or login", async () => {
          await clean();
          const token = await subscribe("oneclick@example.com");
          const res = await app.inject({
            method: "POST",
            url: `/newsletter/cancelar?token=${encodeURIComponent(token)}`,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload: "List-Unsubscribe=One-Click",
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers["content-type"]).toMatch(/^text\/plain/);
          expect(res.body).toContain("Inscrição cancelada");
          expect(await subscribed("oneclick@example.com")).toBe(0);
          const bad = await app.inject({
            method: "POST",
            url: `/newsletter/cancelar?token=${encodeURIComponent(token.replace(/^\d+/, "999999"))}`,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload: "List-Unsubscribe=One-Click",
          });
          expect(bad.statusCode).toBe(400);
        });

        it("the one-click POST may also come as multipart/form-data (RFC 8058)", async () => {
          await clean();
          const token = await subscribe("multipart@example.com");
          const boundary = "----cec";
          const res = await app.inject({
            method: "POST",
            url: `/newsletter/cancelar?token=${encodeURIComponent(token)}`,
            headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
            payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
          });
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain("Inscrição cancelada");
          expect(await subscribed("multipart@example.com")).toBe(0);
        });

        it("answers 503, not 500, when the database is down", async () => {
          const signer = createUnsubscribeSigner(SECRET);
          // A database that is down: every statement fails to connect (nothing listens on port 1).
          const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/down" });
          const broken = await buildApp(config(), {
            database: {
              ...database,
              db: drizzleNodePg(pool, { schema }) as unknown as Database["db"],
              close: async () => {},
            },
            site: null,
          });
          try {
            const res = await broken.inject({
              method: "POST",
              url: "/api/newsletter/unsubscribe",
              payload: { token: signer.sign(1) },
            });
            expect(res.statusCode).toBe(503);
            expect(res.json()).toMatchObject({ status: "unavailable" });
          } finally {
            await broken.close();
            await pool.end();
          }
        });

        it("the page's form without JavaScript posts and is redirected to a result page", async () => {
          await clean();
          const token = await subscribe("form@example.com");
          const url = `/newsletter/cancelar?token=${encodeURIComponent(token)}`;
          const form = { "content-type": "application/x-www-form-urlencoded" };
          const first = await app.inject({ method: "POST", url, headers: form, payload: "" });
          expect(first.statusCode).toBe(303);
          expect(first.headers.location).toBe("/newsletter/cancelar/concluido");
          expect(await subscribed("form@example.com")).toBe(0);
          const again = await app.inject({ method: "POST", url, headers: form, payload: "" });
          expect(again.headers.location).toBe("/newsletter/cancelar/ja-cancelada");
          const bad = await app.inject({
            method: "POST",
            url: "/newsletter/cancelar?token=1.x",
            headers: form,
            payload: "",
          });
          expect(bad.headers.location).toBe("/newsletter/cancelar/link-invalido");
        });

        it("cancelling before the confirmation went out removes the unsent confirmation too", async () => {
          await clean();
          await post(app, "newsletter_subscriptions", {
            name: "Rápido",
            email: "fast@example.com",
            has_accepted_terms: true,
          });
          const [row] = await outbox(database);
          const id = (
            (await database.db.execute(
              sql`select id from newsletter_subscriptions where email = 'fast@example.com'`,
            )) as unknown as {
              rows: { id: number }[];
            }
          ).rows[0]!.id;
          const token = createUnsubscribeSigner(SECRET).sign(Number(id));
          const res = await app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token } });
          expect(res.json()).toMatchObject({ status: "cancelled" });
          expect((await outbox(database)).map((r) => r.id)).not.toContain(row!.id);
        });
      });

      it("SMTP down, then up: retried with backoff, delivered once, attempts recorded", async () => {
        await clean();
        const port = await freePort();
        const downApp = await buildApp(config({ SMTP_URL: `smtp://127.0.0.1:${port}` }), {
          database: { ...database, close: async () => {} },
          mail: { autoStart: false, worker: { backoffBaseMs: 400 } },
        });
        try {
          await post(downApp, "contact_messages", { name: "Retry", email: "retry@example.com", message: "oi" });
          expect(await downApp.mail!.worker!.runOnce()).toEqual({ sent: 0, failed: 1 });
          let [row] = await outbox(database);
          expect(row!.attempts).toBe(1);
          expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
          expect(row!.sent_at).toBeNull();
          // Not due again before its backoff.
          expect(await downApp.mail!.worker!.runOnce()).toEqual({ sent: 0, failed: 0 });

          const late = await startSmtpServer(port);
          try {
            // Due again once its backoff (400 ms) has run: sent on the first run after that.
            await vi.waitFor(
              async () => expect(await downApp.mail!.worker!.runOnce()).toEqual({ sent: 1, failed: 0 }),
              { timeout: 5_000, interval: 50 },
            );
            await late.waitFor(1);
            [row] = await outbox(database);
            expect(row!.attempts).toBe(2);
            expect(row!.sent_at).not.toBeNull();
            expect(await downApp.mail!.worker!.runOnce()).toEqual({ sent: 0, failed: 0 });
            expect(late.received).toHaveLength(1);
          } finally {
            await downApp.close(); // first: it closes its pooled SMTP connection
            await late.close();
          }
        } finally {
          await downApp.close();
        }
      });

      it("a hanging SMTP server does not hold the app's shutdown", async () => {
        await clean();
        const sockets: import("node:net").Socket[] = [];
        const silent: Server = createServer((socket) => sockets.push(socket)); // never greets
        await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
        const port = (silent.address() as { port: number }).port;
        const hungApp = await buildApp(config({ SMTP_URL: `smtp://127.0.0.1:${port}` }), {
          database: { ...database, close: async () => {} },
          mail: { autoStart: true },
        });
        await hungApp.ready();
        await post(hungApp, "contact_messages", { name: "Hang", email: "hang@example.com", message: "oi" });
        await waitUntil(async () => sockets.length > 0);
        const started = Date.now();
        await hungApp.close();
        expect(Date.now() - started).toBeLessThan(8_000);
        for (const s of sockets) s.destroy();
        await new Promise((r) => silent.close(r));
      });
    },
  );
}

describe("mail off (SMTP_URL unset)", () => {
  it("queues mail in the outbox, sends nothing, and /readyz says e-mail is off", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    const app = await buildApp(config(), { database });
    try {
      expect(app.mail!.worker).toBeNull();
      expect(app.mail!.state.enabled).toBe(false);
      await post(app, "contact_messages", { name: "Off", email: "off@example.com", message: "oi" });
      expect(await outboxSummary(database.db)).toMatchObject({ pending: 1, sent: 0 });
      expect(app.mail!.state.detail).toMatch(/^off/);
      expect((await app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ok" });
    } finally {
      await app.close();
    }
  });
});

describe("restart", () => {
  it("a row queued while mail was off is sent after a new app instance starts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cec-mail-restart-"));
    const first = await buildApp(config({ DATA_DIR: dataDir }), { database: await openDatabase({ dataDir }) });
    await post(first, "newsletter_subscriptions", {
      name: "Depois",
      email: "depois@example.com",
      has_accepted_terms: true,
    });
    await first.close();

    const smtp = await startSmtpServer();
    const database = await openDatabase({ dataDir });
    const second = await buildApp(config({ DATA_DIR: dataDir, SMTP_URL: smtp.url }), {
      database,
      mail: { worker: { pollMs: 100 } },
    });
    try {
      await second.ready();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(["depois@example.com"]);
      await waitUntil(async () => (await outboxSummary(database.db)).sent === 1);
      expect(await outboxSummary(database.db)).toMatchObject({ pending: 0, sent: 1 });
    } finally {
      await second.close();
      await smtp.close();
    }
  });
});

const postgres: Engine = engines()[1]!;
describe.skipIf(postgres.skipReason)("two workers on one PostgreSQL database", () => {
  let smtp: TestSmtpServer;
  const apps: App[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp.close();
    await postgres.dispose();
  });

  it("deliver each mail exactly once", async () => {
    const first = await postgres.open();
    const second = await openDatabase({ databaseUrl: postgres.url!, dataDir: "" });
    const deps = (database: Database): AppDeps => ({
      database,
      mail: { autoStart: false, worker: { batchSize: 3, pollMs: 20 } },
    });
    apps.push(await buildApp(config({ SMTP_URL: smtp.url }), deps(first)));
    apps.push(await buildApp(config({ SMTP_URL: smtp.url }), deps(second)));
    const total = 40;
    for (let i = 0; i < total; i += 1) {
      await post(apps[i % 2]!, "contact_messages", {
        name: `Pessoa ${i}`,
        email: `p${i}@example.com`,
        message: `m${i}`,
      });
    }
    // Both workers race for the same rows.
    for (const app of apps) app.mail!.worker!.start();
    await smtp.waitFor(total, 20_000);
    await waitUntil(async () => (await outboxSummary(first.db)).sent === total, 10_000);
    // Every row sent and claimed once: no second send of any of them can still be on its way
    // (a row is marked sent after the SMTP server has it, and a second claim counts an attempt).
    const rows = await outbox(first);
    expect(rows.every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
    const subjects = smtp.received.map((m) => m.parsed.subject);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
  });
});

describe("templates", () => {
  it("the contact mail keeps the message as written and bounds the subject", () => {
    const mail = contactMail(
      { name: "N".repeat(400), email: "a@b.co", topic: "Suporte", message: "linha 1\n\nlinha 2" },
      INBOX,
      new Date("2026-01-02T03:04:00Z"),
    );
    expect(mail.subject.length).toBeLessThanOrEqual(300);
    expect(mail.bodyText).toContain("linha 1\n\nlinha 2");
    expect(mail.bodyText).toContain("Recebida em: 02/01/2026, 03:04 (UTC)");
  });
});
