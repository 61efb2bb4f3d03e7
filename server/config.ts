// Configuration from the environment, validated once at start (a bad value stops the server
// with a message naming the variable). Defaults match the README and docs/operations.md.
import { z } from "zod";
import { DEFAULT_ANON_KEY, DEFAULT_SITE_URL } from "../build-env.ts";
import { UPSTREAM_KINDS, type UpstreamKind } from "./fipe/upstreams/types.ts";

const url = (what: string) => z.string().refine(isHttpUrl, `must be an http(s) URL (${what})`);

export const DEFAULT_FIPE_UPSTREAMS =
  "v1:https://parallelum.com.br/fipe/api/v1,v2:https://api.fipe.online/api/v2,site:https://veiculos.fipe.org.br/api/veiculos";

/** The ANP's open-data "últimas 4 semanas" files (gasoline and ethanol; diesel and GNV). */
export const DEFAULT_ANP_PRICES_URLS =
  "https://www.gov.br/anp/pt-br/centrais-de-conteudo/dados-abertos/arquivos/shpc/qus/ultimas-4-semanas-gasolina-etanol.csv,https://www.gov.br/anp/pt-br/centrais-de-conteudo/dados-abertos/arquivos/shpc/qus/ultimas-4-semanas-diesel-gnv.csv";
export const DEFAULT_BCB_SGS_URL = "https://api.bcb.gov.br/dados/serie";

export type FipeUpstreamSpec = { kind: UpstreamKind; url: string };

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** "v1:https://a,site:https://b" -> [{kind, url}]; a message naming the bad entry otherwise. */
export function parseFipeUpstreams(text: string): FipeUpstreamSpec[] | string {
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length) return "must list at least one upstream as kind:url";
  const specs: FipeUpstreamSpec[] = [];
  for (const [i, entry] of entries.entries()) {
    const colon = entry.indexOf(":");
    const kind = entry.slice(0, colon).trim();
    const url = entry.slice(colon + 1).trim();
    if (colon < 0 || !UPSTREAM_KINDS.includes(kind as UpstreamKind) || !isHttpUrl(url)) {
      return `entry ${i + 1} ("${entry}") must be kind:url, with kind ${UPSTREAM_KINDS.join(", ")} and an http(s) URL`;
    }
    specs.push({ kind: kind as UpstreamKind, url: url.replace(/\/+$/, "") });
  }
  return specs;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A social profile: the same rule the footer applies (app/lib/contact.ts socialProfiles). */
const SOCIAL_URL = /^https:\/\/[^\s/]+\.[^\s]+$/;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  FIPE_UPSTREAMS: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseFipeUpstreams(v);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  FIPE_DAILY_LIMIT: z.coerce.number().int().min(0).default(450),
  FIPE_CIRCUIT_FAILURES: z.coerce.number().int().min(1).max(1000).default(3),
  FIPE_CIRCUIT_COOLDOWN_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  FIPE_API_TOKEN: z.string().min(1).optional(),
  FIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The FIPE catalog's background sync (server/fipe/catalog/): auto (default) or off. */
  FIPE_SYNC: z.enum(["auto", "off"]).default("auto"),
  /** Share of each upstream's daily budget the sync leaves for visitors' lookups (0 to 1). */
  FIPE_SYNC_RESERVE: z.coerce.number().min(0).max(1).default(0.5),
  /** The public data's background refresh (server/public-data/): auto (default) or off. */
  PUBLIC_DATA_SYNC: z.enum(["auto", "off"]).default("auto"),
  /** The ANP survey files the refresh imports, comma-separated http(s) addresses. */
  ANP_PRICES_URLS: z
    .string()
    .default(DEFAULT_ANP_PRICES_URLS)
    .transform((v, ctx) => {
      const urls = v
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean);
      const bad = urls.find((u) => !isHttpUrl(u));
      if (!urls.length || bad) {
        ctx.addIssue({
          code: "custom",
          message: `must list http(s) addresses, comma-separated${bad ? ` ("${bad}")` : ""}`,
        });
        return z.NEVER;
      }
      return urls;
    }),
  /** The Banco Central's SGS API base: series are read from `${BCB_SGS_URL}/bcdata.sgs.{n}/dados`. */
  BCB_SGS_URL: url("Banco Central SGS API base")
    .default(DEFAULT_BCB_SGS_URL)
    .transform((v) => v.replace(/\/+$/, "")),
  /** FIPE lookups not answered from the cache, per minute per client address (429 beyond). */
  FIPE_CLIENT_LIMIT: z.coerce.number().int().positive().default(60),
  /** Memory for pages rendered on request and kept (server/ssr/page-cache.ts), in MB. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Renders of pages not in the page cache, per minute per client address (429 beyond). */
  RENDER_CLIENT_LIMIT: z.coerce.number().int().positive().default(60),
  ANON_KEY: z.string().min(16, "must have at least 16 characters").default(DEFAULT_ANON_KEY),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  SITE_URL: url("canonical base")
    .default(DEFAULT_SITE_URL)
    .transform((v) => v.replace(/\/+$/, "")),
  BETTER_AUTH_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  /** Public sign-up: closed by default (accounts are for the site's operators only). */
  AUTH_SIGN_UP: z.enum(["closed", "open"]).default("closed"),
  BUILD_DIR: z.string().min(1).default("build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // E-mail (server/mail/): without SMTP_URL mail waits in the outbox, nothing is sent.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, "must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>"')
    .optional(),
  CONTACT_INBOX: z.string().regex(EMAIL, "must be an e-mail address").optional(),
  // The data controller named in the privacy policy (build time, like SITE_URL).
  CONTROLLER_NAME: z.string().min(2).max(200).optional(),
  CONTROLLER_CNPJ: z
    .string()
    .regex(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, "must be a CNPJ (00.000.000/0000-00)")
    .optional(),
  CONTROLLER_ADDRESS: z.string().min(5).max(300).optional(),
  DPO_NAME: z.string().min(2).max(200).optional(),
  DPO_EMAIL: z.string().regex(EMAIL, "must be an e-mail address").optional(),
  // The site's phone and social profiles (build time, app/lib/contact.ts): shown only when set.
  CONTACT_PHONE: z
    .string()
    .regex(/^\+?[\d\s().-]{8,25}$/, 'must be a phone number as it should be shown ("(11) 4000-1234")')
    .optional(),
  SOCIAL_INSTAGRAM_URL: z.string().regex(SOCIAL_URL, "must be an https:// address").optional(),
  SOCIAL_FACEBOOK_URL: z.string().regex(SOCIAL_URL, "must be an https:// address").optional(),
  SOCIAL_YOUTUBE_URL: z.string().regex(SOCIAL_URL, "must be an https:// address").optional(),
  SOCIAL_X_URL: z.string().regex(SOCIAL_URL, "must be an https:// address").optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

/** The FIPE upstream list resolved: FIPE_UPSTREAMS, else the default. */
const resolved = schema
  .superRefine((c, ctx) => {
    if (c.DATABASE_URL && !c.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "required when DATABASE_URL is set: every process sharing the database must sign sessions and e-mail links with the same secret (generate one with: openssl rand -base64 32)",
      });
    }
  })
  .transform((c) => ({
    ...c,
    /** The resolved, ordered list: FIPE_UPSTREAMS, else the default. */
    FIPE_UPSTREAMS: c.FIPE_UPSTREAMS ?? (parseFipeUpstreams(DEFAULT_FIPE_UPSTREAMS) as FipeUpstreamSpec[]),
  }));

export type Config = z.infer<typeof resolved>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset (a blank line in an .env file must not override a default).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = resolved.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
