import { Outlet } from "react-router";
import { ConsoleShell } from "../features/admin/console-shell.tsx";
import { useAuth } from "../features/auth/auth-context.tsx";

/** Every /admin screen: the session from the auth context, the admin check and the console header. */
export default function AdminLayout() {
  const { user, loading, signOut } = useAuth();
  return (
    <ConsoleShell user={user} loading={loading} onSignOut={signOut}>
      <Outlet />
    </ConsoleShell>
  );
}
