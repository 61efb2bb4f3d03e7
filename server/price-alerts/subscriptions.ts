// Following a vehicle's price by e-mail, confirming it (double opt-in) and stopping it. Each
// change is one transaction; the confirmation mail is queued in the outbox in the same one.
import { sql } from "drizzle-orm";
import type { VehicleCodes } from "#app/features/fipe/vehicle-path.ts";
import {
  MAX_VEHICLES_PER_EMAIL,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "#app/features/price-alerts/strings.ts";
import type { Db } from "../db/client.ts";
import { outboxInsert } from "../mail/outbox.ts";
import { CONFIRMATION_MAIL_INTERVAL_HOURS } from "../mail/triggers.ts";
import { alertConfirmationMail } from "./templates.ts";
import { confirmAlertUrl, type PriceAlertSigners } from "./tokens.ts";

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** Inserts a mail into the outbox inside `tx` (the outbox's own row shape). */
export async function queueMail(tx: Pick<Db, "execute">, mail: Parameters<typeof outboxInsert>[0]): Promise<number> {
  const insert = outboxInsert(mail);
  const [row] = rowsOf(
    await tx.execute(
      sql`insert into mail_outbox (${sql.join(
        insert.columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        insert.rows[0]!.map((v) => sql`${v}`),
        sql`, `,
      )}) returning id`,
    ),
  );
  return Number(row!.id);
}

export type FollowOutcome = "pending" | "unknown_vehicle" | "too_many";

/**
 * Adds a vehicle to the address's alerts (consent given). A new address, or an address with a
 * vehicle not yet confirmed, gets a confirmation mail, at most one per address per 24 h (the
 * claim on confirmation_sent_at decides, in SQL). Nothing else is ever sent before the link
 * of that mail is used. The answer never says whether the address was known.
 */
export async function followVehicle(
  db: Db,
  input: { email: string; vehicle: VehicleCodes },
  mail: { signers: PriceAlertSigners; siteUrl: string },
): Promise<{ outcome: FollowOutcome; queued: boolean }> {
  const { email, vehicle } = input;
  return db.transaction(async (tx) => {
    const known = rowsOf(
      await tx.execute(sql`select 1 from fipe_model_years where type = ${vehicle.type} and brand_code = ${vehicle.brand}
        and model_code = ${vehicle.model} and year_code = ${vehicle.year}`),
    );
    if (!known.length) return { outcome: "unknown_vehicle" as const, queued: false };
    // One row per address (case-insensitive); consent renewed. The row is locked until commit,
    // so two requests for one address count its vehicles one after the other.
    const [subscriber] = rowsOf(
      await tx.execute(sql`insert into price_alert_subscribers (email) values (${email})
        on conflict ((lower(email))) do update set consented_at = now()
        returning id, email`),
    );
    const id = Number(subscriber!.id);
    const [count] = rowsOf(
      await tx.execute(sql`select count(*)::int as n,
          count(*) filter (where type = ${vehicle.type} and brand_code = ${vehicle.brand}
            and model_code = ${vehicle.model} and year_code = ${vehicle.year})::int as same
        from price_alert_vehicles where subscriber_id = ${id}`),
    );
    if (Number(count!.same) === 0 && Number(count!.n) >= MAX_VEHICLES_PER_EMAIL) {
      return { outcome: "too_many" as const, queued: false };
    }
    await tx.execute(sql`insert into price_alert_vehicles (subscriber_id, type, brand_code, model_code, year_code)
      values (${id}, ${vehicle.type}, ${vehicle.brand}, ${vehicle.model}, ${vehicle.year})
      on conflict do nothing`);
    const [claimed] = rowsOf(
      await tx.execute(sql`update price_alert_subscribers set confirmation_sent_at = now()
        where id = ${id}
          and (confirmed_at is null or exists (select 1 from price_alert_vehicles v
            where v.subscriber_id = ${id} and v.confirmed_at is null))
          and (confirmation_sent_at is null
            or confirmation_sent_at <= now() - make_interval(hours => ${CONFIRMATION_MAIL_INTERVAL_HOURS}))
        returning id, email`),
    );
    if (!claimed) return { outcome: "pending" as const, queued: false };
    await queueMail(
      tx,
      alertConfirmationMail({
        email: String(claimed.email),
        confirmUrl: confirmAlertUrl(mail.siteUrl, mail.signers.confirm.sign(id)),
        siteUrl: mail.siteUrl,
      }),
    );
    return { outcome: "pending" as const, queued: true };
  });
}

/** The confirmation link: confirms the subscriber and every vehicle it added so far. */
export async function confirmAlerts(
  db: Db,
  signers: PriceAlertSigners,
  token: string,
): Promise<PriceAlertConfirmResult> {
  const id = signers.confirm.verify(token);
  if (id === null) return "invalid";
  return db.transaction(async (tx) => {
    const found = rowsOf(
      await tx.execute(sql`update price_alert_subscribers set confirmed_at = coalesce(confirmed_at, now())
        where id = ${id} returning id`),
    );
    if (!found.length) return "invalid" as const;
    await tx.execute(
      sql`update price_alert_vehicles set confirmed_at = now() where subscriber_id = ${id} and confirmed_at is null`,
    );
    return "confirmed" as const;
  });
}

/** Unsent alert mail of an address (its confirmation or a queued alert) goes with its alerts. */
async function dropUnsentMail(tx: Pick<Db, "execute">, email: string) {
  await tx.execute(sql`delete from mail_outbox where sent_at is null
    and kind in ('price_alert', 'price_alert_confirmation') and lower(about_email) = lower(${email})`);
}

/** "Stop every alert": deletes the address and the vehicles it followed. */
export async function stopAllAlerts(
  db: Db,
  signers: PriceAlertSigners,
  token: string,
): Promise<PriceAlertCancelResult> {
  const id = signers.stopAll.verify(token);
  if (id === null) return "invalid";
  return db.transaction(async (tx) => {
    const [deleted] = rowsOf(
      await tx.execute(sql`delete from price_alert_subscribers where id = ${id} returning email`),
    );
    if (!deleted) return "already_cancelled" as const;
    await dropUnsentMail(tx, String(deleted.email));
    return "cancelled" as const;
  });
}

/** "Stop this vehicle": deletes that one; an address left with none is deleted too. */
export async function stopVehicleAlert(
  db: Db,
  signers: PriceAlertSigners,
  token: string,
): Promise<PriceAlertCancelResult> {
  const id = signers.stopVehicle.verify(token);
  if (id === null) return "invalid";
  return db.transaction(async (tx) => {
    const [deleted] = rowsOf(
      await tx.execute(sql`delete from price_alert_vehicles where id = ${id} returning subscriber_id`),
    );
    if (!deleted) return "already_cancelled" as const;
    const [gone] = rowsOf(
      await tx.execute(sql`delete from price_alert_subscribers s where s.id = ${Number(deleted.subscriber_id)}
        and not exists (select 1 from price_alert_vehicles v where v.subscriber_id = s.id) returning email`),
    );
    if (gone) await dropUnsentMail(tx, String(gone.email));
    return "cancelled" as const;
  });
}
