// The console API's answers as schemas (/api/admin/*): each checked at compile time against what
// its service returns (`satisfies`), so a field added there and not here fails the typecheck
// instead of being left out of the answer. Listed only in the console's OpenAPI document.
import { z } from "zod";
import type { PriceAlertStats } from "#app/lib/price-alert-stats.ts";
import type { ReminderStats } from "#app/lib/reminder-stats.ts";
import type { AdminSummary } from "../accounts.ts";
import type { FipeUpstreamState, fipeStats } from "../fipe-stats.ts";
import type { AdminIdentity } from "../guard.ts";
import type { deletePersonalData, deletionLog, personalData } from "../lgpd.ts";
import { MESSAGE_TOPICS, type getMessage, type listMessages } from "../messages.ts";
import type { listSubscribers } from "../newsletter.ts";
import type { overview } from "../overview.ts";
import type { MonthState, SyncProgress } from "../../fipe/catalog/sync.ts";
import type { SourceState } from "../../public-data/sources.ts";
import { isoDateTime } from "../../validation/answers.ts";
import type { Readiness } from "../../health/readiness.ts";

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const count = z.number().int().min(0);
const nullableDateTime = isoDateTime.nullable();
/** A timestamp read by raw SQL: PostgreSQL's own text. */
const dbTimestamp = z
  .string()
  .meta({ description: "PostgreSQL's timestamp text", examples: ["2026-11-28 02:27:29.039+00"] });

export const readinessAnswer = z.object({
  status: z.enum(["ok", "unavailable"]),
  ok: z.boolean(),
  checks: z
    .record(z.string(), z.looseObject({ ok: z.boolean(), detail: z.string().optional() }))
    .describe("Each dependency's check, with what it reports (the FIPE upstreams, the database's writes)"),
}) satisfies z.ZodType<Readiness & { status: string }>;

export const identityAnswer = z.object({ userId: z.string(), email: z.string() }) satisfies z.ZodType<AdminIdentity>;

export const overviewAnswer = z.object({
  messages: z.object({ total: count, unread: count }),
  newsletter: z.object({ count }),
  mail: z.object({
    enabled: z.boolean().describe("SMTP_URL is set: mail leaves"),
    pending: count,
    failed: count,
    sent: count,
    waiting: z.record(z.string(), count).describe("Unsent mail by kind"),
  }),
}) satisfies z.ZodType<Answer<typeof overview>>;

const messageDates = { createdAt: isoDateTime, readAt: nullableDateTime, answeredAt: nullableDateTime };
const messageFields = { id: z.number().int(), name: z.string(), email: z.string(), topic: z.string() };

export const messagePageAnswer = z.object({
  items: z.array(z.object({ ...messageFields, preview: z.string(), ...messageDates })),
  total: count,
  unread: count,
  page: z.number().int(),
  pageSize: z.number().int(),
  topics: z.array(z.enum(MESSAGE_TOPICS)).readonly().describe("Every topic a message may have"),
}) satisfies z.ZodType<Omit<Answer<typeof listMessages>, "topics"> & { topics: readonly string[] }>;

export const messageAnswer = z.object({
  ...messageFields,
  message: z.string(),
  ...messageDates,
}) satisfies z.ZodType<NonNullable<Answer<typeof getMessage>>>;

export const subscriberPageAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      hasAcceptedTerms: z.boolean(),
      state: z.enum(["confirmado", "pendente", "sem-aceite"]),
      createdAt: isoDateTime,
      confirmedAt: nullableDateTime,
    }),
  ),
  total: count,
  count,
  states: z.object({ confirmado: count, pendente: count, "sem-aceite": count, cancelado: count }),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<Answer<typeof listSubscribers>>;

export const priceAlertStatsAnswer = z.object({
  people: count,
  pendingPeople: count,
  follows: count,
  vehicles: count,
  lastSend: z.object({ month: z.string(), mails: count, sent: count, failed: count, waiting: count }).nullable(),
}) satisfies z.ZodType<PriceAlertStats>;

export const reminderStatsAnswer = z.object({
  people: count,
  plates: count,
  pendingPlates: count,
  last30Days: z.object({ events: count, mails: count, sent: count, failed: count, waiting: count }),
}) satisfies z.ZodType<ReminderStats>;

const upstreamState = z.object({
  name: z.string(),
  callsToday: count,
  dailyBudget: count.nullable(),
  circuit: z.enum(["closed", "open", "half-open"]),
}) satisfies z.ZodType<FipeUpstreamState>;

const syncState = z.object({
  month: z.string(),
  reference_code: z.number().int(),
  status: z.string(),
  started_at: dbTimestamp,
  updated_at: dbTimestamp,
  completed_at: dbTimestamp.nullable(),
  rechecked_at: dbTimestamp.nullable(),
  stable_at: dbTimestamp.nullable(),
  total: count,
  done: count,
  failures: count,
  calls: count,
  eta_at: dbTimestamp.nullable(),
  last_error: z.string().nullable(),
}) satisfies z.ZodType<MonthState>;

const syncProgress = z.object({
  month: z.string(),
  label: z.string(),
  phase: z.enum(["lists", "prices"]),
  done: count,
  total: count,
  failures: count,
  calls: count,
  etaAt: z.number().nullable().describe("Estimated end, in ms since 1970"),
}) satisfies z.ZodType<SyncProgress>;

/** The FIPE catalog sync's state for the console (what the admin plugin's fipeSyncStatus reads). */
export const fipeSyncAnswer = z.object({
  enabled: z.boolean(),
  state: syncState.nullable().describe("The newest month's saved state"),
  live: syncProgress.nullable().optional().describe("This process's sync in progress"),
  catalogEmpty: z.boolean(),
});
/** What the admin plugin's fipeSyncStatus answers. */
export type FipeSyncStatus = z.output<typeof fipeSyncAnswer>;

export const fipeAnswer = z.object({
  daily: z.array(z.object({ day: z.iso.date(), count })).describe("Lookups per day, the last 30 days (UTC)"),
  top: z.array(
    z.object({
      marca: z.string(),
      modelo: z.string(),
      anoModelo: z.number().int(),
      combustivel: z.string(),
      codigoFipe: z.string(),
      count,
    }),
  ),
  upstreams: z.array(upstreamState).nullable(),
  upstreamsAvailable: z.boolean(),
  sync: fipeSyncAnswer.nullable(),
}) satisfies z.ZodType<Answer<typeof fipeStats>>;

const sourceState = z.object({
  name: z.enum(["anp", "bcb"]),
  lastAttemptAt: nullableDateTime,
  lastSuccessAt: nullableDateTime,
  lastError: z.string().nullable(),
  lastErrorAt: nullableDateTime,
  lastReport: z.unknown().describe("What the last refresh reported (counts, files)"),
  runningBy: z.string().nullable().describe("The process refreshing it now"),
}) satisfies z.ZodType<SourceState>;

export const publicDataStatusAnswer = z.object({ enabled: z.boolean(), sources: z.array(sourceState) });
export type PublicDataStatus = z.output<typeof publicDataStatusAnswer>;

export const personalDataAnswer = z.object({
  email: z.string(),
  messages: z.array(z.object({ ...messageFields, message: z.string(), createdAt: isoDateTime })),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      hasAcceptedTerms: z.boolean(),
      createdAt: isoDateTime,
    }),
  ),
  outbox: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      subject: z.string(),
      createdAt: isoDateTime,
      sentAt: nullableDateTime,
    }),
  ),
  priceAlerts: z.array(
    z.object({
      id: z.number().int(),
      vehicle: z.string().meta({ examples: ["carros/21/8000/2023-1"] }),
      consentedAt: isoDateTime,
      createdAt: isoDateTime,
      confirmedAt: nullableDateTime,
    }),
  ),
  reminders: z.array(
    z.object({
      id: z.number().int(),
      plate: z.string().meta({ examples: ["SP, final 1, car"] }),
      consentedAt: isoDateTime,
      createdAt: isoDateTime,
      confirmedAt: nullableDateTime,
    }),
  ),
}) satisfies z.ZodType<Answer<typeof personalData>>;

export const deletedAnswer = z.object({
  deleted: z.object({ messages: count, subscriptions: count, outbox: count, priceAlerts: count, reminders: count }),
}) satisfies z.ZodType<{ deleted: Answer<typeof deletePersonalData> }>;

export const deletionsAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      createdAt: isoDateTime,
      adminEmail: z.string().nullable(),
      messagesDeleted: count,
      subscriptionsDeleted: count,
      outboxDeleted: count,
      priceAlertsDeleted: count,
      remindersDeleted: count,
    }),
  ),
}) satisfies z.ZodType<{ items: Answer<typeof deletionLog> }>;

export const adminsAnswer = z.object({
  items: z.array(z.object({ id: z.string(), email: z.string(), createdAt: isoDateTime })),
  me: z.string().describe("The signed-in admin's id"),
}) satisfies z.ZodType<{ items: AdminSummary[]; me: string }>;
