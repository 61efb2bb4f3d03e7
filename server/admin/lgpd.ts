// LGPD (Lei 13.709/2018) requests for one e-mail: show everything stored about the person and
// delete it all in one transaction. The log keeps that a deletion happened (when, by whom, how
// many rows) but not the data: the e-mail only as an HMAC keyed with the server's secret.
import { desc, eq, or, sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import type { Db } from "../db/client.ts";
import {
  contactMessages,
  lgpdDeletions,
  mailOutbox,
  newsletterSubscriptions,
  priceAlertSubscribers,
  priceAlertVehicles,
  reminderPlates,
  reminderSubscribers,
} from "../db/schema.ts";
import type { AdminIdentity } from "./guard.ts";

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function subjectHash(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`lgpd:${email.trim().toLowerCase()}`, "utf8").digest("hex");
}

const sameEmail = (
  column:
    | typeof contactMessages.email
    | typeof newsletterSubscriptions.email
    | typeof priceAlertSubscribers.email
    | typeof reminderSubscribers.email,
  email: string,
) => eq(sql`lower(${column})`, email);
const outboxAbout = (email: string) =>
  or(eq(sql`lower(${mailOutbox.aboutEmail})`, email), eq(sql`lower(${mailOutbox.recipient})`, email));

export async function personalData(db: Db, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  const [messages, subscriptions, outbox, priceAlerts, reminders] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(sameEmail(contactMessages.email, email))
      .orderBy(desc(contactMessages.createdAt)),
    db.select().from(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, email)),
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(outboxAbout(email))
      .orderBy(desc(mailOutbox.createdAt)),
    // Price alerts: the address (consent and confirmation times) and each vehicle it follows.
    db
      .select({
        id: priceAlertVehicles.id,
        consentedAt: priceAlertSubscribers.consentedAt,
        subscriberConfirmedAt: priceAlertSubscribers.confirmedAt,
        type: priceAlertVehicles.type,
        brandCode: priceAlertVehicles.brandCode,
        modelCode: priceAlertVehicles.modelCode,
        yearCode: priceAlertVehicles.yearCode,
        createdAt: priceAlertVehicles.createdAt,
        confirmedAt: priceAlertVehicles.confirmedAt,
      })
      .from(priceAlertSubscribers)
      .innerJoin(priceAlertVehicles, eq(priceAlertVehicles.subscriberId, priceAlertSubscribers.id))
      .where(sameEmail(priceAlertSubscribers.email, email))
      .orderBy(desc(priceAlertVehicles.createdAt)),
    // IPVA and licensing reminders: each plate the address asked for.
    db
      .select({
        id: reminderPlates.id,
        consentedAt: reminderSubscribers.consentedAt,
        state: reminderPlates.state,
        finalDigit: reminderPlates.finalDigit,
        vehicleType: reminderPlates.vehicleType,
        createdAt: reminderPlates.createdAt,
        confirmedAt: reminderPlates.confirmedAt,
      })
      .from(reminderSubscribers)
      .innerJoin(reminderPlates, eq(reminderPlates.subscriberId, reminderSubscribers.id))
      .where(sameEmail(reminderSubscribers.email, email))
      .orderBy(desc(reminderPlates.createdAt)),
  ]);
  return {
    email,
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      topic: m.topic,
      message: m.message,
      createdAt: iso(m.createdAt)!,
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      hasAcceptedTerms: s.hasAcceptedTerms,
      createdAt: iso(s.createdAt)!,
    })),
    outbox: outbox.map((o) => ({ ...o, createdAt: iso(o.createdAt)!, sentAt: iso(o.sentAt) })),
    priceAlerts: priceAlerts.map((a) => ({
      id: a.id,
      vehicle: `${a.type}/${a.brandCode}/${a.modelCode}/${a.yearCode}`,
      consentedAt: iso(a.consentedAt)!,
      createdAt: iso(a.createdAt)!,
      confirmedAt: iso(a.confirmedAt ?? null),
    })),
    reminders: reminders.map((r) => ({
      id: r.id,
      plate: `${r.state}, final ${r.finalDigit}, ${r.vehicleType}`,
      consentedAt: iso(r.consentedAt)!,
      createdAt: iso(r.createdAt)!,
      confirmedAt: iso(r.confirmedAt ?? null),
    })),
  };
}

export async function deletePersonalData(db: Db, rawEmail: string, admin: AdminIdentity, secret: string) {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const messages = await tx
      .delete(contactMessages)
      .where(sameEmail(contactMessages.email, email))
      .returning({ id: contactMessages.id });
    const subscriptions = await tx
      .delete(newsletterSubscriptions)
      .where(sameEmail(newsletterSubscriptions.email, email))
      .returning({ id: newsletterSubscriptions.id });
    const outbox = await tx.delete(mailOutbox).where(outboxAbout(email)).returning({ id: mailOutbox.id });
    // The address's alerts: its vehicles go with it (on delete cascade); counted as vehicles.
    const alertVehicles = await tx
      .select({ id: priceAlertVehicles.id })
      .from(priceAlertVehicles)
      .innerJoin(priceAlertSubscribers, eq(priceAlertVehicles.subscriberId, priceAlertSubscribers.id))
      .where(sameEmail(priceAlertSubscribers.email, email));
    const alertSubscribers = await tx
      .delete(priceAlertSubscribers)
      .where(sameEmail(priceAlertSubscribers.email, email))
      .returning({ id: priceAlertSubscribers.id });
    // The address's reminders: its plates go with it (on delete cascade); counted as plates.
    const plates = await tx
      .select({ id: reminderPlates.id })
      .from(reminderPlates)
      .innerJoin(reminderSubscribers, eq(reminderPlates.subscriberId, reminderSubscribers.id))
      .where(sameEmail(reminderSubscribers.email, email));
    const reminderPeople = await tx
      .delete(reminderSubscribers)
      .where(sameEmail(reminderSubscribers.email, email))
      .returning({ id: reminderSubscribers.id });
    const counts = {
      messages: messages.length,
      subscriptions: subscriptions.length,
      outbox: outbox.length,
      priceAlerts: alertSubscribers.length ? alertVehicles.length : 0,
      reminders: reminderPeople.length ? plates.length : 0,
    };
    await tx.insert(lgpdDeletions).values({
      subjectHash: subjectHash(secret, email),
      adminUserId: admin.userId,
      adminEmail: admin.email,
      messagesDeleted: counts.messages,
      subscriptionsDeleted: counts.subscriptions,
      outboxDeleted: counts.outbox,
      priceAlertsDeleted: counts.priceAlerts,
      remindersDeleted: counts.reminders,
    });
    return counts;
  });
}

export async function deletionLog(db: Db, limit = 50) {
  const rows = await db.select().from(lgpdDeletions).orderBy(desc(lgpdDeletions.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: iso(r.createdAt)!,
    adminEmail: r.adminEmail,
    messagesDeleted: r.messagesDeleted,
    subscriptionsDeleted: r.subscriptionsDeleted,
    outboxDeleted: r.outboxDeleted,
    priceAlertsDeleted: r.priceAlertsDeleted,
    remindersDeleted: r.remindersDeleted,
  }));
}
