import { Outlet } from "react-router";
import { AuthProvider } from "../features/auth/auth-context.tsx";

/**
 * The sign-in page, the first-admin set-up and the console share one auth context (spec
 * section 4): the session is checked when one of them opens and kept while moving between
 * them. The public pages never read it, so they load none of its code (ADR 009).
 */
export default function AuthLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
