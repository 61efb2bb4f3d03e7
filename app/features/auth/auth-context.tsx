import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { createAuthClient, type AuthClient, type AuthResult, type SessionState } from "./auth-client.ts";
import { AUTH_STRINGS as S } from "./strings.ts";

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

/**
 * Session state for the whole site (spec sections 3, 4, 8): loading starts true; after the
 * first check and on every change, session and user are set (null when signed out).
 */
export function AuthProvider({ children, client: given }: { children: ReactNode; client?: AuthClient }) {
  const client = useMemo(() => given ?? createAuthClient(), [given]);
  const [state, setState] = useState<SessionState & { loading: boolean }>({ session: null, user: null, loading: true });

  useEffect(() => {
    let active = true;
    const apply = (next: SessionState) => {
      if (active) setState({ ...next, loading: false });
    };
    client.getSession().then(apply, () => apply({ session: null, user: null }));
    const unsubscribe = client.onChange(apply);
    return () => {
      active = false;
      unsubscribe();
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
