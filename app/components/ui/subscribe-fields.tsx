import { useRef, useState, type ComponentType, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import { INVALID_EMAIL_MESSAGE } from "../../lib/email.ts";
import { Button } from "./button.tsx";
import { FieldError, invalidAttributes } from "./field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { Checkbox, Input, Label } from "./input.tsx";
import type { IconProps } from "./svg-icon.tsx";

/** A subscription form's heading beside its icon (the icon's colours: `iconClassName`), with the
 * text under it; no heading when `title` is left out. */
export function SubscribeIntro({
  icon: Icon,
  iconClassName,
  titleId,
  title,
  children,
}: {
  icon: ComponentType<IconProps>;
  iconClassName: string;
  titleId: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${iconClassName}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        {title ? (
          <h2 id={titleId} className="text-xl font-bold text-gray-900">
            {title}
          </h2>
        ) : null}
        <p className="mt-1 text-sm text-gray-700">{children}</p>
      </div>
    </div>
  );
}

/** What a post made before the page's JavaScript ran left in these fields. */
type Posted = { values: { email: string; website: string }; emailError: boolean } | null;

/** The state of the fields and whether the form is being sent (every field and the button are
 * then disabled; `fields` goes to SubscribeFields as is), starting from what was
 * `posted` and the consent it carried; `onConsent` runs when the consent is ticked or unticked. */
export function useSubscribeFields(posted: Posted, postedConsent: boolean, onConsent: () => void) {
  const [email, setEmail] = useState(posted?.values.email ?? "");
  const [emailInvalid, setEmailInvalid] = useState(posted?.emailError ?? false);
  const [consent, setConsent] = useState(postedConsent);
  const [website, setWebsite] = useState(posted?.values.website ?? ""); // honeypot: people never see or fill it
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  return {
    email,
    consent,
    website,
    submitting,
    setSubmitting,
    /** Shows the invalid-address message and moves the focus to the e-mail. */
    rejectEmail() {
      setEmailInvalid(true);
      emailRef.current?.focus();
    },
    /** Empties the e-mail and unticks the consent (after a sent form). */
    clear() {
      setEmail("");
      setConsent(false);
    },
    fields: {
      email,
      emailInvalid,
      emailRef,
      onEmail(value: string) {
        setEmail(value);
        setEmailInvalid(false);
      },
      website,
      onWebsite: setWebsite,
      consent,
      onConsent(checked: boolean) {
        setConsent(checked);
        onConsent();
      },
      submitting,
    },
  };
}

type Props = ReturnType<typeof useSubscribeFields>["fields"] & {
  /** Prefix of the fields' ids: `${id}-email`, `${id}-website`, `${id}-consent`. */
  id: string;
  /** The e-mail's label; the consent's text before the link to the privacy policy, and the
   * link's; the button's, and its text while the form is sent. */
  texts: { emailLabel: string; consent: string; privacyLink: string; submit: string; submitting: string };
  /** The consent's field name in the post made without JavaScript. */
  consentName: string;
  /** The message beside the consent (none when null). */
  consentError?: string | null;
  consentRef?: Ref<HTMLInputElement>;
  consentClassName: string;
  /** The class of the button's box. */
  submitClassName?: string;
};

/** What a subscription form (newsletter, price alerts) ends with: the e-mail with its
 * invalid-address message, the honeypot (honeypot-field.tsx), the consent tick with its link to
 * the privacy policy, and the submit button. */
export function SubscribeFields({
  id,
  texts,
  consentName,
  consentError = null,
  consentRef,
  consentClassName,
  submitClassName,
  submitting,
  email,
  emailInvalid,
  emailRef,
  onEmail,
  website,
  onWebsite,
  consent,
  onConsent,
}: Props) {
  const emailId = `${id}-email`;
  return (
    <>
      <div>
        <Label htmlFor={emailId}>{texts.emailLabel}</Label>
        <Input
          ref={emailRef}
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          value={email}
          disabled={submitting}
          {...invalidAttributes(emailId, emailInvalid)}
          onChange={(e) => onEmail(e.target.value)}
        />
        {emailInvalid ? <FieldError id={`${emailId}-error`}>{INVALID_EMAIL_MESSAGE}</FieldError> : null}
      </div>
      <HoneypotField id={`${id}-website`} value={website} onChange={onWebsite} />
      <div className={consentClassName}>
        <Checkbox
          ref={consentRef}
          id={`${id}-consent`}
          name={consentName}
          checked={consent}
          disabled={submitting}
          {...invalidAttributes(`${id}-consent`, Boolean(consentError))}
          onChange={(e) => onConsent(e.target.checked)}
        />
        <label htmlFor={`${id}-consent`} className="text-sm text-gray-700">
          {texts.consent}{" "}
          <Link to="/politica-de-privacidade" className="font-semibold text-brand-700 underline">
            {texts.privacyLink}
          </Link>
          .
        </label>
        {consentError ? (
          <div className="basis-full">
            <FieldError id={`${id}-consent-error`}>{consentError}</FieldError>
          </div>
        ) : null}
      </div>
      <div className={submitClassName}>
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? texts.submitting : texts.submit}
        </Button>
      </div>
    </>
  );
}
