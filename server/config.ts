// Configuration from the environment, validated once at start (a bad value stops the server
// with a message naming the variable). Defaults match docs/architecture.md and README.
import { z } from "zod";
import { DEFAULT_ANON_KEY, DEFAULT_SITE_URL } from "../build-env.ts";

const url = (what: string) =>
  z.string().refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "http:" || u.protocol === "https:";
    } catch {
      return false;
    }
  }, `must be an http(s) URL (${what})`);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  FIPE_API_URL: url("FIPE service base address").default("https://parallelum.com.br/fipe/api/v1"),
  FIPE_API_TOKEN: z.string().min(1).optional(),
  FIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ANON_KEY: z.string().min(16, "must have at least 16 characters").default(DEFAULT_ANON_KEY),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  SITE_URL: url("canonical base")
    .default(DEFAULT_SITE_URL)
    .transform((v) => v.replace(/\/+$/, "")),
  BETTER_AUTH_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  /** Public sign-up: closed by default (accounts are for the site's operators only). */
  AUTH_SIGN_UP: z.enum(["closed", "open"]).default("closed"),
  /** SMTP server for the mail outbox (server/mail/); unset = no mail leaves. */
  SMTP_URL: z.string().min(1).optional(),
  BUILD_DIR: z.string().min(1).default("build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset (a blank line in an .env file must not override a default).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
