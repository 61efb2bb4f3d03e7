// The monthly alert: once a reference month is complete in the catalog (fipe_sync_state.
// completed_at), every confirmed subscriber gets ONE mail listing each vehicle they follow with
// the price the catalog held before and the new one. Exactly once per person and month, with
// any number of senders at once and across restarts: a price_alert_sends row (unique per
// subscriber and month) is inserted in the same transaction that queues the mail in the
// outbox. A sender that loses the race finds the row taken and skips; a sender that dies before
// its commit leaves neither the row nor the mail, and the next run sends it. Delivery is the
// outbox worker's (its lease and stable Message-ID).
import { sql } from "drizzle-orm";
import { vehicleName } from "#app/lib/fipe/vehicle-meta.ts";
import { vehiclePath, type VehicleCodes } from "#app/lib/fipe/vehicle-path.ts";
import type { VehicleType } from "#app/lib/fipe/fipe-types.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type BigIntValue, type Queryable, type TimestampValue } from "../db/rows.ts";
import { labelOfMonth } from "../fipe/catalog/text.ts";
import { queueMail } from "../mail/outbox.ts";
import { priceAlertMail, type AlertVehicle } from "./templates.ts";
import { stopAllUrl, stopVehicleUrl, type PriceAlertSigners } from "./tokens.ts";
import { alertVehicleNames, VEHICLE_NAME_COLUMNS, type VehicleNameRow } from "./vehicle-names.ts";

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
  const [row] = await rowsOf<{ month: string; completed_at: TimestampValue; label: string | null }>(
    db,
    sql`select s.month, s.completed_at, r.label from fipe_sync_state s
      left join fipe_reference_months r on r.month = s.month
      where s.completed_at is not null order by s.month desc limit 1`,
  );
  if (!row) return null;
  // Kept as the database wrote it (microseconds included): it bounds a query below.
  const completed = row.completed_at instanceof Date ? row.completed_at.toISOString() : row.completed_at;
  const { month } = row;
  return { month, completedAt: completed, label: row.label ? row.label.trim() : labelOfMonth(month) };
}

/** Month labels as FIPE writes them vary ("novembro/2026 "); mails use "novembro de 2026". */
function monthLabel(month: string): string {
  return labelOfMonth(month);
}

/** The subscriber's confirmed vehicles with their names and their prices in `month` and before. */
type AlertVehicleRow = VehicleNameRow & {
  id: BigIntValue;
  type: VehicleType;
  brand_code: string;
  model_code: string;
  year_code: string;
  new_cents: BigIntValue | null;
  old_cents: BigIntValue | null;
  old_month: string | null;
};

async function vehiclesOf(tx: Queryable, subscriberId: number, month: string) {
  return await rowsOf<AlertVehicleRow>(
    tx,
    sql`select v.id, v.type, v.brand_code, v.model_code, v.year_code, ${VEHICLE_NAME_COLUMNS},
        cur.value_cents as new_cents,
        prev.value_cents as old_cents, prev.month as old_month
      from price_alert_vehicles v
      join fipe_model_years y on y.type = v.type and y.brand_code = v.brand_code and y.model_code = v.model_code
        and y.year_code = v.year_code
      left join fipe_brands b on b.type = v.type and b.code = v.brand_code
      left join fipe_models m on m.type = v.type and m.brand_code = v.brand_code and m.code = v.model_code
      left join fipe_prices cur on cur.type = v.type and cur.brand_code = v.brand_code and cur.model_code = v.model_code
        and cur.year_code = v.year_code and cur.month = ${month}
      left join lateral (select p.value_cents, p.month from fipe_prices p
        where p.type = v.type and p.brand_code = v.brand_code and p.model_code = v.model_code
          and p.year_code = v.year_code and p.month < ${month} and p.value_cents is not null
        order by p.month desc limit 1) prev on true
      where v.subscriber_id = ${subscriberId} and v.confirmed_at is not null
      order by v.created_at, v.id`,
  );
}

function alertVehicle(row: AlertVehicleRow, options: SendOptions): AlertVehicle | null {
  if (row.new_cents === null) return null;
  const codes: VehicleCodes = { type: row.type, brand: row.brand_code, model: row.model_code, year: row.year_code };
  const { brand, model, year } = alertVehicleNames(row);
  return {
    name: vehicleName({ brand, model, year }),
    pageUrl: `${options.siteUrl}${vehiclePath(codes, { brand, model, year })}`,
    stopUrl: stopVehicleUrl(options.siteUrl, options.signers.stopVehicle.sign(Number(row.id))),
    oldCents: row.old_cents === null ? null : Number(row.old_cents),
    oldLabel: row.old_month ? monthLabel(row.old_month) : null,
    newCents: Number(row.new_cents),
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
    const candidates = await rowsOf<{ id: BigIntValue; email: string }>(
      db,
      sql`select s.id, s.email from price_alert_subscribers s
        where s.id > ${after} and s.confirmed_at is not null and s.confirmed_at <= ${completed.completedAt}
          and not exists (select 1 from price_alert_sends d where d.subscriber_id = s.id and d.month = ${month})
        order by s.id limit ${batchSize}`,
    );
    if (!candidates.length) break;
    for (const candidate of candidates) {
      const id = Number(candidate.id);
      after = id;
      const result = await db.transaction(async (tx) => {
        // The claim: a second sender waits here for the first one's commit, then finds the row.
        const claimed = await rowsOf<{ subscriber_id: BigIntValue }>(
          tx,
          sql`insert into price_alert_sends (subscriber_id, month) values (${id}, ${month})
            on conflict (subscriber_id, month) do nothing returning subscriber_id`,
        );
        if (!claimed.length) return "taken" as const;
        // Still there and still confirmed (an unsubscribe may have come in between).
        const [subscriber] = await rowsOf<{ email: string }>(
          tx,
          sql`select email from price_alert_subscribers where id = ${id} and confirmed_at is not null`,
        );
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
        await tx.execute(sql`update price_alert_sends set mail_id = ${mailId}, vehicles = ${vehicles.length}
          where subscriber_id = ${id} and month = ${month}`);
        return "queued" as const;
      });
      if (result === "queued") queued++;
      else if (result === "empty") empty++;
    }
    if (candidates.length < batchSize) break;
  }
  return { month, queued, empty };
}
