// Inserts through the PostgREST wire format (spec section 7): our own server by default, or a
// hosted Supabase project when the site is built with BACKEND_URL.
import { MAIL_DELIVERY_HEADER, mailDeliveryOf, type MailDelivery } from "./mail-delivery.ts";
import { ANON_KEY, BACKEND_URL } from "./public-env.ts";

export type RestError = { code?: string; message: string; details?: string | null; hint?: string | null };

export class RestInsertError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = "RestInsertError";
  }
}

/** The request never reached the server: no connection (the visitor is offline) or it dropped. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("network error", { cause });
    this.name = "NetworkError";
  }
}

/** A stored insert: whether the e-mail it queued (a confirmation) leaves now or waits until the
 * site's mail is configured (our server's X-Mail-Delivery; "on" from a backend without it). */
export type InsertAnswer = { mail: MailDelivery };

/**
 * POST /rest/v1/{table}; resolves on 2xx, rejects with RestInsertError when the server
 * answers otherwise and with NetworkError when no answer comes back at all.
 */
export async function insertRows(
  table: string,
  rows: object | object[],
  fetchImpl: typeof fetch = fetch,
): Promise<InsertAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(`${BACKEND_URL}/rest/v1/${table}`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
        Prefer: "return=minimal",
      },
      body: JSON.stringify(rows),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    let body: RestError | null = null;
    try {
      body = (await response.json()) as RestError;
    } catch {
      body = null;
    }
    throw new RestInsertError(response.status, body);
  }
  return { mail: mailDeliveryOf(response.headers.get(MAIL_DELIVERY_HEADER)) };
}
