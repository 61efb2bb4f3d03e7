import { useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import { INVALID_EMAIL_MESSAGE } from "../../lib/email.ts";
import { FieldError } from "./field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { Checkbox, Input, Label } from "./input.tsx";

/** What a post made before the page's JavaScript ran left in these fields. */
type Initial = { email: string; consent: boolean; website: string; emailError: boolean };

/** The state of the fields (`fields` goes to SubscribeFields as is); `onConsent` runs when the
 * consent is ticked or unticked. */
export function useSubscribeFields(initial: Initial, onConsent: () => void) {
  const [email, setEmail] = useState(initial.email);
  const [emailInvalid, setEmailInvalid] = useState(initial.emailError);
  const [consent, setConsent] = useState(initial.consent);
  const [website, setWebsite] = useState(initial.website); // honeypot: people never see or fill it
  const emailRef = useRef<HTMLInputElement>(null);
  return {
    email,
    consent,
    website,
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
    },
  };
}

type Props = ReturnType<typeof useSubscribeFields>["fields"] & {
  /** Prefix of the fields' ids: `${id}-email`, `${id}-website` (the consent's is `consentId`). */
  id: string;
  /** The e-mail's label; the consent's text before the link to the privacy policy, and the link's. */
  texts: { emailLabel: string; consent: string; privacyLink: string };
  consentId: string;
  /** The consent's field name in the post made without JavaScript. */
  consentName: string;
  /** The message beside the consent (none when null). */
  consentError?: string | null;
  consentRef?: Ref<HTMLInputElement>;
  consentClassName: string;
  disabled: boolean;
};

/** The fields a subscription form shares (newsletter, price alerts): the e-mail with its
 * invalid-address message, the honeypot (honeypot-field.tsx) and the consent tick with its link
 * to the privacy policy. */
export function SubscribeFields({
  id,
  texts,
  consentId,
  consentName,
  consentError = null,
  consentRef,
  consentClassName,
  disabled,
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
          disabled={disabled}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? `${emailId}-error` : undefined}
          onChange={(e) => onEmail(e.target.value)}
        />
        {emailInvalid ? <FieldError id={`${emailId}-error`}>{INVALID_EMAIL_MESSAGE}</FieldError> : null}
      </div>
      <HoneypotField id={`${id}-website`} value={website} onChange={onWebsite} />
      <div className={consentClassName}>
        <Checkbox
          ref={consentRef}
          id={consentId}
          name={consentName}
          checked={consent}
          disabled={disabled}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${consentId}-error` : undefined}
          onChange={(e) => onConsent(e.target.checked)}
        />
        <label htmlFor={consentId} className="text-sm text-gray-700">
          {texts.consent}{" "}
          <Link to="/politica-de-privacidade" className="font-semibold text-brand-700 underline">
            {texts.privacyLink}
          </Link>
          .
        </label>
        {consentError ? (
          <div className="basis-full">
            <FieldError id={`${consentId}-error`}>{consentError}</FieldError>
          </div>
        ) : null}
      </div>
    </>
  );
}
