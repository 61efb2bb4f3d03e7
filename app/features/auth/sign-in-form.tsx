// /entrar: e-mail + password through the auth context's signIn (its 'Não foi possível entrar' toast on
// failure; the server limits attempts per address). Not linked from the main navigation. The
// fields are the browser's (uncontrolled), read when the form is sent; one check
// (sign-in-check.ts) puts its messages beside them here and in /entrar's action. Only signed-out
// visitors see it: the page's loader sends a signed-in one on before anything renders.
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Field, controlAttributes } from "../../components/ui/field.tsx";
import { FormError, SubmitButton } from "../../components/ui/form-feedback.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useAuth } from "./auth-context.tsx";
import { EmailField } from "../../components/ui/email-field.tsx";
import { signedInDestination } from "../../domain/auth/return-path.ts";
import { useFieldErrors } from "../../components/ui/use-field-errors.ts";
import { firstInvalidField, type FieldErrors } from "../../lib/form-check.ts";
import { formFields } from "../../lib/form-post.ts";
import { SIGN_IN_FIELDS, checkSignIn, type SignInField } from "./sign-in-check.ts";

/** What a sign-in posted before (or without) JavaScript came back with: the server's answer
 * (`message`) or the check's messages beside the fields, and the e-mail typed (never the password). */
export type SignInPostError = { message?: string; email?: string; errors?: FieldErrors<SignInField> };

export function SignInForm({ posted = null }: { posted?: SignInPostError | null }) {
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { form, errors, show, clear } = useFieldErrors(posted?.errors);
  const next = signedInDestination(params.get("voltar"));
  const autoFocus = firstInvalidField(posted?.errors, SIGN_IN_FIELDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { email, password } = formFields(new FormData(event.currentTarget), SIGN_IN_FIELDS);
    if (show(checkSignIn({ email: email!, password: password! }))) return;
    setBusy(true);
    const { error } = await signIn(email!.trim(), password!);
    setBusy(false);
    if (!error) navigate(next, { replace: true });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">Entrar</h1>
      <Card>
        <CardContent>
          {/* Before JavaScript runs (or without it) the browser posts to /entrar, whose action
              signs in on the server (routes/entrar.tsx); the password never goes in a URL. */}
          <form
            ref={form}
            method="post"
            noValidate
            action={params.has("voltar") ? `/entrar?${new URLSearchParams({ voltar: next })}` : "/entrar"}
            onSubmit={onSubmit}
            className="space-y-4"
          >
            <p className="text-sm text-gray-700">Área restrita à equipe do site.</p>
            {posted?.message ? <FormError>{posted.message}</FormError> : null}
            <EmailField
              id="entrar-email"
              name="email"
              autoComplete="username"
              defaultValue={posted?.email}
              error={errors.email}
              autoFocus={autoFocus === "email"}
              onChange={() => clear("email")}
            />
            <Field label="Senha" htmlFor="entrar-senha" error={errors.password}>
              <Input
                id="entrar-senha"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                autoFocus={autoFocus === "password" || undefined}
                {...controlAttributes("entrar-senha", { error: errors.password })}
                onChange={() => clear("password")}
              />
            </Field>
            <SubmitButton busy={busy} busyText="Entrando..." className="w-full">
              Entrar
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
