import { CircleCheck } from "../../components/icons/outline/circle-check.ts";
import { LoaderCircle } from "../../components/icons/outline/loader-circle.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Field } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { Button } from "../../components/ui/button.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "../../lib/email.ts";
import { NetworkError, insertRows } from "../../lib/rest-client.ts";
import { topicOf, type ContactPostError } from "./contact-post.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from "./rules.ts";
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
 * A malformed e-mail gets an inline message and nothing is sent. On success `onSent` runs: the
 * page replaces itself with `ContactSuccess`.
 */
export function ContactForm({ onSent, posted = null }: { onSent: () => void; posted?: ContactPostError | null }) {
  const [name, setName] = useState(posted?.values.name ?? "");
  const [email, setEmail] = useState(posted?.values.email ?? "");
  const [topic, setTopic] = useState<ContactTopic>(topicOf(posted?.values.topic ?? ""));
  const [message, setMessage] = useState(posted?.values.message ?? "");
  const [website, setWebsite] = useState(posted?.values.website ?? "");
  const [status, setStatus] = useState<"editing" | "submitting">("editing");
  const [emailError, setEmailError] = useState(posted?.emailError ?? false);
  // A post the server could not store (made before the page's JavaScript ran): its message.
  const [postError, setPostError] = useState(posted && !posted.emailError ? posted : null);
  const emailInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPostError(null);
    if (!name.trim() || !email.trim() || !message.trim()) {
      toast({ title: S.requiredTitle, description: S.requiredDescription, variant: "destructive" });
      return;
    }
    if (!isValidEmail(email)) {
      setEmailError(true);
      emailInput.current?.focus();
      return;
    }
    setStatus("submitting");
    try {
      await insertRows("contact_messages", {
        name: name.trim(),
        email: email.trim(),
        topic,
        message: message.trim(),
        ...(website ? { website } : {}),
      });
      toast({ title: S.successToastTitle, description: S.successToastDescription, variant: "success" });
      onSent();
    } catch (error) {
      const offline = error instanceof NetworkError;
      toast({
        title: offline ? S.offlineTitle : S.errorTitle,
        description: offline ? S.offlineDescription : S.errorDescription,
        variant: "destructive",
      });
      setStatus("editing");
    }
  }

  const submitting = status === "submitting";
  // A typed field is sent under its column's name, holds at most what the column takes, and is
  // locked while the message is sent.
  const typed = (column: keyof typeof CONTACT_LIMITS) => ({
    name: column,
    maxLength: CONTACT_LIMITS[column],
    disabled: submitting,
  });
  return (
    // Before the page's JavaScript runs (or without it) the browser posts the form to the page
    // itself, whose action stores it the same way (routes/contato.tsx).
    <form method="post" action="/contato" onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={submitting}>
      {postError ? <FormError title={postError.title}>{postError.description}</FormError> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" htmlFor="contato-nome">
          <Input
            id="contato-nome"
            {...typed("name")}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label="E-mail" htmlFor="contato-email" error={emailError ? INVALID_EMAIL_MESSAGE : null}>
          <Input
            ref={emailInput}
            id="contato-email"
            {...typed("email")}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={emailError || undefined}
            aria-describedby={emailError ? "contato-email-error" : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(false);
            }}
          />
        </Field>
      </div>
      <Field label="Assunto" htmlFor="contato-assunto">
        <Select
          id="contato-assunto"
          name="topic"
          value={topic}
          onValueChange={(v) => setTopic(v as ContactTopic)}
          options={TOPIC_OPTIONS}
          disabled={submitting}
        />
      </Field>
      <Field label="Mensagem" htmlFor="contato-mensagem">
        <Textarea
          id="contato-mensagem"
          {...typed("message")}
          rows={6}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <HoneypotField id="contato-website" value={website} onChange={setWebsite} />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
        {submitting ? S.submitting : S.submit}
      </Button>
    </form>
  );
}
