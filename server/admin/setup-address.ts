// The first-admin set-up address the server logs at start (main.ts). With SITE_URL set, the
// site's own address; with SITE_URL left at its default (a first run, a local install), the
// address this server actually answers on, so the logged link opens this server and not the
// public site. Pure.
import { DEFAULT_SITE_URL } from "../../build-env.ts";
import { FIRST_ADMIN_SETUP_PATH } from "#app/lib/routes-table.ts";

/** Where the server listens: the bound host and the port it got (PORT=0 picks one). */
export type Listening = { host: string; port: number };

/** "http://HOST:PORT" for a bound address: a wildcard host means this machine (localhost). */
export function listeningOrigin({ host, port }: Listening): string {
  const local = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host;
  return `http://${local.includes(":") ? `[${local}]` : local}:${port}`;
}

/** The base of the set-up link: SITE_URL when configured, else the listening address. */
export function setupBaseUrl(siteUrl: string, listening: Listening): string {
  return siteUrl.replace(/\/+$/, "") === DEFAULT_SITE_URL ? listeningOrigin(listening) : siteUrl.replace(/\/+$/, "");
}

/** The one-time set-up address for a token. */
export function firstAdminSetupUrl(siteUrl: string, listening: Listening, token: string): string {
  return `${setupBaseUrl(siteUrl, listening)}${FIRST_ADMIN_SETUP_PATH}?token=${token}`;
}
