import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { createAuthClient, type AuthClient, type AuthResult, type SessionState } from "./auth-client.ts";
import { connectTabs, expiryCheckDelay, FOCUS_RECHECK_MIN_MS, isExpired, SESSION_RECHECK_MS } from "./session-sync.ts";
import { AUTH_STRINGS as S } from "../../domain/auth/auth-strings.ts";

export type AuthContextValue = SessionState & {
  loading: boolean;
  signUp: (email: string, password: string, options?: { name?: string }) => Promise<AuthResult>;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signOut: () => Promise<AuthResult>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

function withToast(title: string, run: () => Promise<AuthResult>) {
  return async () => {
    const result = await run();
    if (result.error) {
      toast({ title, description: result.error.message || S.fallback, variant: "destructive" });
    }
    return result;
  };
}

const SIGNED_OUT: SessionState = { session: null, user: null };

/**
 * Session state for the whole site (spec sections 3, 4, 8): loading starts true; after the
 * first check and on every change, session and user are set (null when signed out).
 *
 * Changes are followed beyond this tab's own calls: another tab's sign-in or sign-out (it
 * announces them, see session-sync.ts), the session's `expiresAt`, a periodic check while
 * signed in, and a check when the tab comes back to the foreground. Every state carries a
 * ticket taken when its request started (or when a change arrived); an answer older than the
 * state already shown is dropped, so a slow first check never overwrites a newer sign-in.
 */
export function AuthProvider({ children, client: given }: { children: ReactNode; client?: AuthClient }) {
  const client = useMemo(() => given ?? createAuthClient(), [given]);
  const [state, setState] = useState<SessionState & { loading: boolean }>({ session: null, user: null, loading: true });

  useEffect(() => {
    let active = true;
    let issued = 0; // last ticket handed out
    let shown = 0; // ticket of the state on screen (0: none yet)
    let current: SessionState = SIGNED_OUT;
    let lastCheck = 0;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;

    const apply = (ticket: number, next: SessionState) => {
      if (!active || ticket <= shown) return;
      shown = ticket;
      current = next;
      setState({ ...next, loading: false });
      clearTimeout(expiryTimer);
      const delay = expiryCheckDelay(next, Date.now());
      if (delay !== null) expiryTimer = setTimeout(check, delay);
    };

    function check() {
      const ticket = ++issued;
      lastCheck = Date.now();
      client.getSession().then(
        (next) => apply(ticket, next),
        () => {
          // No answer (offline): the first check means signed out; later ones keep the state
          // unless the session has run out.
          if (shown === 0 || isExpired(current, Date.now())) apply(ticket, SIGNED_OUT);
        },
      );
    }

    const tabs = connectTabs(check);
    const unsubscribe = client.onChange((next) => {
      apply(++issued, next);
      tabs.announce();
    });
    const onForeground = () => {
      if (document.visibilityState !== "hidden" && Date.now() - lastCheck >= FOCUS_RECHECK_MIN_MS) check();
    };
    window.addEventListener("focus", onForeground);
    document.addEventListener("visibilitychange", onForeground);
    const recheck = setInterval(() => {
      if (current.session && document.visibilityState !== "hidden") check();
    }, SESSION_RECHECK_MS);
    check();

    return () => {
      active = false;
      unsubscribe();
      tabs.close();
      clearTimeout(expiryTimer);
      clearInterval(recheck);
      window.removeEventListener("focus", onForeground);
      document.removeEventListener("visibilitychange", onForeground);
    };
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signUp: (email, password, options) => withToast(S.signUpFailed, () => client.signUp(email, password, options))(),
      signIn: (email, password) => withToast(S.signInFailed, () => client.signIn(email, password))(),
      signOut: () => withToast(S.signOutFailed, () => client.signOut())(),
    }),
    [state, client],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
