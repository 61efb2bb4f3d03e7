import { AdminsPage } from "../features/admin/admins-page.tsx";
import { SIGN_IN_PATH } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Administradores · Painel");
}

export default function Page() {
  // Removing your own account ends your session: a full reload to the sign-in page resets it.
  return <AdminsPage onRemovedSelf={() => window.location.assign(SIGN_IN_PATH)} />;
}
