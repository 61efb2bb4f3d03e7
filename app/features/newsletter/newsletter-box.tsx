import { Mail } from "../../components/icons/outline/mail.ts";
import { useId, useState, type FormEvent } from "react";
import { SubscribeFields, SubscribeIntro } from "../../components/ui/subscribe-fields.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { FieldError, controlAttributes } from "../../components/ui/field.tsx";
import { Input, Label } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useFieldErrors } from "../../components/ui/use-field-errors.ts";
import { firstInvalidField } from "../../lib/form-check.ts";
import { checked, formFields } from "../../lib/form-post.ts";
import { NetworkError, RestInsertError, insertRows } from "../../lib/rest-client.ts";
import { NEWSLETTER_PATH } from "../../lib/paths.ts";
import { NEWSLETTER_CHECKED_FIELDS, checkNewsletter, newsletterMissesRequired } from "./newsletter-check.ts";
import {
  NEWSLETTER_FIELDS,
  TERMS_FIELD,
  newsletterRow,
  newsletterSuccess,
  type NewsletterPostError,
  type NewsletterValues,
} from "./newsletter-post.ts";
import { NEWSLETTER_STRINGS as S } from "../../domain/newsletter/strings.ts";

type Props = {
  title?: string;
  /** A post the server could not store (made before the page's JavaScript ran). */
  posted?: NewsletterPostError | null;
};

/** The box's fields as sent. */
function readBox(form: HTMLFormElement): NewsletterValues {
  const data = new FormData(form);
  return {
    ...(formFields(data, NEWSLETTER_FIELDS) as Omit<NewsletterValues, "accepted">),
    accepted: checked(data, TERMS_FIELD),
  };
}

/** Newsletter sign-up (spec sections 4, 5 and 8): name, e-mail and the consent tick required
 * (docs/product.md); success says to confirm by e-mail (double opt-in), or, when the server
 * answers that its mail is off, that the confirmation goes once mail is configured. The fields
 * are the browser's (uncontrolled) and read when the box is sent; one check
 * (newsletter-check.ts) puts its messages beside the fields here and on the server. */
export function NewsletterBox({ title, posted = null }: Props) {
  const id = useId();
  const { form, errors, show, clear } = useFieldErrors(posted?.errors);
  const [postError, setPostError] = useState(posted?.title ? posted : null);
  const [submitting, setSubmitting] = useState(false);
  // After a subscription the box starts again empty (spec: fields and terms cleared).
  const [initial, setInitial] = useState(posted?.values ?? null);
  const [round, setRound] = useState(0);
  const autoFocus = round === 0 ? firstInvalidField(posted?.errors, NEWSLETTER_CHECKED_FIELDS) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = readBox(event.currentTarget);
    setPostError(null);
    if (show(checkNewsletter(values))) {
      // The spec's toast adds to the messages beside the fields.
      if (newsletterMissesRequired(values)) {
        toast({ title: S.requiredTitle, description: S.requiredDescription, variant: "destructive" });
      }
      return;
    }
    setSubmitting(true);
    try {
      const { mail } = await insertRows("newsletter_subscriptions", newsletterRow(values));
      // The server says whether the confirmation leaves now or waits for the site's mail.
      const { title, description } = newsletterSuccess(mail);
      toast({ title, description, variant: "success" });
      setInitial(null);
      setRound((n) => n + 1);
    } catch (error) {
      if (error instanceof RestInsertError && error.body?.details === S.consentRequired) {
        show({ consent: S.consentRequired });
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

  const nameId = `${id}-name`;
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
            /newsletter, whose action checks and stores it the same way (routes/newsletter.tsx). */}
        <form
          key={round}
          ref={form}
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
            <Label htmlFor={nameId}>Nome</Label>
            <Input
              id={nameId}
              name="name"
              autoComplete="name"
              placeholder="Seu nome"
              defaultValue={initial?.name}
              autoFocus={autoFocus === "name" || undefined}
              disabled={submitting}
              {...controlAttributes(nameId, { error: errors.name })}
              onChange={() => clear("name")}
            />
            {errors.name ? <FieldError id={`${nameId}-error`}>{errors.name}</FieldError> : null}
          </div>
          <SubscribeFields
            id={id}
            texts={S}
            consentName={TERMS_FIELD}
            initial={initial ? { email: initial.email, website: initial.website, consent: initial.accepted } : null}
            errors={errors}
            autoFocus={autoFocus === "name" ? null : autoFocus}
            onChange={clear}
            submitting={submitting}
            consentClassName="flex flex-wrap items-start gap-x-2 sm:col-span-2"
            submitClassName="sm:col-span-2"
          />
        </form>
      </div>
    </section>
  );
}
