// Following a vehicle's price by e-mail, confirming it (double opt-in, one link per request)
// and stopping it. Each change is one transaction; the confirmation mail is queued in the
// outbox in the same one.
import { and, desc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { VehicleCodes } from "#app/lib/fipe/vehicle-path.ts";
import {
  MAX_VEHICLES_PER_EMAIL,
  type PriceAlertCancelResult,
  type PriceAlertConfirmResult,
} from "#app/domain/price-alerts/strings.ts";
import { vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import type { Db } from "../db/client.ts";
import { columnRowsOf, type DbOrTx } from "../db/rows.ts";
import {
  fipeBrands,
  fipeModels,
  fipeModelYears,
  mailOutbox,
  priceAlertSubscribers,
  priceAlertVehicles,
} from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { claimConfirmationMail, confirmationDue } from "../mail/confirmation-window.ts";
import { changeForToken } from "../mail/unsubscribe-token.ts";
import { alertConfirmationMail } from "./templates.ts";
import { confirmAlertUrl, type PriceAlertSigners } from "./tokens.ts";
import { alertVehicleNames, vehicleNameColumns, vehicleNameJoins } from "./vehicle-names.ts";

export type FollowOutcome = "pending" | "unknown_vehicle";

/** Vehicles an address may have waiting for confirmation; a newer request pushes out the oldest. */
export const MAX_PENDING_VEHICLES_PER_EMAIL = MAX_VEHICLES_PER_EMAIL;

/** The vehicle's display name from the catalog ("Fiat Argo 1.0 Flex 2023 Gasolina"). */
async function catalogVehicleName(tx: DbOrTx, vehicle: VehicleCodes): Promise<string | null> {
  const y = fipeModelYears;
  const [row] = await tx
    .select(vehicleNameColumns)
    .from(y)
    .leftJoin(fipeBrands, vehicleNameJoins.brand)
    .leftJoin(fipeModels, vehicleNameJoins.model)
    .where(
      and(
        eq(y.type, vehicle.type),
        eq(y.brandCode, vehicle.brand),
        eq(y.modelCode, vehicle.model),
        eq(y.yearCode, vehicle.year),
      ),
    );
  return row ? vehicleName(alertVehicleNames(row)) : null;
}

const subscribers = priceAlertSubscribers;
const vehicles = priceAlertVehicles;

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
    // so two requests for one address change its vehicles one after the other. Raw SQL: the
    // conflict target is an expression (lower(email)), which the builder's upsert cannot name.
    const [subscriber] = await columnRowsOf(
      tx,
      { id: subscribers.id },
      sql`insert into price_alert_subscribers (email) values (${email})
        on conflict ((lower(email))) do update set consented_at = now()
        returning id`,
    );
    const subscriberId = subscriber!.id;
    let [row] = await tx
      .select({ id: vehicles.id, confirmedAt: vehicles.confirmedAt })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.subscriberId, subscriberId),
          eq(vehicles.type, vehicle.type),
          eq(vehicles.brandCode, vehicle.brand),
          eq(vehicles.modelCode, vehicle.model),
          eq(vehicles.yearCode, vehicle.year),
        ),
      );
    // Already followed and confirmed: nothing to send, and the answer says nothing of it.
    if (row && row.confirmedAt !== null) {
      return { outcome: "pending" as const, queued: false };
    }
    if (!row) {
      const olderPending = tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.subscriberId, subscriberId), isNull(vehicles.confirmedAt)))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
        .offset(MAX_PENDING_VEHICLES_PER_EMAIL - 1);
      await tx.delete(vehicles).where(inArray(vehicles.id, olderPending));
      [row] = await tx
        .insert(vehicles)
        .values({
          subscriberId,
          type: vehicle.type,
          brandCode: vehicle.brand,
          modelCode: vehicle.model,
          yearCode: vehicle.year,
        })
        .returning({ id: vehicles.id, confirmedAt: vehicles.confirmedAt });
    }
    const vehicleId = row!.id;
    const [vehicleDue] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), confirmationDue(vehicles.confirmationSentAt)));
    if (!vehicleDue) return { outcome: "pending" as const, queued: false };
    const mailTo = await claimConfirmationMail(tx, subscribers, subscriberId);
    if (!mailTo) return { outcome: "pending" as const, queued: false };
    await tx
      .update(vehicles)
      .set({ confirmationSentAt: sql`now()` })
      .where(eq(vehicles.id, vehicleId));
    await queueMail(
      tx,
      alertConfirmationMail({
        email: mailTo,
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
    await tx.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.id, subscriberId)).for("update");
    const confirmed = await tx.$count(
      priceAlertVehicles,
      and(eq(priceAlertVehicles.subscriberId, subscriberId), isNotNull(priceAlertVehicles.confirmedAt)),
    );
    if (confirmed >= MAX_VEHICLES_PER_EMAIL) return "too_many" as const;
    await tx
      .update(vehicles)
      .set({ confirmedAt: sql`now()` })
      .where(eq(vehicles.id, id));
    await tx
      .update(subscribers)
      .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
      .where(eq(subscribers.id, subscriberId));
    return "confirmed" as const;
  });
}

/** Unsent alert mail of an address (its confirmation or a queued alert) goes with its alerts. */
async function dropUnsentMail(tx: DbOrTx, email: string) {
  await tx
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        inArray(mailOutbox.kind, ["price_alert", "price_alert_confirmation"]),
        sql`lower(${mailOutbox.aboutEmail}) = lower(${email})`,
      ),
    );
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
    const [gone] = await tx
      .delete(subscribers)
      .where(
        and(
          eq(subscribers.id, deleted.subscriberId),
          notExists(tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.subscriberId, subscribers.id))),
        ),
      )
      .returning({ email: subscribers.email });
    if (gone) await dropUnsentMail(tx, gone.email);
    return "cancelled" as const;
  });
}
