// /admin/configurar?token=...: creates the first admin with the one-time address the server
// logged at start. The token is checked on arrival and dies when the admin is created. The
// fields are the browser's (uncontrolled), read when the form is sent; one check
// (new-admin-check.ts) puts its messages beside them here and in the page's action.
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { FormError, SubmitButton } from "../../components/ui/form-feedback.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { SIGN_IN_PATH } from "../../lib/paths.ts";
import { AdminApiError, SETUP_API, apiRequest } from "./admin-api.ts";
import { Loading } from "./console-ui.tsx";
import { NewPasswordFields, toastMismatch } from "./new-password-fields.tsx";
import { EmailField } from "../../components/ui/email-field.tsx";
import { useFieldErrors } from "../../components/ui/use-field-errors.ts";
import { firstInvalidField, type FieldErrors } from "../../lib/form-check.ts";
import { formFields } from "../../lib/form-post.ts";
import { NEW_ADMIN_FIELDS, checkNewAdmin, type NewAdminField } from "./new-admin-check.ts";

/** What a set-up posted before (or without) JavaScript came back with: the server's answer
 * (`message`) or the check's messages beside the fields, and the e-mail typed. */
export type SetupPostError = { message?: string; email?: string; errors?: FieldErrors<NewAdminField> };

type Props = {
  token: string;
  /** The token's validity as the server found it rendering the page (null: not known yet). */
  checked?: boolean | null;
  /** What a set-up posted before (or without) JavaScript came back with. */
  posted?: SetupPostError | null;
  /** Signs the new admin in and opens the console. */
  onCreated: (email: string, password: string) => Promise<void>;
};

export const SETUP_STRINGS = {
  title: "Configurar o primeiro administrador",
  invalid: "Este link de configuração é inválido ou já foi usado.",
  submit: "Criar administrador",
  created: "Administrador criado",
} as const;

export function FirstAdminSetup({ token, onCreated, checked = null, posted = null }: Props) {
  const [valid, setValid] = useState<boolean | null>(token ? checked : false);
  const [busy, setBusy] = useState(false);
  const { form, errors, show, clear } = useFieldErrors(posted?.errors);
  const autoFocus = firstInvalidField(posted?.errors, NEW_ADMIN_FIELDS);

  useEffect(() => {
    if (!token || checked !== null) return;
    let active = true;
    apiRequest<{ valid: boolean }>(`${SETUP_API}/check`, { method: "POST", body: { token } }).then(
      (r) => active && setValid(r.valid),
      () => active && setValid(false),
    );
    return () => {
      active = false;
    };
  }, [token, checked]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = formFields(new FormData(event.currentTarget), NEW_ADMIN_FIELDS) as Record<NewAdminField, string>;
    const found = checkNewAdmin(values);
    if (show(found)) {
      toastMismatch(found);
      return;
    }
    const { email, password } = values;
    setBusy(true);
    try {
      await apiRequest(SETUP_API, { method: "POST", body: { token, email, password } });
      toast({ title: SETUP_STRINGS.created, description: email.trim().toLowerCase(), variant: "success" });
      await onCreated(email.trim().toLowerCase(), password);
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 410) setValid(false);
      toast({
        title: "Não foi possível criar o administrador",
        description: error instanceof AdminApiError ? error.message : String(error),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">{SETUP_STRINGS.title}</h1>
      <Card>
        <CardContent>
          {valid === null ? <Loading /> : null}
          {valid === false ? (
            <div className="space-y-4">
              <p role="alert" className="text-gray-900">
                {SETUP_STRINGS.invalid}
              </p>
              <p className="text-sm text-gray-700">
                Se já existe um administrador, entre com a sua conta. Se não, reinicie o servidor: ele mostra um novo
                endereço no log.
              </p>
              <Button asChild>
                <Link to={SIGN_IN_PATH}>Ir para o login</Link>
              </Button>
            </div>
          ) : null}
          {valid ? (
            // Before JavaScript runs (or without it) the browser posts to this page, whose action
            // creates the admin on the server (routes/admin-configurar.tsx).
            <form
              ref={form}
              method="post"
              action="/admin/configurar"
              onSubmit={onSubmit}
              noValidate
              className="space-y-4"
            >
              <input type="hidden" name="token" value={token} />
              <p className="text-sm text-gray-700">
                Esta conta poderá ler as mensagens, exportar a newsletter e adicionar outros administradores. O link só
                funciona uma vez.
              </p>
              {posted?.message ? <FormError>{posted.message}</FormError> : null}
              <EmailField
                id="setup-email"
                name="email"
                autoComplete="username"
                defaultValue={posted?.email}
                error={errors.email}
                autoFocus={autoFocus === "email"}
                disabled={busy}
                onChange={() => clear("email")}
              />
              <NewPasswordFields
                idPrefix="setup"
                label="Senha"
                hint="De 8 a 128 caracteres."
                errors={errors}
                autoFocus={autoFocus}
                disabled={busy}
                onChange={clear}
              />
              <SubmitButton busy={busy} busyText="Criando..." className="w-full">
                {SETUP_STRINGS.submit}
              </SubmitButton>
            </form>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
