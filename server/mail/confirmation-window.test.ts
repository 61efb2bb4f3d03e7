// The confirmation-mail window both kinds of subscription share: three mails per address in a
// window, a new window once the last began over CONFIRMATION_MAIL_INTERVAL_HOURS ago, and the
// per-request check, on both engines and both subscriber tables.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import type { Database } from "../db/client.ts";
import { priceAlertSubscribers, reminderPlates, reminderSubscribers } from "../db/schema.ts";
import { MAX_CONFIRMATION_MAILS, claimConfirmationMail, confirmationDue } from "./confirmation-window.ts";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the confirmation-mail window on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
    });
    afterAll(async () => {
      await database?.close();
      await engine.dispose();
    });

    for (const [name, table] of [
      ["price alerts", priceAlertSubscribers],
      ["reminders", reminderSubscribers],
    ] as const) {
      it(`${name}: ${MAX_CONFIRMATION_MAILS} mails per address in a window, then a new window a day later`, async () => {
        const { db } = database;
        const [row] = await db
          .insert(table)
          .values({ email: `Ana.${name.length}@example.com` })
          .returning({ id: table.id });
        const id = row!.id;
        const claims: Array<string | null> = [];
        for (let i = 0; i < MAX_CONFIRMATION_MAILS + 2; i++) claims.push(await claimConfirmationMail(db, table, id));
        // The address as stored, three times; then nothing until the window is over.
        expect(claims).toEqual([...Array(MAX_CONFIRMATION_MAILS).fill(`Ana.${name.length}@example.com`), null, null]);
        const [full] = await db.select({ mails: table.confirmationMails }).from(table).where(eq(table.id, id));
        expect(full!.mails).toBe(MAX_CONFIRMATION_MAILS);

        await db
          .update(table)
          .set({ confirmationSentAt: sql`now() - interval '25 hours'` })
          .where(eq(table.id, id));
        expect(await claimConfirmationMail(db, table, id)).toBe(`Ana.${name.length}@example.com`);
        const [fresh] = await db
          .select({
            mails: table.confirmationMails,
            recent: sql<boolean>`${table.confirmationSentAt} > now() - interval '1 minute'`,
          })
          .from(table)
          .where(eq(table.id, id));
        expect(fresh).toEqual({ mails: 1, recent: true });
      });
    }

    it("a request is due for its own mail when it never had one or its last is a day old", async () => {
      const { db } = database;
      const [subscriber] = await db
        .insert(reminderSubscribers)
        .values({ email: "bia@example.com" })
        .returning({ id: reminderSubscribers.id });
      const plates = await db
        .insert(reminderPlates)
        .values(
          [null, sql`now() - interval '23 hours'`, sql`now() - interval '25 hours'`].map((sentAt, i) => ({
            subscriberId: subscriber!.id,
            state: "SP",
            finalDigit: i,
            vehicleType: "carro",
            confirmationSentAt: sentAt,
          })),
        )
        .returning({ id: reminderPlates.id });
      const due = await db
        .select({ id: reminderPlates.id })
        .from(reminderPlates)
        .where(confirmationDue(reminderPlates.confirmationSentAt))
        .orderBy(reminderPlates.id);
      expect(due.map((p) => p.id)).toEqual([plates[0]!.id, plates[2]!.id]);
    });
  });
}
