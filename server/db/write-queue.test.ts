import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { rowInsert, type Database, type Row, type Statement } from "./client.ts";
import { createWriteQueue, planBatch } from "./write-queue.ts";

describe("batch plan", () => {
  const row = (email: string) => rowInsert("contact_messages", { name: "P", email, message: "m" });
  it("merges jobs made only of row inserts, per table and columns; keeps the rest apart", () => {
    const other = sql`select 1`;
    const mail = (to: string) => rowInsert("mail_outbox", { kind: "contact", recipient: to });
    const plan = planBatch([
      [row("a@example.com")],
      [other],
      [row("b@example.com"), mail("x@example.com")],
      [rowInsert("contact_messages", { name: "P", email: "c@example.com", message: "m", topic: "Outro" })],
      [row("d@example.com"), other],
      [row("e@example.com"), mail("y@example.com")],
    ]);
    expect(plan.groupOf).toEqual([null, 1, null, null, 4, null]);
    expect(plan.groups).toHaveLength(5);
    expect(plan.groups[0]).toEqual([
      {
        insertInto: "contact_messages",
        columns: ["name", "email", "message"],
        rows: [
          ["P", "a@example.com", "m"],
          ["P", "b@example.com", "m"],
          ["P", "e@example.com", "m"],
        ],
      },
    ]);
    expect(plan.groups[2]).toEqual([
      {
        insertInto: "mail_outbox",
        columns: ["kind", "recipient"],
        rows: [
          ["contact", "x@example.com"],
          ["contact", "y@example.com"],
        ],
      },
    ]);
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
      const plain = (email: string) => rowInsert("contact_messages", { name: "Fila", email, message: "m" });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => queue.submit([plain(`m${i}@example.com`)])),
      );
      expect(results).toEqual(Array.from({ length: 40 }, () => [] as Row[]));
      expect(await count("m%@example.com")).toBe(40);
      // The first job runs alone (nothing else had arrived); the other 39 went together.
      expect(seen.map((groups) => groups.length)).toEqual(seen.map(() => 1));
      expect(seen.length).toBeLessThan(40);
    });

    it("a bad row in a merged insert fails its own request only", async () => {
      const queue = createWriteQueue(database.runBatch);
      const plain = (email: string) => rowInsert("contact_messages", { name: "Fila", email, message: "m" });
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
