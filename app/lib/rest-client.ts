// Inserts through the PostgREST wire format (spec section 7): our own server by default, or a
// hosted Supabase project when the site is built with BACKEND_URL.
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

/** POST /rest/v1/{table}; resolves on 2xx, rejects with RestInsertError otherwise. */
export async function insertRows(
  table: string,
  rows: object | object[],
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(`${BACKEND_URL}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=minimal",
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) {
    let body: RestError | null = null;
    try {
      body = (await response.json()) as RestError;
    } catch {
      body = null;
    }
    throw new RestInsertError(response.status, body);
  }
}
