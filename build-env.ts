// Build-time public configuration shared by vite.config.ts and vitest.config.ts.
// The server reads the same variables (server/config.ts) with the same defaults.
export const DEFAULT_SITE_URL = "https://www.carroemconta.com.br";
export const DEFAULT_ANON_KEY = "cec-anon-public-dev-key-0001";

/**
 * The data controller named in the privacy policy and the terms (LGPD art. 9): legal name,
 * CNPJ, address and the data protection officer (encarregado). Empty values are left out of
 * the texts; the defaults are the site's own name and city.
 */
export const CONTROLLER_ENV = [
  "CONTROLLER_NAME",
  "CONTROLLER_CNPJ",
  "CONTROLLER_ADDRESS",
  "DPO_NAME",
  "DPO_EMAIL",
] as const;
/**
 * The site's phone and social profiles, shown in the footer, the contact page and the legal
 * texts only when set (empty: left out; no placeholder number, no icon without a profile).
 */
export const CONTACT_ENV = [
  "CONTACT_PHONE",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_FACEBOOK_URL",
  "SOCIAL_YOUTUBE_URL",
  "SOCIAL_X_URL",
] as const;
export const DEFAULT_CONTROLLER_NAME = "Carro em Conta";
export const DEFAULT_CONTROLLER_ADDRESS = "São Paulo, SP";

export function publicDefine(): Record<string, string> {
  const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
  const anonKey = process.env.ANON_KEY ?? DEFAULT_ANON_KEY;
  // Empty: the REST calls go to the same origin (our server). A Supabase project URL for the
  // hosted option (see README).
  const backendUrl = (process.env.BACKEND_URL ?? "").replace(/\/+$/, "");
  const controller = {
    CONTROLLER_NAME: process.env.CONTROLLER_NAME || DEFAULT_CONTROLLER_NAME,
    CONTROLLER_CNPJ: process.env.CONTROLLER_CNPJ ?? "",
    CONTROLLER_ADDRESS: process.env.CONTROLLER_ADDRESS || DEFAULT_CONTROLLER_ADDRESS,
    DPO_NAME: process.env.DPO_NAME ?? "",
    DPO_EMAIL: process.env.DPO_EMAIL ?? "",
  };
  const contact = Object.fromEntries(CONTACT_ENV.map((name) => [name, (process.env[name] ?? "").trim()]));
  return {
    ...Object.fromEntries(Object.entries(contact).map(([k, v]) => [`import.meta.env.${k}`, JSON.stringify(v)])),
    ...Object.fromEntries(Object.entries(controller).map(([k, v]) => [`import.meta.env.${k}`, JSON.stringify(v)])),
    "import.meta.env.BACKEND_URL": JSON.stringify(backendUrl),
    "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
    "import.meta.env.ANON_KEY": JSON.stringify(anonKey),
  };
}
