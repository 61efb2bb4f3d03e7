// Newsletter unsubscribe tokens: "<subscription id>.<HMAC-SHA256 of it>", no login needed.
// The key is derived from the server secret (BETTER_AUTH_SECRET or the one kept in DATA_DIR),
// so every process sharing that secret accepts the tokens the others wrote. Subscription ids
// are never reused, so a token is bound to one subscription and stays valid after it ends
// (a second use answers "already cancelled").
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client.ts";

const PURPOSE = "carro-em-conta/newsletter-unsubscribe/v1";
/** The newsletter confirmation link's tokens (double opt-in): same shape, another key. */
export const CONFIRM_PURPOSE = "carro-em-conta/newsletter-confirm/v1";
const TOKEN = /^([1-9][0-9]{0,17})\.([A-Za-z0-9_-]{43})$/;

export type UnsubscribeSigner = {
  sign(subscriptionId: number): string;
  /** The subscription id the token is for, or null when the token is malformed or forged. */
  verify(token: string): number | null;
};

export function createUnsubscribeSigner(serverSecret: string, purpose = PURPOSE): UnsubscribeSigner {
  const key = createHmac("sha256", serverSecret).update(purpose).digest();
  const mac = (id: string) => createHmac("sha256", key).update(id).digest();
  return {
    sign: (subscriptionId) => `${subscriptionId}.${mac(String(subscriptionId)).toString("base64url")}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      // Compared as text: base64url's last character has spare bits, so two spellings can
      // decode to the same bytes; only the one this server writes is accepted.
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from(mac(match[1]!).toString("base64url"));
      if (!timingSafeEqual(given, expected)) return null;
      const id = Number(match[1]);
      return Number.isSafeInteger(id) ? id : null;
    },
  };
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a signed link does: `change` on the row id its token signs, in one transaction;
 * "invalid", with nothing run, when the token is malformed or forged.
 */
export async function changeForToken<T>(
  db: Db,
  signer: UnsubscribeSigner,
  token: string,
  change: (tx: Transaction, id: number) => Promise<T>,
): Promise<T | "invalid"> {
  const id = signer.verify(token);
  if (id === null) return "invalid";
  return db.transaction((tx) => change(tx, id));
}
