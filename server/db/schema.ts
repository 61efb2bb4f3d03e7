// The database, described once: every table, column, default, key, index and check the
// migrations create (the spec's three tables, better-auth's, the mail outbox, the console, the
// FIPE catalog, price alerts, public data, reminders). drizzle-kit owns the migrations: change a table here
// and run `npx drizzle-kit generate` (docs/operations.md); server/db/schema-drift.test.ts fails
// when this file and the migrations disagree. Constraint names are the ones PostgreSQL gave the
// hand-written migrations 0002..0013 (e.g. "<table>_<column>_fkey"), so nothing is renamed.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const EMAIL_CHECK = (column: string) => sql.raw(`${column} ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$'`);

export const fipeConsultations = pgTable(
  "fipe_consultations",
  {
    id: id(),
    valor: varchar("valor", { length: 40 }).notNull(),
    marca: varchar("marca", { length: 120 }).notNull(),
    modelo: varchar("modelo", { length: 200 }).notNull(),
    anoModelo: integer("ano_modelo").notNull(),
    combustivel: varchar("combustivel", { length: 40 }).notNull(),
    codigoFipe: varchar("codigo_fipe", { length: 20 }).notNull(),
    mesReferencia: varchar("mes_referencia", { length: 40 }).notNull(),
    // The FIPE codes (optional, migration 0006): link the vehicle's own page in the sitemap.
    tipoVeiculo: varchar("tipo_veiculo", { length: 10 }),
    codigoMarca: varchar("codigo_marca", { length: 10 }),
    codigoModelo: varchar("codigo_modelo", { length: 10 }),
    codigoAno: varchar("codigo_ano", { length: 12 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("fipe_consultations_created_at_idx").on(t.createdAt),
    index("fipe_consultations_vehicle_idx")
      .on(t.tipoVeiculo, t.codigoMarca, t.codigoModelo, t.codigoAno)
      .where(sql`"codigo_ano" IS NOT NULL`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    topic: varchar("topic", { length: 20 }).notNull().default("Suporte"),
    message: varchar("message", { length: 5000 }).notNull(),
    createdAt: createdAt(),
    // Console status (migration 0004): opened / answered by an operator.
    readAt: timestamp("read_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    check("contact_messages_topic_check", sql`${t.topic} in ('Suporte', 'Sugestão', 'Parcerias', 'Outro')`),
    check("contact_messages_email_check", EMAIL_CHECK("email")),
    index("contact_messages_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("contact_messages_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    hasAcceptedTerms: boolean("has_accepted_terms").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Double opt-in (migration 0008): when the confirmation link was used, and when the last
    // confirmation mail was queued (at most one per address per 24 h).
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(sql`lower(${t.email})`),
    check("newsletter_subscriptions_email_check", EMAIL_CHECK("email")),
    index("newsletter_subscriptions_unconfirmed_idx")
      .on(t.createdAt)
      .where(sql`"confirmed_at" IS NULL`),
  ],
);

// One row per newsletter cancellation by the e-mail's link (migration 0012): the subscriber's
// row is deleted at once (privacy policy), this keeps only the count for the console.
export const newsletterCancellations = pgTable("newsletter_cancellations", {
  id: id(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
  wasConfirmed: boolean("was_confirmed").notNull(),
});

// better-auth core tables (email + password, cookie sessions).
export const authUsers = pgTable("auth_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable("auth_sessions", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
});

export const authAccounts = pgTable("auth_accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authVerifications = pgTable("auth_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// FIPE proxy cache, shared by every server process (lists for a day, prices for their month).
export const fipeCache = pgTable("fipe_cache", {
  key: text("key").primaryKey(),
  body: jsonb("body").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// Mail outbox (server/mail/): written in the insert's transaction, delivered by a worker.
// about_email is the data subject (LGPD deletion removes their rows); sent_at null = pending.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    kind: varchar("kind", { length: 40 }).notNull(),
    recipient: varchar("recipient", { length: 254 }).notNull(),
    aboutEmail: varchar("about_email", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    bodyText: text("body_text").notNull(),
    // An HTML part beside the text (migration 0009; the price alerts' mail), else null.
    bodyHtml: text("body_html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.sendAfter)
      .where(sql`"sent_at" IS NULL`),
    index("mail_outbox_about_email_idx").on(sql`lower(${t.aboutEmail})`),
  ],
);

// ---- infra: rate limits shared by every process (migration 0005, server/rate-limit/fixed-window.ts) ----
// One fixed-window counter per key (e.g. "rest:<client address>"), updated by one atomic upsert.
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limit_windows_window_end_idx").on(t.windowEnd)],
);

// FIPE upstream calls per UTC day (server/fipe/budget.ts): the daily budget every server
// process shares; counted atomically with an upsert that stops at the limit.
export const fipeUpstreamCalls = pgTable(
  "fipe_upstream_calls",
  {
    upstream: text("upstream").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    calls: integer("calls").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "fipe_upstream_calls_upstream_day_pk", columns: [t.upstream, t.day] })],
);

// ── FIPE catalog (migration 0007, server/fipe/catalog/) ──────────────────────────────────
// The FIPE table as our own data: reference months, the lists as read in each month, brands,
// models and model-years with their upstream codes, and one price per model-year and month.
// Months are "YYYY-MM"; FIPE's own code for a month is kept beside it (never computed).
const fipeType = () => varchar("type", { length: 10 }).notNull();
const fipeMonth = () => char("month", { length: 7 }).notNull();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Every reference month seen upstream, with FIPE's code for it and its label ("maio de 2026"). */
export const fipeReferenceMonths = pgTable("fipe_reference_months", {
  month: char("month", { length: 7 }).primaryKey(),
  code: integer("code").unique("fipe_reference_months_code_key"),
  label: text("label").notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A brands / models / years list as read in a month (path: "carros/marcas/21/modelos"...). */
export const fipeCatalogLists = pgTable(
  "fipe_catalog_lists",
  {
    path: text("path").notNull(),
    month: fipeMonth(),
    items: jsonb("items").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "fipe_catalog_lists_pk", columns: [t.path, t.month] })],
);

export const fipeBrands = pgTable(
  "fipe_brands",
  {
    type: fipeType(),
    code: varchar("code", { length: 10 }).notNull(),
    name: text("name").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "fipe_brands_pk", columns: [t.type, t.code] })],
);

/** search_words: every prefix of every word of search_text (written by the server), GIN-indexed. */
export const fipeModels = pgTable(
  "fipe_models",
  {
    type: fipeType(),
    brandCode: varchar("brand_code", { length: 10 }).notNull(),
    code: varchar("code", { length: 10 }).notNull(),
    name: text("name").notNull(),
    searchText: text("search_text").notNull().default(""),
    searchWords: text("search_words")
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "fipe_models_pk", columns: [t.type, t.brandCode, t.code] }),
    index("fipe_models_search_idx").using("gin", t.searchWords),
  ],
);

export const fipeModelYears = pgTable(
  "fipe_model_years",
  {
    type: fipeType(),
    brandCode: varchar("brand_code", { length: 10 }).notNull(),
    modelCode: varchar("model_code", { length: 10 }).notNull(),
    yearCode: varchar("year_code", { length: 12 }).notNull(),
    name: text("name").notNull(),
    modelYear: integer("model_year").notNull(),
    fuelCode: integer("fuel_code").notNull(),
    fuel: text("fuel").notNull(),
    codigoFipe: varchar("codigo_fipe", { length: 12 }),
    /** The price answer's other fields (brand, model, fuel names...), as last read. */
    priceFields: jsonb("price_fields"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "fipe_model_years_pk", columns: [t.type, t.brandCode, t.modelCode, t.yearCode] }),
    index("fipe_model_years_codigo_idx").on(t.codigoFipe, t.modelYear),
    index("fipe_model_years_year_idx").on(t.modelYear),
  ],
);

/** One price per model-year and month; value_cents null = not listed that month. */
export const fipePrices = pgTable(
  "fipe_prices",
  {
    type: fipeType(),
    brandCode: varchar("brand_code", { length: 10 }).notNull(),
    modelCode: varchar("model_code", { length: 10 }).notNull(),
    yearCode: varchar("year_code", { length: 12 }).notNull(),
    month: fipeMonth(),
    valueCents: bigint("value_cents", { mode: "number" }),
    valor: text("valor"),
    mes: text("mes"),
    /** "sync" | "proxy" | "import". */
    source: varchar("source", { length: 10 }).notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "fipe_prices_pk", columns: [t.type, t.brandCode, t.modelCode, t.yearCode, t.month] }),
    index("fipe_prices_month_idx").on(t.month),
  ],
);

/** The background sync's progress per reference month. */
export const fipeSyncState = pgTable("fipe_sync_state", {
  month: char("month", { length: 7 }).primaryKey(),
  referenceCode: integer("reference_code").notNull(),
  status: varchar("status", { length: 12 }).notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  recheckedAt: timestamp("rechecked_at", { withTimezone: true }),
  stableAt: timestamp("stable_at", { withTimezone: true }),
  total: integer("total").notNull().default(0),
  done: integer("done").notNull().default(0),
  failures: integer("failures").notNull().default(0),
  calls: integer("calls").notNull().default(0),
  etaAt: timestamp("eta_at", { withTimezone: true }),
  lastError: text("last_error"),
});

/** One sync at a time across processes: the "sync" row (inserted by 0007), held by a lease. */
export const fipeSyncLease = pgTable("fipe_sync_lease", {
  name: text("name").primaryKey(),
  owner: text("owner"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
});

// ── Operator console (migration 0004) ─────────────────────────────────────────────────────
// (contact_messages gains read_at / answered_at, declared in its table above.)
/** Accounts with the admin role (every console request checks this table). */
export const admins = pgTable(
  "admins",
  {
    userId: text("user_id").primaryKey(),
    addedBy: text("added_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "admins_user_id_fkey", columns: [t.userId], foreignColumns: [authUsers.id] }).onDelete(
      "cascade",
    ),
  ],
);

/** One-time first-admin setup tokens (sha256 of the token); all die when the first admin exists. */
export const adminSetupTokens = pgTable("admin_setup_tokens", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** That an LGPD deletion happened, without the data: the e-mail only as a keyed hash. */
export const lgpdDeletions = pgTable("lgpd_deletions", {
  id: id(),
  subjectHash: varchar("subject_hash", { length: 64 }).notNull(),
  adminUserId: text("admin_user_id"),
  adminEmail: varchar("admin_email", { length: 254 }),
  messagesDeleted: integer("messages_deleted").notNull(),
  subscriptionsDeleted: integer("subscriptions_deleted").notNull(),
  outboxDeleted: integer("outbox_deleted").notNull(),
  priceAlertsDeleted: integer("price_alerts_deleted").notNull().default(0),
  remindersDeleted: integer("reminders_deleted").notNull().default(0),
  createdAt: createdAt(),
});

// ── Price alerts (migration 0009, server/price-alerts/) ──────────────────────────────────
/** A person following vehicles' prices by e-mail (double opt-in: confirmed_at). */
export const priceAlertSubscribers = pgTable(
  "price_alert_subscribers",
  {
    id: id(),
    email: varchar("email", { length: 254 }).notNull(),
    createdAt: createdAt(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Start of the address's 24 h confirmation-mail window (migration 0011). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** Confirmation mails sent inside that window. */
    confirmationMails: integer("confirmation_mails").notNull().default(0),
  },
  (t) => [
    uniqueIndex("price_alert_subscribers_email_lower_key").on(sql`lower(${t.email})`),
    check("price_alert_subscribers_email_check", EMAIL_CHECK("email")),
  ],
);

/** A vehicle a subscriber follows (confirmed_at: this request's own confirmation link was used). */
export const priceAlertVehicles = pgTable(
  "price_alert_vehicles",
  {
    id: id(),
    subscriberId: bigint("subscriber_id", { mode: "number" }).notNull(),
    type: varchar("type", { length: 10 }).notNull(),
    brandCode: varchar("brand_code", { length: 10 }).notNull(),
    modelCode: varchar("model_code", { length: 10 }).notNull(),
    yearCode: varchar("year_code", { length: 12 }).notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When this vehicle's own confirmation mail was last queued (migration 0011). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("price_alert_vehicles_key").on(t.subscriberId, t.type, t.brandCode, t.modelCode, t.yearCode),
    foreignKey({
      name: "price_alert_vehicles_subscriber_id_fkey",
      columns: [t.subscriberId],
      foreignColumns: [priceAlertSubscribers.id],
    }).onDelete("cascade"),
  ],
);

/** One row per person and month: the claim that makes the month's mail go out once. */
export const priceAlertSends = pgTable(
  "price_alert_sends",
  {
    subscriberId: bigint("subscriber_id", { mode: "number" }),
    month: char("month", { length: 7 }).notNull(),
    mailId: bigint("mail_id", { mode: "number" }),
    vehicles: integer("vehicles").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("price_alert_sends_key").on(t.subscriberId, t.month),
    index("price_alert_sends_month_idx").on(t.month),
    foreignKey({
      name: "price_alert_sends_subscriber_id_fkey",
      columns: [t.subscriberId],
      foreignColumns: [priceAlertSubscribers.id],
    }).onDelete("set null"),
  ],
);

// ── IPVA and licensing reminders (migration 0015, server/reminders/) ──────────────────────
/** A person who asked for reminders by e-mail; one row per address (the 24 h mail window). */
export const reminderSubscribers = pgTable(
  "reminder_subscribers",
  {
    id: id(),
    email: varchar("email", { length: 254 }).notNull(),
    createdAt: createdAt(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    /** Start of the address's 24 h confirmation-mail window. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** Confirmation mails sent inside that window. */
    confirmationMails: integer("confirmation_mails").notNull().default(0),
  },
  (t) => [
    uniqueIndex("reminder_subscribers_email_lower_key").on(sql`lower(${t.email})`),
    check("reminder_subscribers_email_check", EMAIL_CHECK("email")),
  ],
);

/** A plate's dates an address asked for: state, final digit, vehicle type (confirmed_at: its link was used). */
export const reminderPlates = pgTable(
  "reminder_plates",
  {
    id: id(),
    subscriberId: bigint("subscriber_id", { mode: "number" }).notNull(),
    state: char("state", { length: 2 }).notNull(),
    finalDigit: integer("final_digit").notNull(),
    vehicleType: varchar("vehicle_type", { length: 12 }).notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When this plate's own confirmation mail was last queued. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  },
  (t) => [
    unique("reminder_plates_key").on(t.subscriberId, t.state, t.finalDigit, t.vehicleType),
    check("reminder_plates_final_digit_check", sql.raw("final_digit between 0 and 9")),
    foreignKey({
      name: "reminder_plates_subscriber_id_fkey",
      columns: [t.subscriberId],
      foreignColumns: [reminderSubscribers.id],
    }).onDelete("cascade"),
  ],
);

/** One row per plate and dated event (an IPVA due date, a discount's or licensing's deadline): the claim that makes its reminder go out once. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    plateId: bigint("plate_id", { mode: "number" }),
    eventKey: varchar("event_key", { length: 60 }).notNull(),
    due: date("due").notNull(),
    mailId: bigint("mail_id", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_sends_key").on(t.plateId, t.eventKey),
    index("reminder_sends_created_at_idx").on(t.createdAt),
    foreignKey({
      name: "reminder_sends_plate_id_fkey",
      columns: [t.plateId],
      foreignColumns: [reminderPlates.id],
    }).onDelete("set null"),
  ],
);

// ── Public data (migrations 0013 and 0014, server/public-data/) ──────────────────────────
/** The ANP survey as read: per municipality, product and collection day, the sum of the
 * stations' sale prices (in thousandths of a real) and how many there were. */
export const fuelPriceDays = pgTable(
  "fuel_price_days",
  {
    uf: char("uf", { length: 2 }).notNull(),
    municipio: varchar("municipio", { length: 120 }).notNull(),
    product: varchar("product", { length: 40 }).notNull(),
    day: date("day").notNull(),
    priceSumMilli: bigint("price_sum_milli", { mode: "number" }).notNull(),
    prices: integer("prices").notNull(),
  },
  (t) => [primaryKey({ name: "fuel_price_days_pkey", columns: [t.uf, t.product, t.day, t.municipio] })],
);

/** Per state, product and survey week (Sunday to Saturday): the mean sale price and stations. */
export const fuelPriceWeeks = pgTable(
  "fuel_price_weeks",
  {
    uf: char("uf", { length: 2 }).notNull(),
    product: varchar("product", { length: 40 }).notNull(),
    weekStart: date("week_start").notNull(),
    weekEnd: date("week_end").notNull(),
    meanMilli: integer("mean_milli").notNull(),
    stations: integer("stations").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "fuel_price_weeks_pkey", columns: [t.uf, t.product, t.weekStart] }),
    index("fuel_price_weeks_week_idx").on(t.weekStart),
  ],
);

/** Per state, municipality, product and survey week: the mean sale price and how many prices
 * (derived from fuel_price_days for the weeks an import touched, as fuel_price_weeks). */
export const fuelPriceCityWeeks = pgTable(
  "fuel_price_city_weeks",
  {
    uf: char("uf", { length: 2 }).notNull(),
    municipio: varchar("municipio", { length: 120 }).notNull(),
    product: varchar("product", { length: 40 }).notNull(),
    weekStart: date("week_start").notNull(),
    weekEnd: date("week_end").notNull(),
    meanMilli: integer("mean_milli").notNull(),
    prices: integer("prices").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "fuel_price_city_weeks_pkey", columns: [t.uf, t.municipio, t.product, t.weekStart] }),
    index("fuel_price_city_weeks_week_idx").on(t.uf, t.weekStart),
  ],
);

/** The cheapest surveyed stations of a municipality, product and survey week (the import keeps
 * the few cheapest of the newest weeks): each station once, at its lowest price of the week. */
export const fuelPriceStations = pgTable(
  "fuel_price_stations",
  {
    uf: char("uf", { length: 2 }).notNull(),
    municipio: varchar("municipio", { length: 120 }).notNull(),
    product: varchar("product", { length: 40 }).notNull(),
    weekStart: date("week_start").notNull(),
    cnpj: varchar("cnpj", { length: 20 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    brand: varchar("brand", { length: 120 }).notNull(),
    street: varchar("street", { length: 200 }).notNull(),
    number: varchar("number", { length: 40 }).notNull(),
    district: varchar("district", { length: 120 }).notNull(),
    priceMilli: integer("price_milli").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({
      name: "fuel_price_stations_pkey",
      columns: [t.uf, t.municipio, t.product, t.weekStart, t.cnpj],
    }),
    index("fuel_price_stations_week_idx").on(t.weekStart),
  ],
);

/** A Banco Central SGS monthly series' values (25471: vehicle loan rate, 433: IPCA), % a month. */
export const bcbSeriesValues = pgTable(
  "bcb_series_values",
  {
    series: integer("series").notNull(),
    month: date("month").notNull(),
    value: numeric("value", { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ name: "bcb_series_values_pkey", columns: [t.series, t.month] })],
);

/** Each public source's refresh state and the lease that lets one process refresh it at a time. */
export const publicDataSources = pgTable("public_data_sources", {
  name: varchar("name", { length: 20 }).primaryKey(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  lastReport: jsonb("last_report"),
  leaseOwner: varchar("lease_owner", { length: 200 }),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
});
