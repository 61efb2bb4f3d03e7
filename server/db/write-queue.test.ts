import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pg-proxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { contactMessages, mailOutbox } from "./schema.ts";
import { compileRowsInsert, rowInsert, type Database, type Row, type RowsInsert, type Statement } from "./client.ts";
import { createWriteQueue, planBatch } from "./write-queue.ts";

describe("batch plan", () => {
  const row = (email: string) => rowInsert(contactMessages, { name: "P", email, message: "m" });
  it("merges jobs made only of row inserts, per table (whatever columns each row has); keeps the rest apart", () => {
    const other = sql`select 1`;
    const mail = (to: string) =>
      rowInsert(mailOutbox, { kind: "contact", recipient: to, aboutEmail: to, subject: "s", bodyText: "t" });
    const plan = planBatch([
      [row("a@example.com")],
      [other],
      [row("b@example.com"), mail("x@example.com")],
      [rowInsert(contactMessages, { name: "P", email: "c@example.com", message: "m", topic: "Outro" })],
      [row("d@example.com"), other],
      [row("e@example.com"), mail("y@example.com")],
    ]);
    expect(plan.groupOf).toEqual([null, 1, null, null, 3, null]);
    expect(plan.groups).toHaveLength(4);
    expect(plan.groups[0]).toEqual([
      {
        insertInto: contactMessages,
        rows: [
          { name: "P", email: "a@example.com", message: "m" },
          { name: "P", email: "b@example.com", message: "m" },
          { name: "P", email: "c@example.com", message: "m", topic: "Outro" },
          { name: "P", email: "e@example.com", message: "m" },
        ],
      },
    ]);
    expect(plan.groups[2]).toEqual([
      {
        insertInto: mailOutbox,
        rows: [
          { kind: "contact", recipient: "x@example.com", aboutEmail: "x@example.com", subject: "s", bodyText: "t" },
          { kind: "contact", recipient: "y@example.com", aboutEmail: "y@example.com", subject: "s", bodyText: "t" },
        ],
      },
    ]);
  });

  it("compiles a merged insert with the parameters Drizzle's insert builder binds", () => {
    // Drizzle's own compilation of the same rows (a driver that runs nothing).
    const builder = drizzle(async () => ({ rows: [] }));
    const mails: (typeof mailOutbox.$inferInsert)[] = [
      {
        kind: "contact",
        recipient: "a@example.com",
        aboutEmail: "a@example.com",
        subject: "s",
        bodyText: "t",
        headers: { "Reply-To": "a@example.com" },
      },
      {
        kind: "contact",
        recipient: "b@example.com",
        aboutEmail: "b@example.com",
        subject: "s",
        bodyText: "t",
        bodyHtml: "<p>t</p>",
        headers: {},
      },
      {
        kind: "contact",
        recipient: "c@example.com",
        aboutEmail: "c@example.com",
        subject: "s",
        bodyText: "t",
        bodyHtml: null,
        headers: {},
      },
    ];
    const ours = compileRowsInsert({ insertInto: mailOutbox, rows: mails });
    expect(ours.params).toEqual(builder.insert(mailOutbox).values(mails).toSQL().params);
    expect(ours.params).toContain('{"Reply-To":"a@example.com"}');
    expect(ours.sql).toBe(
      'insert into "mail_outbox" ("kind", "recipient", "about_email", "subject", "body_text", "body_html", "headers") values ' +
        "($1, $2, $3, $4, $5, default, $6), ($7, $8, $9, $10, $11, $12, $13), ($14, $15, $16, $17, $18, $19, $20)",
    );
    expect(() =>
      compileRowsInsert({
        insertInto: contactMessages,
        rows: [{ name: "P", email: "e", message: "m", nope: 1 } as never],
      }),
    ).toThrow(/no column "nope"/);
  });

  it("leaves each job's own statement as it was (for a retry alone)", () => {
    const job = [row("a@example.com")];
    planBatch([job, [row("b@example.com")]]);
    expect(job[0]).toEqual(row("a@example.com"));
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`group commit on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
    });
    afterAll(async () => {
      await database.close();
      await engine.dispose();
    });

    const insert = (email: string) =>
      sql`insert into contact_messages (name, email, message) values ('Fila', ${email}, 'm') returning email`;
    const count = async (pattern: string) => {
      const r = (await database.db.execute(
        sql`select count(*)::int as n from contact_messages where email like ${pattern}`,
      )) as unknown as { rows: Array<{ n: number }> };
      return Number(r.rows[0]!.n);
    };

    it("commits concurrent jobs and answers each with its own rows", async () => {
      const queue = createWriteQueue(database.runBatch);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => queue.submit([insert(`q${i}@example.com`)])),
      );
      expect(results.map((rows) => rows[0]?.email)).toEqual(Array.from({ length: 50 }, (_, i) => `q${i}@example.com`));
      expect(await count("q%@example.com")).toBe(50);
    });

    it("merges plain inserts into one statement per batch; each request still gets its answer", async () => {
      const seen: Statement[][][] = [];
      const queue = createWriteQueue((groups) => (seen.push(groups), database.runBatch(groups)));
      const plain = (email: string) => rowInsert(contactMessages, { name: "Fila", email, message: "m" });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => queue.submit([plain(`m${i}@example.com`)])),
      );
      expect(results).toEqual(Array.from({ length: 40 }, () => [] as Row[]));
      expect(await count("m%@example.com")).toBe(40);
      // The first job runs alone (nothing else had arrived); the other 39 went together.
      expect(seen.map((groups) => groups.length)).toEqual(seen.map(() => 1));
      expect(seen.length).toBeLessThan(40);
    });

    it("merges rows with different columns; a value a row leaves out is the column's default", async () => {
      const seen: Statement[][][] = [];
      const queue = createWriteQueue((groups) => (seen.push(groups), database.runBatch(groups)));
      await Promise.all([
        queue.submit([rowInsert(contactMessages, { name: "Fila", email: "md0@example.com", message: "m" })]),
        queue.submit([rowInsert(contactMessages, { name: "Fila", email: "md1@example.com", message: "m" })]),
        queue.submit([
          rowInsert(contactMessages, { name: "Fila", email: "md2@example.com", message: "m", topic: "Outro" }),
        ]),
      ]);
      // One insert per batch, and fewer batches than jobs: rows with different columns merged.
      expect(seen.map((groups) => groups.flat().length)).toEqual(seen.map(() => 1));
      expect(seen.length).toBeLessThan(3);
      expect(seen.flat(2).reduce((n, s) => n + (s as RowsInsert).rows.length, 0)).toBe(3);
      const r = (await database.db.execute(
        sql`select email, topic, read_at from contact_messages where email like 'md%' order by email`,
      )) as unknown as { rows: Array<{ email: string; topic: string; read_at: unknown }> };
      expect(r.rows).toEqual([
        { email: "md0@example.com", topic: "Suporte", read_at: null },
        { email: "md1@example.com", topic: "Suporte", read_at: null },
        { email: "md2@example.com", topic: "Outro", read_at: null },
      ]);
    });

    it("a bad row in a merged insert fails its own request only", async () => {
      const queue = createWriteQueue(database.runBatch);
      const plain = (email: string) => rowInsert(contactMessages, { name: "Fila", email, message: "m" });
      const good = Array.from({ length: 5 }, (_, i) => queue.submit([plain(`mg${i}@example.com`)]));
      const bad = queue.submit([plain("not-an-email")]);
      const more = queue.submit([plain("mafter@example.com")]);
      await expect(bad).rejects.toThrow();
      expect((await Promise.all([...good, more])).length).toBe(6);
      expect(await count("mg%@example.com")).toBe(5);
      expect(await count("mafter@example.com")).toBe(1);
    });

    it("a failing job fails alone, all-or-nothing, and the others are stored", async () => {
      const queue = createWriteQueue(database.runBatch);
      const good = Array.from({ length: 5 }, (_, i) => queue.submit([insert(`ok${i}@example.com`)]));
      // Two statements, the second breaks a check constraint: neither may be stored.
      const bad = queue.submit([insert("half@example.com"), insert("not-an-email")]);
      const more = queue.submit([insert("after@example.com")]);
      await expect(bad).rejects.toThrow();
      expect((await Promise.all([...good, more])).length).toBe(6);
      expect(await count("ok%@example.com")).toBe(5);
      expect(await count("half@example.com")).toBe(0);
      expect(await count("after@example.com")).toBe(1);
    });
  });
}
