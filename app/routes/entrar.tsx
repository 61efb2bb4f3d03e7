import { data, redirect } from "react-router";
import type { Route } from "./+types/entrar";
import { signedInDestination } from "../domain/auth/return-path.ts";
import { checkSignIn } from "../features/auth/sign-in-check.ts";
import { SignInForm } from "../features/auth/sign-in-form.tsx";
import { hasFieldErrors } from "../lib/form-check.ts";
import { formFields } from "../lib/form-post.ts";
import { privatePageMeta } from "../lib/seo.ts";

// /entrar is rendered on every request (never a prerendered file): the server reads the
// visitor's session first, so a signed-in visitor is sent on in the answer itself and everyone
// else gets the form, which posts without JavaScript. The answer depends on the session
// cookie: never kept by the page cache, the service worker or any shared cache.

export function meta() {
  return privatePageMeta("Entrar");
}

/** Every answer of this page: it depends on who asks. */
const PRIVATE = { "Cache-Control": "private, no-store" } as const;

const MESSAGES = {
  refused: "E-mail ou senha incorretos.",
  "rate-limited": "Muitas tentativas. Aguarde um minuto e tente de novo.",
  unavailable: "Não foi possível entrar agora. Tente novamente em instantes.",
} as const;

/** A visitor already signed in goes where the page would send them after signing in (the
 * return path, else the console); the others get the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.services ? await context.services.session() : null;
  if (session) {
    throw redirect(signedInDestination(new URL(request.url).searchParams.get("voltar")), {
      status: 303,
      headers: PRIVATE,
    });
  }
  return data(null, { headers: PRIVATE });
}

/** Sign-in posted before (or without) JavaScript: the session cookie, then the return path. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email, password } = formFields(await request.formData(), ["email", "password"]);
  // The page's own check first: its messages beside the fields (the password never comes back).
  const errors = checkSignIn({ email: email!, password: password! });
  if (hasFieldErrors(errors)) {
    return data({ errors, email: email! }, { status: 400, headers: PRIVATE });
  }
  const next = signedInDestination(new URL(request.url).searchParams.get("voltar"));
  const outcome = context.services
    ? await context.services.signIn(email!.trim(), password!)
    : ({ status: "unavailable" } as const);
  if (outcome.status === "signed-in") {
    const headers = new Headers(PRIVATE);
    for (const cookie of outcome.setCookie) headers.append("Set-Cookie", cookie);
    throw redirect(next, { status: 303, headers });
  }
  const status = outcome.status === "refused" ? 401 : outcome.status === "rate-limited" ? 429 : 503;
  const message = (outcome.status === "refused" && outcome.message) || MESSAGES[outcome.status];
  return data({ message, email: email! }, { status, headers: PRIVATE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function EntrarPage({ actionData }: Route.ComponentProps) {
  return <SignInForm posted={actionData ?? null} />;
}
