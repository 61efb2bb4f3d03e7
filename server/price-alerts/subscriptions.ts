// Following a vehicle's price by e-mail, confirming it (double opt-in, one link per request)
// and stopping it. Each change is one transaction; the confirmation mail is queued in the
// outbox in the same one.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { VehicleCodes } from "#app/lib/fipe/vehicle-path.ts";
import {
  MAX_VEHICLES_PER_EMAIL,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "#app/domain/price-alerts/strings.ts";
import { vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type BigIntValue, type Queryable } from "../db/rows.ts";
import { priceAlertSubscribers, priceAlertVehicles } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { CONFIRMATION_MAIL_INTERVAL_HOURS } from "../mail/triggers.ts";
import { changeForToken } from "../mail/unsubscribe-token.ts";
import { alertConfirmationMail } from "./templates.ts";
import { confirmAlertUrl, type PriceAlertSigners } from "./tokens.ts";
import { alertVehicleNames, VEHICLE_NAME_COLUMNS, type VehicleNameRow } from "./vehicle-names.ts";

export type FollowOutcome = "pending" | "unknown_vehicle";

/** Vehicles an address may have waiting for confirmation; a newer request pushes out the oldest. */
export const MAX_PENDING_VEHICLES_PER_EMAIL = MAX_VEHICLES_PER_EMAIL;
/** Confirmation mails per address per CONFIRMATION_MAIL_INTERVAL_HOURS (one per vehicle and interval). */
export const MAX_CONFIRMATION_MAILS = 3;

/** The vehicle's display name from the catalog ("Fiat Argo 1.0 Flex 2023 Gasolina"). */
async function catalogVehicleName(tx: Queryable, vehicle: VehicleCodes): Promise<string | null> {
  const [row] = await rowsOf<VehicleNameRow>(
    tx,
    sql`select ${VEHICLE_NAME_COLUMNS}
      from fipe_model_years y
      left join fipe_brands b on b.type = y.type and b.code = y.brand_code
      left join fipe_models m on m.type = y.type and m.brand_code = y.brand_code and m.code = y.model_code
      where y.type = ${vehicle.type} and y.brand_code = ${vehicle.brand}
        and y.model_code = ${vehicle.model} and y.year_code = ${vehicle.year}`,
  );
  return row ? vehicleName(alertVehicleNames(row)) : null;
}

/**
 * Adds a vehicle to the address's alerts (consent given), unconfirmed. The answer is the same
 * whatever the address already follows (never a "too many" that would tell a stranger), and an
 * unconfirmed request never counts against the address's limit: the limit of
 * MAX_VEHICLES_PER_EMAIL confirmed vehicles is applied when a link is used, which only the
 * mailbox's owner can do. Each request has its own confirmation mail and link (confirming it
 * confirms that vehicle only), at most one per vehicle and MAX_CONFIRMATION_MAILS per address
 * per CONFIRMATION_MAIL_INTERVAL_HOURS (claimed in SQL). Waiting requests are bounded per
 * address (MAX_PENDING_VEHICLES_PER_EMAIL, the oldest go first), so the newest request, the
 * owner's own, is always kept.
 */
export async function followVehicle(
  db: Db,
  input: { email: string; vehicle: VehicleCodes },
  mail: { signers: PriceAlertSigners; siteUrl: string },
): Promise<{ outcome: FollowOutcome; queued: boolean }> {
  const { email, vehicle } = input;
  return db.transaction(async (tx) => {
    const name = await catalogVehicleName(tx, vehicle);
    if (name === null) return { outcome: "unknown_vehicle" as const, queued: false };
    // One row per address (case-insensitive); consent renewed. The row is locked until commit,
    // so two requests for one address change its vehicles one after the other.
    const [subscriber] = await rowsOf<{ id: BigIntValue }>(
      tx,
      sql`insert into price_alert_subscribers (email) values (${email})
        on conflict ((lower(email))) do update set consented_at = now()
        returning id`,
    );
    const subscriberId = Number(subscriber!.id);
    const sameVehicle = sql`subscriber_id = ${subscriberId} and type = ${vehicle.type} and brand_code = ${vehicle.brand}
      and model_code = ${vehicle.model} and year_code = ${vehicle.year}`;
    let [row] = await rowsOf<{ id: BigIntValue; confirmed_at?: string | null }>(
      tx,
      sql`select id, confirmed_at from price_alert_vehicles where ${sameVehicle}`,
    );
    // Already followed and confirmed: nothing to send, and the answer says nothing of it.
    if (row && row.confirmed_at != null) {
      return { outcome: "pending" as const, queued: false };
    }
    if (!row) {
      await tx.execute(sql`delete from price_alert_vehicles where id in (
          select id from price_alert_vehicles where subscriber_id = ${subscriberId} and confirmed_at is null
          order by created_at desc, id desc offset ${MAX_PENDING_VEHICLES_PER_EMAIL - 1})`);
      [row] = await rowsOf<{ id: BigIntValue }>(
        tx,
        sql`insert into price_alert_vehicles (subscriber_id, type, brand_code, model_code, year_code)
          values (${subscriberId}, ${vehicle.type}, ${vehicle.brand}, ${vehicle.model}, ${vehicle.year})
          returning id`,
      );
    }
    const vehicleId = Number(row!.id);
    const interval = sql`make_interval(hours => ${CONFIRMATION_MAIL_INTERVAL_HOURS})`;
    const [vehicleDue] = await rowsOf(
      tx,
      sql`select 1 from price_alert_vehicles where id = ${vehicleId}
        and (confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval})`,
    );
    if (!vehicleDue) return { outcome: "pending" as const, queued: false };
    const [claimed] = await rowsOf<{ email: string }>(
      tx,
      sql`update price_alert_subscribers set
          confirmation_mails = case when confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval}
            then 1 else confirmation_mails + 1 end,
          confirmation_sent_at = case when confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval}
            then now() else confirmation_sent_at end
        where id = ${subscriberId}
          and (confirmation_sent_at is null or confirmation_sent_at <= now() - ${interval}
            or confirmation_mails < ${MAX_CONFIRMATION_MAILS})
        returning email`,
    );
    if (!claimed) return { outcome: "pending" as const, queued: false };
    await tx.execute(sql`update price_alert_vehicles set confirmation_sent_at = now() where id = ${vehicleId}`);
    await queueMail(
      tx,
      alertConfirmationMail({
        email: claimed.email,
        vehicleName: name,
        confirmUrl: confirmAlertUrl(mail.siteUrl, mail.signers.confirm.sign(vehicleId)),
        siteUrl: mail.siteUrl,
      }),
    );
    return { outcome: "pending" as const, queued: true };
  });
}

/**
 * A confirmation link: confirms the one vehicle it was sent for (and the address with it),
 * unless the address already follows MAX_VEHICLES_PER_EMAIL confirmed vehicles.
 */
export async function confirmAlerts(
  db: Db,
  signers: PriceAlertSigners,
  token: string,
): Promise<PriceAlertConfirmResult> {
  return changeForToken(db, signers.confirm, token, async (tx, id) => {
    const [vehicle] = await tx
      .select({ subscriberId: priceAlertVehicles.subscriberId, confirmedAt: priceAlertVehicles.confirmedAt })
      .from(priceAlertVehicles)
      .where(eq(priceAlertVehicles.id, id));
    if (!vehicle) return "invalid" as const;
    if (vehicle.confirmedAt !== null) return "confirmed" as const;
    const { subscriberId } = vehicle;
    // The subscriber row's lock orders this against the address's other confirmations.
    await tx.execute(sql`select id from price_alert_subscribers where id = ${subscriberId} for update`);
    const confirmed = await tx.$count(
      priceAlertVehicles,
      and(eq(priceAlertVehicles.subscriberId, subscriberId), isNotNull(priceAlertVehicles.confirmedAt)),
    );
    if (confirmed >= MAX_VEHICLES_PER_EMAIL) return "too_many" as const;
    await tx.execute(sql`update price_alert_vehicles set confirmed_at = now() where id = ${id}`);
    await tx.execute(sql`update price_alert_subscribers set confirmed_at = coalesce(confirmed_at, now())
      where id = ${subscriberId}`);
    return "confirmed" as const;
  });
}

/** Unsent alert mail of an address (its confirmation or a queued alert) goes with its alerts. */
async function dropUnsentMail(tx: Queryable, email: string) {
  await tx.execute(sql`delete from mail_outbox where sent_at is null
    and kind in ('price_alert', 'price_alert_confirmation') and lower(about_email) = lower(${email})`);
}

/** "Stop every alert": deletes the address and the vehicles it followed. */
export async function stopAllAlerts(
  db: Db,
  signers: PriceAlertSigners,
  token: string,
): Promise<PriceAlertCancelResult> {
  return changeForToken(db, signers.stopAll, token, async (tx, id) => {
    const [deleted] = await tx
      .delete(priceAlertSubscribers)
      .where(eq(priceAlertSubscribers.id, id))
      .returning({ email: priceAlertSubscribers.email });
    if (!deleted) return "already_cancelled" as const;
    await dropUnsentMail(tx, deleted.email);
    return "cancelled" as const;
  });
}

/** "Stop this vehicle": deletes that one; an address left with none is deleted too. */
export async function stopVehicleAlert(
  db: Db,
  signers: PriceAlertSigners,
  token: string,
): Promise<PriceAlertCancelResult> {
  return changeForToken(db, signers.stopVehicle, token, async (tx, id) => {
    const [deleted] = await tx
      .delete(priceAlertVehicles)
      .where(eq(priceAlertVehicles.id, id))
      .returning({ subscriberId: priceAlertVehicles.subscriberId });
    if (!deleted) return "already_cancelled" as const;
    const [gone] = await rowsOf<{ email: string }>(
      tx,
      sql`delete from price_alert_subscribers s where s.id = ${deleted.subscriberId}
        and not exists (select 1 from price_alert_vehicles v where v.subscriber_id = s.id) returning email`,
    );
    if (gone) await dropUnsentMail(tx, gone.email);
    return "cancelled" as const;
  });
}
