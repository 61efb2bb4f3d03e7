// The monthly alert: once a reference month is complete in the catalog (fipe_sync_state.
// completed_at), every confirmed subscriber gets ONE mail listing each vehicle they follow with
// the price the catalog held before and the new one. Exactly once per person and month, with
// any number of senders at once and across restarts: a price_alert_sends row (unique per
// subscriber and month) is inserted in the same transaction that queues the mail in the
// outbox. A sender that loses the race finds the row taken and skips; a sender that dies before
// its commit leaves neither the row nor the mail, and the next run sends it. Delivery is the
// outbox worker's (its lease and stable Message-ID).
import { and, desc, eq, gt, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import { vehiclePath, type VehicleCodes } from "#app/lib/fipe/vehicle-path.ts";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { Db } from "../db/client.ts";
import type { DbOrTx } from "../db/rows.ts";
import {
  fipeBrands,
  fipeModels,
  fipeModelYears,
  fipePrices,
  fipeReferenceMonths,
  fipeSyncState,
  priceAlertSends,
  priceAlertSubscribers,
  priceAlertVehicles,
} from "../db/schema.ts";
import { labelOfMonth } from "../fipe/catalog/text.ts";
import { queueMail } from "../mail/outbox.ts";
import { priceAlertMail, type AlertVehicle } from "./templates.ts";
import { stopAllUrl, stopVehicleUrl, type PriceAlertSigners } from "./tokens.ts";
import { alertVehicleNames, vehicleNameColumns, vehicleNameJoins } from "./vehicle-names.ts";

export type SendOptions = {
  signers: PriceAlertSigners;
  siteUrl: string;
  /** Subscribers handled per query (each in its own transaction). */
  batchSize?: number;
  /** Tests: runs inside each subscriber's transaction after its claim (a crash mid-send). */
  afterClaim?: (subscriberId: number) => Promise<void> | void;
};

export type SendResult = { month: string | null; queued: number; empty: number };

/** The newest month the catalog completed, and when. */
export async function completedMonth(db: Db): Promise<{ month: string; completedAt: string; label: string } | null> {
  const [row] = await db
    .select({
      month: fipeSyncState.month,
      // As the database writes it (microseconds included, which a Date would drop): it bounds
      // a query below.
      completedAt: sql<string>`${fipeSyncState.completedAt}::text`,
      label: fipeReferenceMonths.label,
    })
    .from(fipeSyncState)
    .leftJoin(fipeReferenceMonths, eq(fipeReferenceMonths.month, fipeSyncState.month))
    .where(isNotNull(fipeSyncState.completedAt))
    .orderBy(desc(fipeSyncState.month))
    .limit(1);
  if (!row) return null;
  const { month, completedAt } = row;
  return { month, completedAt, label: row.label ? row.label.trim() : labelOfMonth(month) };
}

/** Month labels as FIPE writes them vary ("novembro/2026 "); mails use "novembro de 2026". */
function monthLabel(month: string): string {
  return labelOfMonth(month);
}

/** The subscriber's confirmed vehicles with their names and their prices in `month` and before. */
async function vehiclesOf(tx: DbOrTx, subscriberId: number, month: string) {
  const v = priceAlertVehicles;
  const y = fipeModelYears;
  const current = alias(fipePrices, "cur");
  // The newest price held before `month`, per vehicle (a lateral subquery: one row at most).
  const previous = tx
    .select({ valueCents: fipePrices.valueCents, month: fipePrices.month })
    .from(fipePrices)
    .where(
      and(
        eq(fipePrices.type, v.type),
        eq(fipePrices.brandCode, v.brandCode),
        eq(fipePrices.modelCode, v.modelCode),
        eq(fipePrices.yearCode, v.yearCode),
        lt(fipePrices.month, month),
        isNotNull(fipePrices.valueCents),
      ),
    )
    .orderBy(desc(fipePrices.month))
    .limit(1)
    .as("prev");
  return await tx
    .select({
      id: v.id,
      type: v.type,
      brandCode: v.brandCode,
      modelCode: v.modelCode,
      yearCode: v.yearCode,
      ...vehicleNameColumns,
      newCents: current.valueCents,
      oldCents: previous.valueCents,
      oldMonth: previous.month,
    })
    .from(v)
    .innerJoin(
      y,
      and(eq(y.type, v.type), eq(y.brandCode, v.brandCode), eq(y.modelCode, v.modelCode), eq(y.yearCode, v.yearCode)),
    )
    .leftJoin(fipeBrands, vehicleNameJoins.brand)
    .leftJoin(fipeModels, vehicleNameJoins.model)
    .leftJoin(
      current,
      and(
        eq(current.type, v.type),
        eq(current.brandCode, v.brandCode),
        eq(current.modelCode, v.modelCode),
        eq(current.yearCode, v.yearCode),
        eq(current.month, month),
      ),
    )
    .leftJoinLateral(previous, sql`true`)
    .where(and(eq(v.subscriberId, subscriberId), isNotNull(v.confirmedAt)))
    .orderBy(v.createdAt, v.id);
}

type AlertVehicleRow = Awaited<ReturnType<typeof vehiclesOf>>[number];

function alertVehicle(row: AlertVehicleRow, options: SendOptions): AlertVehicle | null {
  if (row.newCents === null) return null;
  const codes: VehicleCodes = {
    type: row.type as VehicleType,
    brand: row.brandCode,
    model: row.modelCode,
    year: row.yearCode,
  };
  const { brand, model, year } = alertVehicleNames(row);
  return {
    name: vehicleName({ brand, model, year }),
    pageUrl: `${options.siteUrl}${vehiclePath(codes, { brand, model, year })}`,
    stopUrl: stopVehicleUrl(options.siteUrl, options.signers.stopVehicle.sign(row.id)),
    oldCents: row.oldCents,
    oldLabel: row.oldMonth ? monthLabel(row.oldMonth) : null,
    newCents: row.newCents,
  };
}

/**
 * Queues the newest complete month's alerts not queued yet. Only subscribers confirmed before
 * the month was complete get it (someone who signs up afterwards has just seen that price);
 * a subscriber none of whose vehicles has a price that month gets no mail (the claim is kept,
 * with no mail). Safe to run any number of times, in any number of processes at once.
 */
export async function sendPriceAlerts(db: Db, options: SendOptions): Promise<SendResult> {
  const completed = await completedMonth(db);
  if (!completed) return { month: null, queued: 0, empty: 0 };
  const { month } = completed;
  const label = monthLabel(month);
  const batchSize = options.batchSize ?? 100;
  let queued = 0;
  let empty = 0;
  let after = 0;
  for (;;) {
    const s = priceAlertSubscribers;
    const d = priceAlertSends;
    const candidates = await db
      .select({ id: s.id, email: s.email })
      .from(s)
      .where(
        and(
          gt(s.id, after),
          isNotNull(s.confirmedAt),
          // The database's own text of completed_at (microseconds kept), as a plain parameter.
          sql`${s.confirmedAt} <= ${completed.completedAt}`,
          notExists(
            db
              .select({ month: d.month })
              .from(d)
              .where(and(eq(d.subscriberId, s.id), eq(d.month, month))),
          ),
        ),
      )
      .orderBy(s.id)
      .limit(batchSize);
    if (!candidates.length) break;
    for (const candidate of candidates) {
      const id = candidate.id;
      after = id;
      const result = await db.transaction(async (tx) => {
        // The claim: a second sender waits here for the first one's commit, then finds the row.
        const claimed = await tx
          .insert(d)
          .values({ subscriberId: id, month })
          .onConflictDoNothing({ target: [d.subscriberId, d.month] })
          .returning({ subscriberId: d.subscriberId });
        if (!claimed.length) return "taken" as const;
        // Still there and still confirmed (an unsubscribe may have come in between).
        const [subscriber] = await tx
          .select({ email: s.email })
          .from(s)
          .where(and(eq(s.id, id), isNotNull(s.confirmedAt)));
        if (!subscriber) return "taken" as const;
        await options.afterClaim?.(id);
        const vehicles = (await vehiclesOf(tx, id, month))
          .map((row) => alertVehicle(row, options))
          .filter((v): v is AlertVehicle => v !== null);
        if (!vehicles.length) return "empty" as const;
        const mailId = await queueMail(
          tx,
          priceAlertMail({
            email: subscriber.email,
            monthLabel: label,
            vehicles,
            stopAllUrl: stopAllUrl(options.siteUrl, options.signers.stopAll.sign(id)),
            siteUrl: options.siteUrl,
          }),
        );
        await tx
          .update(d)
          .set({ mailId, vehicles: vehicles.length })
          .where(and(eq(d.subscriberId, id), eq(d.month, month)));
        return "queued" as const;
      });
      if (result === "queued") queued++;
      else if (result === "empty") empty++;
    }
    if (candidates.length < batchSize) break;
  }
  return { month, queued, empty };
}
