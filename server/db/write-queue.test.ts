import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import type { Database } from "./client.ts";
import { createWriteQueue } from "./write-queue.ts";

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
