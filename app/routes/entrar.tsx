import { data, redirect } from "react-router";
import type { Route } from "./+types/entrar";
import { safeReturnPath } from "../features/auth/return-path.ts";
import { checkSignIn } from "../features/auth/sign-in-check.ts";
import { SignInForm } from "../features/auth/sign-in-form.tsx";
import { hasFieldErrors } from "../lib/form-check.ts";
import { formFields } from "../lib/form-post.ts";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Entrar");
}

const MESSAGES = {
  refused: "E-mail ou senha incorretos.",
  "rate-limited": "Muitas tentativas. Aguarde um minuto e tente de novo.",
  unavailable: "Não foi possível entrar agora. Tente novamente em instantes.",
} as const;

/** Sign-in posted before (or without) JavaScript: the session cookie, then the return path. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email, password } = formFields(await request.formData(), ["email", "password"]);
  // The page's own check first: its messages beside the fields (the password never comes back).
  const errors = checkSignIn({ email: email!, password: password! });
  if (hasFieldErrors(errors)) {
    return data({ errors, email: email! }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const next = safeReturnPath(new URL(request.url).searchParams.get("voltar"));
  const outcome = context.services
    ? await context.services.signIn(email!.trim(), password!)
    : ({ status: "unavailable" } as const);
  if (outcome.status === "signed-in") {
    const headers = new Headers();
    for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
    throw redirect(next, { status: 303, headers });
  }
  const status = outcome.status === "refused" ? 401 : outcome.status === "rate-limited" ? 429 : 503;
  const message = (outcome.status === "refused" && outcome.message) || MESSAGES[outcome.status];
  return data({ message, email: email! }, { status, headers: { "Cache-Control": "no-store" } });
}

export default function EntrarPage({ actionData }: Route.ComponentProps) {
  return <SignInForm posted={actionData ?? null} />;
}
