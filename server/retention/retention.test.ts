// The retention the privacy policy promises, on each database engine: what is past its period
// goes, what is not stays, and the app runs it by itself once it is ready.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { engines } from "../../tests/helpers/databases.ts";
import { makeFakeBuild } from "../../tests/helpers/fake-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createRetention, purgeExpired } from "./retention.ts";

async function addMessage(database: Database, name: string, created: string, answered: string | null = null) {
  await database.db.execute(sql`insert into contact_messages (name, email, topic, message, created_at, answered_at)
    values (${name}, 'pessoa@example.com', 'Suporte', 'Olá', now() - ${created}::interval,
      ${answered === null ? null : sql`now() - ${answered}::interval`})`);
}

async function names(database: Database) {
  const result = await database.db.execute<{ name: string }>(sql`select name from contact_messages order by name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`retention [${engine.name}]`, () => {
    afterAll(() => engine.dispose());

    it("deletes contact messages 12 months after the last exchange, and ended rate-limit counters", async () => {
      const database = await engine.open();
      try {
        await addMessage(database, "a-13-meses-sem-resposta", "13 months");
        await addMessage(database, "b-13-meses-respondida-ha-13", "14 months", "13 months");
        await addMessage(database, "c-13-meses-respondida-ha-2", "13 months", "2 months");
        await addMessage(database, "d-11-meses", "11 months");
        await addMessage(database, "e-hoje", "0 seconds");
        await database.db.execute(sql`insert into rate_limit_windows (key, window_end, count) values
          ('rest:203.0.113.1', now() - interval '5 minutes', 3),
          ('rest:203.0.113.2', now() + interval '30 seconds', 1)`);

        expect(await purgeExpired(database.db)).toEqual({
          contactMessages: 2,
          rateLimitWindows: 1,
          unconfirmedSubscriptions: 0,
          unconfirmedPriceAlerts: 0,
          unconfirmedReminders: 0,
        });
        expect(await names(database)).toEqual(["c-13-meses-respondida-ha-2", "d-11-meses", "e-hoje"]);
        const keys = await database.db.execute<{ key: string }>(sql`select key from rate_limit_windows`);
        expect((keys as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(["rest:203.0.113.2"]);
        // Nothing more to delete the second time.
        expect(await purgeExpired(database.db)).toEqual({
          contactMessages: 0,
          rateLimitWindows: 0,
          unconfirmedSubscriptions: 0,
          unconfirmedPriceAlerts: 0,
          unconfirmedReminders: 0,
        });
      } finally {
        await database.close();
      }
    });

    it("deletes newsletter subscriptions never confirmed 7 days after they were asked for, with their unsent mail", async () => {
      const database = await engine.open();
      try {
        await database.db
          .execute(sql`insert into newsletter_subscriptions (name, email, has_accepted_terms, created_at, confirmed_at) values
          ('velha', 'velha@example.com', true, now() - interval '8 days', null),
          ('recente', 'recente@example.com', true, now() - interval '6 days', null),
          ('confirmada', 'confirmada@example.com', true, now() - interval '30 days', now() - interval '29 days')`);
        await database.db.execute(sql`insert into mail_outbox (kind, recipient, about_email, subject, body_text) values
          ('newsletter_confirmation', 'Velha@example.com', 'Velha@example.com', 's', 'b'),
          ('newsletter_confirmation', 'recente@example.com', 'recente@example.com', 's', 'b')`);
        expect(await purgeExpired(database.db)).toMatchObject({ unconfirmedSubscriptions: 1 });
        const left = await database.db.execute<{ name: string }>(
          sql`select name from newsletter_subscriptions order by name`,
        );
        expect((left as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
          "confirmada",
          "recente",
        ]);
        const mail = await database.db.execute<{ recipient: string }>(sql`select recipient from mail_outbox`);
        expect((mail as unknown as { rows: { recipient: string }[] }).rows.map((r) => r.recipient)).toEqual([
          "recente@example.com",
        ]);
      } finally {
        await database.close();
      }
    });

    it("deletes price alerts never confirmed 7 days after they were asked for, with their unsent mail", async () => {
      const database = await engine.open();
      try {
        await database.db.execute(sql`insert into price_alert_subscribers (email, created_at, confirmed_at) values
          ('velho@example.com', now() - interval '8 days', null),
          ('recente@example.com', now() - interval '6 days', null),
          ('confirmado@example.com', now() - interval '30 days', now() - interval '29 days')`);
        await database.db.execute(sql`insert into price_alert_vehicles
          (subscriber_id, type, brand_code, model_code, year_code, created_at, confirmed_at)
          select id, 'carros', '21', '4828', '2014-1', created_at, confirmed_at from price_alert_subscribers`);
        // A vehicle the confirmed address added 8 days ago and never confirmed.
        await database.db.execute(sql`insert into price_alert_vehicles
          (subscriber_id, type, brand_code, model_code, year_code, created_at)
          select id, 'carros', '21', '4829', '2015-1', now() - interval '8 days' from price_alert_subscribers
          where email = 'confirmado@example.com'`);
        await database.db.execute(sql`insert into mail_outbox (kind, recipient, about_email, subject, body_text) values
          ('price_alert_confirmation', 'Velho@example.com', 'Velho@example.com', 's', 'b'),
          ('price_alert_confirmation', 'recente@example.com', 'recente@example.com', 's', 'b')`);
        expect(await purgeExpired(database.db)).toMatchObject({ unconfirmedPriceAlerts: 3 });
        const people = await database.db.execute(sql`select email from price_alert_subscribers order by email`);
        expect((people as unknown as { rows: { email: string }[] }).rows.map((r) => r.email)).toEqual([
          "confirmado@example.com",
          "recente@example.com",
        ]);
        const vehicles = await database.db.execute(sql`select model_code from price_alert_vehicles v
          join price_alert_subscribers s on s.id = v.subscriber_id where s.email = 'confirmado@example.com'`);
        expect((vehicles as unknown as { rows: { model_code: string }[] }).rows.map((r) => r.model_code)).toEqual([
          "4828",
        ]);
        const mail = await database.db.execute(
          sql`select recipient from mail_outbox where kind = 'price_alert_confirmation'`,
        );
        expect((mail as unknown as { rows: { recipient: string }[] }).rows.map((r) => r.recipient)).toEqual([
          "recente@example.com",
        ]);
      } finally {
        await database.close();
      }
    });

    it("a failed purge is logged and retried on the next run, not thrown", async () => {
      const database = await engine.open();
      const warnings: string[] = [];
      const retention = createRetention(database.db, {
        info() {},
        warn: (_: unknown, m: string) => warnings.push(m),
      } as never);
      await database.close();
      expect(await retention.runOnce()).toBeNull();
      expect(warnings).toEqual(["retention purge failed; it runs again later"]);
    });
  });
}

describe("the app", () => {
  it("purges once it is ready, with no operator action", async () => {
    const [pglite] = engines();
    const database = await pglite!.open();
    await addMessage(database, "antiga", "13 months");
    await addMessage(database, "recente", "1 month");
    const app = await buildApp(loadConfig({ BUILD_DIR: makeFakeBuild(), LOG_LEVEL: "silent" }), {
      database,
      mail: { autoStart: false },
    });
    try {
      await app.ready();
      await vi.waitFor(async () => expect(await names(database)).toEqual(["recente"]), { timeout: 5_000 });
    } finally {
      await app.close();
    }
  });
});
