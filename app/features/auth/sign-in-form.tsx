// /entrar: e-mail + password through the auth context's signIn (its 'Não foi possível entrar' toast on
// failure; the server limits attempts per address). Not linked from the main navigation.
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { Field } from "../../components/ui/field.tsx";
import { FormError, SubmitButton } from "../../components/ui/form-feedback.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useAuth } from "./auth-context.tsx";
import { EmailField } from "../../components/ui/email-field.tsx";
import { safeReturnPath } from "./return-path.ts";
import { EmailAddress } from "../../components/ui/email-address.tsx";

/** What a sign-in posted before (or without) JavaScript came back with. */
export type SignInPostError = { message: string };

export function SignInForm({ posted = null }: { posted?: SignInPostError | null }) {
  const { user, loading, signIn, signOut } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const next = safeReturnPath(params.get("voltar"));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { error } = await signIn(email.trim(), password);
    setBusy(false);
    if (!error) navigate(next, { replace: true });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">Entrar</h1>
      <Card>
        <CardContent>
          {!loading && user && !busy ? (
            <div className="space-y-4">
              <p className="text-gray-800">
                Você entrou como{" "}
                <strong>
                  <EmailAddress email={user.email} />
                </strong>
                .
              </p>
              <div className="flex flex-wrap gap-3">
                <Button asChild>
                  <Link to={next}>Ir para o painel</Link>
                </Button>
                <Button variant="secondary" onClick={() => void signOut()}>
                  Sair
                </Button>
              </div>
            </div>
          ) : (
            // Before JavaScript runs (or without it) the browser posts to /entrar, whose action
            // signs in on the server (routes/entrar.tsx); the password never goes in a URL.
            <form
              method="post"
              action={params.has("voltar") ? `/entrar?${new URLSearchParams({ voltar: next })}` : "/entrar"}
              onSubmit={onSubmit}
              className="space-y-4"
            >
              <p className="text-sm text-gray-700">Área restrita à equipe do site.</p>
              {posted ? <FormError>{posted.message}</FormError> : null}
              <EmailField id="entrar-email" name="email" autoComplete="username" value={email} onChange={setEmail} />
              <Field label="Senha" htmlFor="entrar-senha">
                <Input
                  id="entrar-senha"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
              <SubmitButton busy={busy} busyText="Entrando..." className="w-full">
                Entrar
              </SubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
