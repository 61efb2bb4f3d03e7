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

-- Subscribing again with the same e-mail (any case) does not fail and does not change the
-- stored row (anyone can type anyone's address): only consent may go from false to true. A
-- BEFORE INSERT trigger turns the duplicate into that update and skips the insert; confirmed_at
-- and confirmation_sent_at cannot be set by an insert.
create or replace function public.newsletter_upsert() returns trigger
language plpgsql security definer set search_path = public as $$
begin
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
