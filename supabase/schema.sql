-- Carro em Conta: tables for a hosted Supabase project (the static front end built with
-- BACKEND_URL and ANON_KEY of that project). Same columns and rules as our own server's
-- migrations (server/db/migrations). Row level security lets the anonymous role insert and
-- never read, update or delete.

create table if not exists public.fipe_consultations (
  id bigint generated always as identity primary key,
  valor varchar(40) not null check (length(btrim(valor)) > 0),
  marca varchar(120) not null check (length(btrim(marca)) > 0),
  modelo varchar(200) not null check (length(btrim(modelo)) > 0),
  ano_modelo integer not null check (ano_modelo between 1900 and 32000),
  combustivel varchar(40) not null check (length(btrim(combustivel)) > 0),
  codigo_fipe varchar(20) not null check (length(btrim(codigo_fipe)) > 0),
  mes_referencia varchar(40) not null check (length(btrim(mes_referencia)) > 0),
  created_at timestamptz not null default now()
);
-- The vehicle's FIPE codes (optional; the page sends them so the vehicle's own page can be linked).
alter table public.fipe_consultations add column if not exists tipo_veiculo varchar(10);
alter table public.fipe_consultations add column if not exists codigo_marca varchar(10);
alter table public.fipe_consultations add column if not exists codigo_modelo varchar(10);
alter table public.fipe_consultations add column if not exists codigo_ano varchar(12);

create table if not exists public.contact_messages (
  id bigint generated always as identity primary key,
  name varchar(120) not null check (length(btrim(name)) > 0),
  email varchar(254) not null check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  topic varchar(20) not null default 'Suporte' check (topic in ('Suporte', 'Sugestão', 'Parcerias', 'Outro')),
  message varchar(5000) not null check (length(btrim(message)) > 0),
  created_at timestamptz not null default now()
);
-- When the team read and answered the message (our server's console, migration 0004).
alter table public.contact_messages add column if not exists read_at timestamptz;
alter table public.contact_messages add column if not exists answered_at timestamptz;

create table if not exists public.newsletter_subscriptions (
  id bigint generated always as identity primary key,
  name varchar(120) not null check (length(btrim(name)) > 0),
  email varchar(254) not null check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  has_accepted_terms boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Double opt-in: when the confirmation link was used / the last confirmation mail was queued
  -- (the hosted option sends no mail itself: a mail function of yours reads these).
  confirmed_at timestamptz,
  confirmation_sent_at timestamptz
);
alter table public.newsletter_subscriptions add column if not exists confirmed_at timestamptz;
alter table public.newsletter_subscriptions add column if not exists confirmation_sent_at timestamptz;
create unique index if not exists newsletter_subscriptions_email_lower_key
  on public.newsletter_subscriptions (lower(email));

-- Consent is required (as on our server): a subscription without it is refused with SQLSTATE
-- 23514 and the box's pt-BR message as its detail (PostgREST answers 400 with it), nothing
-- stored. Subscribing again with the same e-mail (any case) does not fail and does not change
-- the stored row (anyone can type anyone's address). A BEFORE INSERT trigger turns the
-- duplicate into a no-op and skips the insert; confirmed_at and confirmation_sent_at cannot be
-- set by an insert.
create or replace function public.newsletter_upsert() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if not coalesce(new.has_accepted_terms, false) then
    raise exception using errcode = '23514',
      message = 'new row for relation "newsletter_subscriptions" violates check constraint "newsletter_subscriptions_consent_check"',
      detail = 'Marque a caixa para receber a newsletter.';
  end if;
  new.confirmed_at := null;
  new.confirmation_sent_at := null;
  perform 1 from public.newsletter_subscriptions where lower(email) = lower(new.email);
  if found then
    if new.has_accepted_terms then
      update public.newsletter_subscriptions
         set has_accepted_terms = true, updated_at = now()
       where lower(email) = lower(new.email) and not has_accepted_terms;
    end if;
    return null;
  end if;
  return new;
end;
$$;
drop trigger if exists newsletter_upsert on public.newsletter_subscriptions;
create trigger newsletter_upsert before insert on public.newsletter_subscriptions
  for each row execute function public.newsletter_upsert();

alter table public.fipe_consultations enable row level security;
alter table public.contact_messages enable row level security;
alter table public.newsletter_subscriptions enable row level security;

revoke all on public.fipe_consultations, public.contact_messages, public.newsletter_subscriptions from anon, authenticated;
grant insert on public.fipe_consultations, public.contact_messages, public.newsletter_subscriptions to anon, authenticated;

drop policy if exists "anon can insert" on public.fipe_consultations;
create policy "anon can insert" on public.fipe_consultations for insert to anon, authenticated with check (true);
drop policy if exists "anon can insert" on public.contact_messages;
create policy "anon can insert" on public.contact_messages for insert to anon, authenticated with check (true);
drop policy if exists "anon can insert" on public.newsletter_subscriptions;
create policy "anon can insert" on public.newsletter_subscriptions for insert to anon, authenticated with check (true);
-- No select, update or delete policy: with RLS on, those are refused to anon.

-- The FIPE catalog (server/fipe/catalog/, migration 0007): written and read by the server only
-- (its own database connection), never by the public key: row level security on, no policy.
create table if not exists public."fipe_reference_months" (
	"month" char(7) PRIMARY KEY NOT NULL,
	"code" integer UNIQUE,
	"label" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
create table if not exists public."fipe_catalog_lists" (
	"path" text NOT NULL,
	"month" char(7) NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_catalog_lists_pk" PRIMARY KEY ("path", "month")
);
create table if not exists public."fipe_brands" (
	"type" varchar(10) NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_brands_pk" PRIMARY KEY ("type", "code")
);
create table if not exists public."fipe_models" (
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_words" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_models_pk" PRIMARY KEY ("type", "brand_code", "code")
);
create table if not exists public."fipe_model_years" (
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"model_code" varchar(10) NOT NULL,
	"year_code" varchar(12) NOT NULL,
	"name" text NOT NULL,
	"model_year" integer NOT NULL,
	"fuel_code" integer NOT NULL,
	"fuel" text NOT NULL,
	"codigo_fipe" varchar(12),
	"price_fields" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_model_years_pk" PRIMARY KEY ("type", "brand_code", "model_code", "year_code")
);
create index if not exists "fipe_model_years_codigo_idx" on public."fipe_model_years" ("codigo_fipe", "model_year");
create index if not exists "fipe_model_years_year_idx" on public."fipe_model_years" ("model_year");
create index if not exists "fipe_models_search_idx" on public."fipe_models" USING gin ("search_words");
create table if not exists public."fipe_prices" (
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"model_code" varchar(10) NOT NULL,
	"year_code" varchar(12) NOT NULL,
	"month" char(7) NOT NULL,
	"value_cents" bigint,
	"valor" text,
	"mes" text,
	"source" varchar(10) NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fipe_prices_pk" PRIMARY KEY ("type", "brand_code", "model_code", "year_code", "month")
);
create index if not exists "fipe_prices_month_idx" on public."fipe_prices" ("month");
create table if not exists public."fipe_sync_state" (
	"month" char(7) PRIMARY KEY NOT NULL,
	"reference_code" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"rechecked_at" timestamp with time zone,
	"stable_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"eta_at" timestamp with time zone,
	"last_error" text
);
create table if not exists public."fipe_sync_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text,
	"lease_until" timestamp with time zone
);
insert into public."fipe_sync_lease" ("name") values ('sync') on conflict do nothing;
alter table public.fipe_reference_months enable row level security;
alter table public.fipe_catalog_lists enable row level security;
alter table public.fipe_brands enable row level security;
alter table public.fipe_models enable row level security;
alter table public.fipe_model_years enable row level security;
alter table public.fipe_prices enable row level security;
alter table public.fipe_sync_state enable row level security;
alter table public.fipe_sync_lease enable row level security;
revoke all on public.fipe_reference_months, public.fipe_catalog_lists, public.fipe_brands, public.fipe_models, public.fipe_model_years, public.fipe_prices, public.fipe_sync_state, public.fipe_sync_lease from anon, authenticated;

-- Price alerts (server/price-alerts/, migration 0009): written and read by the server only,
-- never by the public key: row level security on, no policy.
create table if not exists public."price_alert_subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "price_alert_subscribers_email_check" CHECK ("email" ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
);
create unique index if not exists "price_alert_subscribers_email_lower_key" on public."price_alert_subscribers" (lower("email"));
create table if not exists public."price_alert_vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"subscriber_id" bigint NOT NULL REFERENCES public."price_alert_subscribers" ("id") ON DELETE CASCADE,
	"type" varchar(10) NOT NULL,
	"brand_code" varchar(10) NOT NULL,
	"model_code" varchar(10) NOT NULL,
	"year_code" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "price_alert_vehicles_key" UNIQUE ("subscriber_id", "type", "brand_code", "model_code", "year_code")
);
create table if not exists public."price_alert_sends" (
	"subscriber_id" bigint REFERENCES public."price_alert_subscribers" ("id") ON DELETE SET NULL,
	"month" char(7) NOT NULL,
	"mail_id" bigint,
	"vehicles" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
create unique index if not exists "price_alert_sends_key" on public."price_alert_sends" ("subscriber_id", "month");
create index if not exists "price_alert_sends_month_idx" on public."price_alert_sends" ("month");
alter table public.price_alert_subscribers enable row level security;
alter table public.price_alert_vehicles enable row level security;
alter table public.price_alert_sends enable row level security;
revoke all on public.price_alert_subscribers, public.price_alert_vehicles, public.price_alert_sends from anon, authenticated;
-- Confirmation per followed vehicle (migration 0011): when the vehicle's last confirmation mail
-- was queued, and how many the address was sent inside its 24-hour window.
alter table public.price_alert_vehicles add column if not exists confirmation_sent_at timestamptz;
alter table public.price_alert_subscribers add column if not exists confirmation_mails integer not null default 0;

-- IPVA and licensing reminders (server/reminders/, migration 0015): written and read by the
-- server only, never by the public key: row level security on, no policy.
create table if not exists public."reminder_subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmation_mails" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_subscribers_email_check" CHECK ("email" ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
);
create unique index if not exists "reminder_subscribers_email_lower_key" on public."reminder_subscribers" (lower("email"));
create table if not exists public."reminder_plates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"subscriber_id" bigint NOT NULL REFERENCES public."reminder_subscribers" ("id") ON DELETE CASCADE,
	"state" char(2) NOT NULL,
	"final_digit" integer NOT NULL,
	"vehicle_type" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "reminder_plates_key" UNIQUE ("subscriber_id", "state", "final_digit", "vehicle_type"),
	CONSTRAINT "reminder_plates_final_digit_check" CHECK (final_digit between 0 and 9)
);
create table if not exists public."reminder_sends" (
	"plate_id" bigint REFERENCES public."reminder_plates" ("id") ON DELETE SET NULL,
	"event_key" varchar(60) NOT NULL,
	"due" date NOT NULL,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
create unique index if not exists "reminder_sends_key" on public."reminder_sends" ("plate_id", "event_key");
create index if not exists "reminder_sends_created_at_idx" on public."reminder_sends" ("created_at");
alter table public.reminder_subscribers enable row level security;
alter table public.reminder_plates enable row level security;
alter table public.reminder_sends enable row level security;
revoke all on public.reminder_subscribers, public.reminder_plates, public.reminder_sends from anon, authenticated;
