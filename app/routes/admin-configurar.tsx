import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-configurar";
import { FirstAdminSetup, SETUP_STRINGS } from "../features/admin/first-admin-setup.tsx";
import { checkNewAdmin } from "../features/admin/new-admin-check.ts";
import { formFields } from "../lib/form-post.ts";
import { hasFieldErrors } from "../lib/form-check.ts";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta(SETUP_STRINGS.title);
}

/** Whether the address's token is good, checked as the page is rendered (null at build). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token || !context.services) return { valid: token ? null : false };
  return data({ valid: await context.services.setupTokenIsValid(token) }, { headers: { "Cache-Control": "no-store" } });
}

const MESSAGES = {
  "invalid-token": SETUP_STRINGS.invalid,
  unavailable: "Não foi possível concluir agora. Tente novamente.",
} as const;

/** The set-up posted before (or without) JavaScript: the admin created and signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = formFields(await request.formData(), ["token", "email", "password", "again"]);
  // The page's own check first: its messages beside the fields (the passwords never come back).
  const errors = checkNewAdmin({ email: form.email!, password: form.password!, again: form.again! });
  if (hasFieldErrors(errors)) return data({ errors, email: form.email! }, { status: 400 });
  const outcome = context.services
    ? await context.services.setUpFirstAdmin({
        token: form.token!,
        email: form.email!.trim().toLowerCase(),
        password: form.password!,
      })
    : ({ status: "unavailable" } as const);
  if (outcome.status === "created") {
    const headers = new Headers();
    for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
    throw redirect(outcome.setCookie.length ? "/admin" : "/entrar", { status: 303, headers });
  }
  const message = outcome.status === "invalid" ? outcome.message : MESSAGES[outcome.status];
  return data({ message, email: form.email! }, { status: outcome.status === "unavailable" ? 503 : 400 });
}

/** The one-time first-admin address (logged by the server while no admin exists). */
export default function AdminConfigurarPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <FirstAdminSetup
      token={params.get("token") ?? ""}
      checked={loaderData?.valid ?? null}
      posted={actionData ?? null}
      // The set-up's answer has signed the new admin in (outside the sign-in limits): the
      // console, loaded afresh so it reads that session.
      onCreated={async () => window.location.assign("/admin")}
    />
  );
}
