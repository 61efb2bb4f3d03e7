// Administradores: the list, adding one (e-mail + initial password), removing one (never the
// last; yourself only while another admin remains).
import type { FormEvent } from "react";
import { SubmitButton } from "../../components/ui/form-feedback.tsx";
import { TitledCard } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { formatDateShortBR } from "../../lib/format.ts";
import { adminRequest, type AdminAccount } from "./admin-api.ts";
import { Badge, ConfirmDelete, ConsoleTitle, QueryStatus, useBusyAction } from "./console-ui.tsx";
import { NewPasswordFields, toastMismatch } from "./new-password-fields.tsx";
import { NEW_ADMIN_FIELDS, checkNewAdmin, type NewAdminField } from "./new-admin-check.ts";
import { useFieldErrors } from "../../components/ui/use-field-errors.ts";
import { formFields } from "../../lib/form-post.ts";
import { ADMIN_STRINGS as S } from "./strings.ts";
import { useAdminQuery } from "./use-admin-query.ts";
import { EmailField } from "../../components/ui/email-field.tsx";
import { EmailAddress } from "../../components/ui/email-address.tsx";

export function AdminsPage({ onRemovedSelf }: { onRemovedSelf: () => void }) {
  const list = useAdminQuery<{ items: AdminAccount[]; me: string }>("/admins");
  const [busy, run] = useBusyAction();
  const { form, errors, show, clear } = useFieldErrors<NewAdminField>(null);
  const only = (list.data?.items.length ?? 0) <= 1;

  // The fields are the browser's, read when the form is sent; the same check as the set-up's.
  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sentForm = event.currentTarget;
    const values = formFields(new FormData(sentForm), NEW_ADMIN_FIELDS) as Record<NewAdminField, string>;
    const found = checkNewAdmin(values);
    if (show(found)) {
      toastMismatch(found);
      return;
    }
    void run(async () => {
      await adminRequest("/admins", { method: "POST", body: { email: values.email, password: values.password } });
      toast({ title: "Administrador adicionado", description: values.email.trim().toLowerCase(), variant: "success" });
      sentForm.reset();
      list.reload();
    });
  }

  return (
    <>
      <ConsoleTitle title={S.nav.admins} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledCard title="Quem tem acesso">
          <QueryStatus query={list} />
          {list.data ? (
            <ul aria-label="Administradores" className="divide-y divide-gray-100">
              {list.data.items.map((a) => {
                const self = a.id === list.data!.me;
                return (
                  <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-gray-900">
                        <EmailAddress email={a.email} /> {self ? <Badge tone="blue">você</Badge> : null}
                      </p>
                      <p className="text-xs text-gray-700">{`Desde ${formatDateShortBR(a.createdAt)}`}</p>
                    </div>
                    <ConfirmDelete
                      label={`Remover ${a.email}`}
                      text="Remover"
                      disabled={only}
                      onConfirm={async () => {
                        await adminRequest(`/admins/${encodeURIComponent(a.id)}`, { method: "DELETE" });
                        toast({ title: "Administrador removido", description: a.email, variant: "success" });
                        if (self) onRemovedSelf();
                        else list.reload();
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          ) : null}
          {only && list.data ? (
            <p className="mt-2 text-sm text-gray-700">O último administrador não pode ser removido.</p>
          ) : null}
        </TitledCard>
        <TitledCard title="Adicionar administrador">
          <form ref={form} method="post" onSubmit={onAdd} noValidate className="space-y-4">
            <EmailField
              id="novo-admin-email"
              name="email"
              autoComplete="off"
              error={errors.email}
              onChange={() => clear("email")}
            />
            <NewPasswordFields
              idPrefix="novo-admin"
              label="Senha inicial"
              hint="De 8 a 128 caracteres. Passe-a à pessoa por um canal seguro."
              errors={errors}
              onChange={clear}
            />
            <SubmitButton busy={busy} busyText="Adicionando...">
              Adicionar administrador
            </SubmitButton>
          </form>
        </TitledCard>
      </div>
    </>
  );
}
