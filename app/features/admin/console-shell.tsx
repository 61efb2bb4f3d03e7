// The console's frame: checks that the visitor is a signed-in admin (via /api/admin/me), then
// shows the console header (sections, the admin's e-mail, "Sair") around the screen.
import { LogOut } from "../../components/icons/outline/log-out.ts";
import { useEffect, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { cn } from "../../lib/cn.ts";
import { SIGN_IN_PATH } from "../../lib/paths.ts";
import { SETUP_API, apiRequest } from "./admin-api.ts";
import { LoadError, Loading } from "./console-ui.tsx";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { EmailAddress } from "../../components/ui/email-address.tsx";

export const CONSOLE_SECTIONS = [
  { to: "/admin", label: S.nav.overview, end: true },
  { to: "/admin/mensagens", label: S.nav.messages },
  { to: "/admin/newsletter", label: S.nav.newsletter },
  { to: "/admin/fipe", label: S.nav.fipe },
  { to: "/admin/dados-pessoais", label: S.nav.personalData },
  { to: "/admin/administradores", label: S.nav.admins },
] as const;

type Props = {
  user: { email: string } | null;
  loading: boolean;
  onSignOut: () => Promise<{ error: unknown }>;
  children: ReactNode;
};

function signInAddress(pathname: string) {
  return `${SIGN_IN_PATH}?voltar=${encodeURIComponent(pathname)}`;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="space-y-4 text-gray-800">{children}</CardContent>
      </Card>
    </div>
  );
}

export function ConsoleShell({ user, loading, onSignOut, children }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useAdminQuery<{ userId: string; email: string }>(user ? "/me" : null);
  const signedOut = (!loading && !user) || me.error?.status === 401;
  // "Sair" goes to the plain sign-in page, not back here after the next sign-in.
  const [leaving, setLeaving] = useState(false);

  // Signed out: to the sign-in page, unless no admin exists yet (then how to make the first).
  const [noAdmin, setNoAdmin] = useState(false);
  useEffect(() => {
    if (!signedOut || leaving) return;
    let live = true;
    apiRequest<{ adminExists: boolean }>(`${SETUP_API}/status`).then(
      ({ adminExists }) => {
        if (!live) return;
        if (adminExists) navigate(signInAddress(pathname), { replace: true });
        else setNoAdmin(true);
      },
      () => live && navigate(signInAddress(pathname), { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [signedOut, leaving, navigate, pathname]);

  async function signOut() {
    setLeaving(true);
    const { error } = await onSignOut();
    if (error) setLeaving(false);
    else navigate(SIGN_IN_PATH);
  }

  if (loading || (user && me.loading && !me.data))
    return (
      <Notice>
        <Loading />
      </Notice>
    );
  if (signedOut && noAdmin) {
    return (
      <Notice>
        <h1 className="text-xl font-bold text-gray-900">{S.noAdminTitle}</h1>
        <p>{S.noAdminHow}</p>
      </Notice>
    );
  }
  if (signedOut) {
    return (
      <Notice>
        <p>{S.needSignIn}</p>
        <Button asChild>
          <Link to={signInAddress(pathname)}>{S.goSignIn}</Link>
        </Button>
      </Notice>
    );
  }
  if (me.error?.status === 403) {
    return (
      <Notice>
        <h1 className="text-xl font-bold text-gray-900">{S.forbidden}</h1>
        <Button variant="secondary" onClick={signOut}>
          {S.signOut}
        </Button>
      </Notice>
    );
  }
  if (me.error)
    return (
      <Notice>
        <LoadError error={me.error} onRetry={me.reload} />
      </Notice>
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <div className="mb-6 rounded-2xl border border-gray-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
          <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{S.consoleName}</p>
          <div className="flex min-w-0 items-center gap-3">
            <span className="min-w-0 text-sm text-gray-700">
              {me.data ? <EmailAddress email={me.data.email} /> : null}
            </span>
            <Button variant="secondary" size="sm" onClick={signOut}>
              <LogOut aria-hidden="true" className="size-4" />
              {S.signOut}
            </Button>
          </div>
        </div>
        {/* The tabs wrap onto a second line on a phone: all six in sight, none behind a scroll. */}
        <nav aria-label="Seções do painel">
          <ul className="flex flex-wrap gap-1 px-2 py-2">
            {CONSOLE_SECTIONS.map((section) => (
              <li key={section.to} className="shrink-0">
                <NavLink
                  to={section.to}
                  end={"end" in section}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap",
                      isActive ? "bg-brand-50 text-brand-800" : "text-gray-700 hover:bg-gray-100",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {children}
    </div>
  );
}
