import { CircleCheck } from "../../components/icons/outline/circle-check.ts";
import { LoaderCircle } from "../../components/icons/outline/loader-circle.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Field, controlAttributes } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { Button } from "../../components/ui/button.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useFocusFirstInvalid } from "../../components/ui/focus-first-invalid.ts";
import { firstInvalidField, hasFieldErrors, type FieldErrors } from "../../lib/form-check.ts";
import { formFields } from "../../lib/form-post.ts";
import { NetworkError, insertRows } from "../../lib/rest-client.ts";
import { CONTACT_CHECKED_FIELDS, checkContact, contactMissesRequired, type ContactField } from "./contact-check.ts";
import { CONTACT_FIELDS, contactRow, topicOf, type ContactPostError, type ContactValues } from "./contact-post.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "../../domain/contact/rules.ts";
import { CONTACT_STRINGS as S } from "./strings.ts";

const TOPIC_OPTIONS = CONTACT_TOPICS.map((t) => ({ value: t, label: t }));

/**
 * The page 'Mensagem Enviada com Sucesso!' that replaces the whole contact page after a
 * message is sent (spec section 2): its heading takes focus so screen readers announce it.
 */
export function ContactSuccess({ onReset }: { onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <CircleCheck aria-hidden="true" className="mx-auto size-16 text-accent-600" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-extrabold text-gray-900 outline-none sm:text-4xl">
        {S.successPageTitle}
      </h1>
      <p className="mt-4 text-lg text-gray-700">{S.successToastDescription}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onReset}>
          Enviar outra mensagem
        </Button>
        <Button asChild>
          <Link to="/">Voltar para a página inicial</Link>
        </Button>
      </div>
    </section>
  );
}

/**
 * Contact form (spec sections 2, 4, 5, 8): editing → submitting → sent; errors stay on the form.
 * The fields are the browser's (uncontrolled): what is typed before the page's scripts ran is
 * never changed by them, and the form is read when sent. One check (contact-check.ts) gives the
 * messages beside the fields here and on the server; nothing is sent while one stands. On
 * success `onSent` runs: the page replaces itself with `ContactSuccess`.
 */
export function ContactForm({ onSent, posted = null }: { onSent: () => void; posted?: ContactPostError | null }) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(posted?.errors ?? {});
  // A post the server could not store (made before the page's JavaScript ran): its message.
  const [postError, setPostError] = useState(posted?.title ? posted : null);
  const [submitting, setSubmitting] = useState(false);
  const [refused, setRefused] = useState(0);
  useFocusFirstInvalid(form, refused);
  const initial = posted?.values;
  // The server's answer focuses its first invalid field as the page loads.
  const autoFocus = firstInvalidField(posted?.errors, CONTACT_CHECKED_FIELDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = formFields(new FormData(event.currentTarget), CONTACT_FIELDS) as ContactValues;
    setPostError(null);
    const found = checkContact(values);
    setErrors(found);
    if (hasFieldErrors(found)) {
      // The spec's toast adds to the messages beside the fields.
      if (contactMissesRequired(values)) {
        toast({ title: S.requiredTitle, description: S.requiredDescription, variant: "destructive" });
      }
      setRefused((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await insertRows("contact_messages", contactRow(values));
      toast({ title: S.successToastTitle, description: S.successToastDescription, variant: "success" });
      onSent();
    } catch (error) {
      const offline = error instanceof NetworkError;
      toast({
        title: offline ? S.offlineTitle : S.errorTitle,
        description: offline ? S.offlineDescription : S.errorDescription,
        variant: "destructive",
      });
      setSubmitting(false);
    }
  }

  /** A field's message goes once the person changes the field. */
  const clear = (name: ContactField) => () => {
    if (!errors[name]) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  };
  // A typed field is sent under its column's name, holds at most what the column takes, is
  // locked while the message is sent, and carries its message.
  const typed = (column: keyof typeof CONTACT_LIMITS, id: string) => ({
    id,
    name: column,
    maxLength: CONTACT_LIMITS[column],
    disabled: submitting,
    defaultValue: initial?.[column],
    autoFocus: autoFocus === column || undefined,
    onChange: clear(column),
    ...controlAttributes(id, { error: errors[column] }),
  });
  return (
    // Before the page's JavaScript runs (or without it) the browser posts the form to the page
    // itself, whose action checks and stores it the same way (routes/contato.tsx).
    <form
      ref={form}
      method="post"
      action="/contato"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-busy={submitting}
    >
      {postError ? <FormError title={postError.title}>{postError.description}</FormError> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" htmlFor="contato-nome" error={errors.name}>
          <Input {...typed("name", "contato-nome")} autoComplete="name" />
        </Field>
        <Field label="E-mail" htmlFor="contato-email" error={errors.email}>
          <Input {...typed("email", "contato-email")} type="email" autoComplete="email" />
        </Field>
      </div>
      <Field label="Assunto" htmlFor="contato-assunto">
        <Select
          id="contato-assunto"
          name="topic"
          defaultValue={topicOf(initial?.topic ?? "")}
          options={TOPIC_OPTIONS}
          disabled={submitting}
        />
      </Field>
      <Field label="Mensagem" htmlFor="contato-mensagem" error={errors.message}>
        <Textarea {...typed("message", "contato-mensagem")} rows={6} />
      </Field>
      <HoneypotField id="contato-website" defaultValue={initial?.website} />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        {submitting ? S.submitting : S.submit}
      </Button>
    </form>
  );
}
