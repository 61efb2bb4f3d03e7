// Build-time public configuration shared by vite.config.ts and vitest.config.ts.
// The server reads the same variables (server/config.ts) with the same defaults.
export const DEFAULT_SITE_URL = "https://www.carroemconta.com.br";
export const DEFAULT_ANON_KEY = "cec-anon-public-dev-key-0001";

export function publicDefine(): Record<string, string> {
  const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
  const anonKey = process.env.ANON_KEY ?? DEFAULT_ANON_KEY;
  // Empty: the REST calls go to the same origin (our server). A Supabase project URL for the
  // hosted option (see README).
  const backendUrl = (process.env.BACKEND_URL ?? "").replace(/\/+$/, "");
  return {
    "import.meta.env.BACKEND_URL": JSON.stringify(backendUrl),
    "import.meta.env.SITE_URL": JSON.stringify(siteUrl),
    "import.meta.env.ANON_KEY": JSON.stringify(anonKey),
  };
}
