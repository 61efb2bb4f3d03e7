import { Mail } from "../../components/icons/outline/mail.ts";
import { useId, useRef, useState, type FormEvent } from "react";
import { SubscribeFields, SubscribeIntro, useSubscribeFields } from "../../components/ui/subscribe-fields.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isValidEmail } from "../../lib/email.ts";
import { NetworkError, RestInsertError, insertRows } from "../../lib/rest-client.ts";
import { NEWSLETTER_PATH } from "../../lib/paths.ts";
import { TERMS_FIELD, type NewsletterPostError } from "./newsletter-post.ts";
import { NEWSLETTER_STRINGS as S } from "./strings.ts";

type Props = {
  title?: string;
  /** A post the server could not store (made before the page's JavaScript ran). */
  posted?: NewsletterPostError | null;
};

/** Newsletter sign-up (spec sections 4, 5 and 8): name, e-mail and the consent tick required
 * (shared/spec/decisions.md); success says to confirm by e-mail (double opt-in). */
export function NewsletterBox({ title, posted = null }: Props) {
  const id = useId();
  const [name, setName] = useState(posted?.values.name ?? "");
  const [consentError, setConsentError] = useState(posted?.consentError ?? false);
  const [postError, setPostError] = useState(posted && !posted.emailError && !posted.consentError ? posted : null);
  const subscribe = useSubscribeFields(posted, posted?.values.accepted ?? false, () => setConsentError(false));
  const { email, consent: accepted, website, submitting, setSubmitting } = subscribe;
  const termsInput = useRef<HTMLInputElement>(null);

  // What was typed before the page's scripts ran reaches this state through the fields
  // themselves (lib/typed-before-hydration.ts).

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPostError(null);
    if (!name.trim() || !email.trim()) {
      toast({ title: S.requiredTitle, description: S.requiredDescription, variant: "destructive" });
      return;
    }
    // A malformed address gets a message next to the field; nothing is sent.
    if (!isValidEmail(email)) {
      subscribe.rejectEmail();
      return;
    }
    // Without the tick nothing is sent: the message goes beside the box (no "sucesso").
    if (!accepted) {
      setConsentError(true);
      termsInput.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await insertRows("newsletter_subscriptions", {
        name: name.trim(),
        email: email.trim(),
        has_accepted_terms: accepted,
        ...(website ? { website } : {}),
      });
      toast({ title: S.successTitle, description: S.successDescription, variant: "success" });
      setName("");
      subscribe.clear();
    } catch (error) {
      if (error instanceof RestInsertError && error.body?.details === S.consentRequired) {
        setConsentError(true);
        return;
      }
      const offline = error instanceof NetworkError;
      toast({
        title: offline ? S.offlineTitle : S.errorTitle,
        description: offline ? S.offlineDescription : S.errorDescription,
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : "Newsletter"}
      className="no-print rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <SubscribeIntro
          icon={Mail}
          iconClassName="bg-accent-600/10 text-accent-700"
          titleId={`${id}-title`}
          title={title}
        >
          Dicas de manutenção, economia e compra de veículos, sem spam. Cancele quando quiser.
        </SubscribeIntro>
        {/* Before the page's JavaScript runs (or without it) the browser posts the box to
            /newsletter, whose action stores it the same way (routes/newsletter.tsx). */}
        <form
          method="post"
          action={NEWSLETTER_PATH}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 sm:grid-cols-2"
        >
          {postError ? (
            <FormError title={postError.title} className="sm:col-span-2">
              {postError.description}
            </FormError>
          ) : null}
          <div>
            <Label htmlFor={`${id}-name`}>Nome</Label>
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              placeholder="Seu nome"
              value={name}
              disabled={submitting}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <SubscribeFields
            id={id}
            texts={S}
            consentName={TERMS_FIELD}
            consentError={consentError ? S.consentRequired : null}
            consentRef={termsInput}
            consentClassName="flex flex-wrap items-start gap-x-2 sm:col-span-2"
            submitClassName="sm:col-span-2"
            {...subscribe.fields}
          />
        </form>
      </div>
    </section>
  );
}
