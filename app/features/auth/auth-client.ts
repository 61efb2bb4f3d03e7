// A small client for our /api/auth endpoints (better-auth's REST API): current session,
// sign up, sign in, sign out, and change notifications. No React here. Errors carry a pt-BR
// message chosen by their code (app/domain/auth/error-messages.ts, whose table loads with the
// first error), whatever text the server sent.
import { AUTH_STRINGS } from "../../domain/auth/auth-strings.ts";

const errorMessage = async (code: string | undefined, status: number) => {
  try {
    return (await import("../../domain/auth/error-messages.ts")).authErrorMessage(code, status);
  } catch {
    // The table could not be fetched: the connection is what failed.
    return AUTH_STRINGS.offline;
  }
};

export type AuthUser = { id: string; email: string; name: string; emailVerified?: boolean; image?: string | null };
export type AuthSession = { id: string; userId: string; expiresAt: string };
export type SessionState = { session: AuthSession | null; user: AuthUser | null };
export type AuthError = { message?: string; code?: string; status: number };
export type AuthResult = { error: AuthError | null };

type Listener = (state: SessionState) => void;

const BASE = "/api/auth";

export function createAuthClient(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const listeners = new Set<Listener>();

  async function getSession(): Promise<SessionState> {
    const response = await fetchImpl(`${BASE}/get-session`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return { session: null, user: null };
    const body = (await response.json()) as { session?: AuthSession; user?: AuthUser } | null;
    return { session: body?.session ?? null, user: body?.user ?? null };
  }

  async function post(path: string, payload: object): Promise<AuthResult> {
    let response: Response;
    try {
      response = await fetchImpl(`${BASE}${path}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(payload),
      });
    } catch {
      return { error: { status: 0, code: "OFFLINE", message: await errorMessage(undefined, 0) } };
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
      return {
        error: { status: response.status, message: await errorMessage(body?.code, response.status), code: body?.code },
      };
    }
    // Every successful change is announced with the fresh session.
    const state = await getSession().catch(() => ({ session: null, user: null }));
    for (const listener of listeners) listener(state);
    return { error: null };
  }

  return {
    getSession,
    signUp: (email: string, password: string, options: { name?: string } = {}) =>
      post("/sign-up/email", { email, password, name: options.name ?? email.split("@")[0] }),
    signIn: (email: string, password: string) => post("/sign-in/email", { email, password }),
    signOut: () => post("/sign-out", {}),
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
