import { useNavigate, useSearchParams } from "react-router";
import { FirstAdminSetup, SETUP_STRINGS } from "../features/admin/first-admin-setup.tsx";
import { useAuth } from "../features/auth/auth-context.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta(SETUP_STRINGS.title);
}

/** The one-time first-admin address (logged by the server while no admin exists). */
export default function AdminConfigurarPage() {
  const [params] = useSearchParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (
    <FirstAdminSetup
      token={params.get("token") ?? ""}
      onCreated={async (email, password) => {
        const { error } = await signIn(email, password);
        navigate(error ? "/entrar" : "/admin", { replace: true });
      }}
    />
  );
}
