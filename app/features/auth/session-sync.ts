// Keeps a tab's auth state current (spec section 4: "after the initial session check or any
// auth state change the session and user are set"): other tabs' sign-in and sign-out, session
// expiry, and sessions ended on the server. No React here; auth-context.tsx wires it in.
import type { SessionState } from "./auth-client.ts";

/** Name of the BroadcastChannel (and, where there is none, the localStorage key) tabs share. */
export const AUTH_SYNC_CHANNEL = "cec-auth";
/** While signed in, the session is checked again this often (a session ended elsewhere). */
export const SESSION_RECHECK_MS = 5 * 60_000;
/** A tab coming back to the foreground checks again when its last check is older than this. */
export const FOCUS_RECHECK_MIN_MS = 15_000;
/** The expiry check runs this long after `expiresAt` (clocks differ a little). */
export const EXPIRY_SLACK_MS = 500;
/** When the server still answers with an `expiresAt` already past here, check again after this. */
export const PAST_EXPIRY_RECHECK_MS = 60_000;
/** setTimeout's largest delay (about 24,8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Milliseconds until the check after a session's expiry; null when there is no session. */
export function expiryCheckDelay(state: SessionState, now: number): number | null {
  const expiresAt = state.session ? Date.parse(state.session.expiresAt) : Number.NaN;
  if (Number.isNaN(expiresAt)) return null;
  const delay = expiresAt - now + EXPIRY_SLACK_MS;
  return Math.min(MAX_TIMEOUT_MS, delay > 0 ? delay : PAST_EXPIRY_RECHECK_MS);
}

/** True when the state's session has an `expiresAt` at or before `now`. */
export function isExpired(state: SessionState, now: number): boolean {
  const expiresAt = state.session ? Date.parse(state.session.expiresAt) : Number.NaN;
  return !Number.isNaN(expiresAt) && expiresAt <= now;
}

/**
 * Tells the other tabs of this browser that the auth state changed, and calls `onRemoteChange`
 * when another tab says so. BroadcastChannel where the browser has it, else the `storage`
 * event. Carries no user data: each tab asks the server (the cookie is shared).
 */
export function connectTabs(onRemoteChange: () => void): { announce: () => void; close: () => void } {
  if (typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(AUTH_SYNC_CHANNEL);
    channel.onmessage = () => onRemoteChange();
    return { announce: () => channel.postMessage("changed"), close: () => channel.close() };
  }
  if (typeof window === "undefined") return { announce: () => {}, close: () => {} };
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_SYNC_CHANNEL) onRemoteChange();
  };
  window.addEventListener("storage", onStorage);
  return {
    announce: () => {
      try {
        window.localStorage.setItem(AUTH_SYNC_CHANNEL, String(Date.now()));
      } catch {
        // Storage blocked: other tabs catch up on focus or on the next check.
      }
    },
    close: () => window.removeEventListener("storage", onStorage),
  };
}
