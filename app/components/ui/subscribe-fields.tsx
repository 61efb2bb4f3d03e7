import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./button.tsx";
import { FieldError, controlAttributes } from "./field.tsx";
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

/** The fields these forms share, as the form's check names them. */
export type SubscribeField = "email" | "consent";

type Props = {
  /** Prefix of the fields' ids: `${id}-email`, `${id}-website`, `${id}-consent`. */
  id: string;
  /** The e-mail's label; the consent's text before the link to the privacy policy, and the
   * link's; the button's, and its text while the form is sent. */
  texts: { emailLabel: string; consent: string; privacyLink: string; submit: string; submitting: string };
  /** The consent's field name when the form is sent. */
  consentName: string;
  /** What the fields hold when the page arrives (a post the server refused: what was typed). */
  initial?: { email?: string; website?: string; consent?: boolean } | null;
  /** The messages beside the e-mail and the consent (the form's check). */
  errors: Partial<Record<SubscribeField, string>>;
  /** The field whose message the server answered first: focused as the page loads. */
  autoFocus?: SubscribeField | null;
  /** Told when the person changes a field (its message then goes). */
  onChange: (field: SubscribeField) => void;
  /** The form is being sent: every field and the button are disabled. */
  submitting: boolean;
  consentClassName: string;
  /** The class of the button's box. */
  submitClassName?: string;
};

/** What a subscription form (newsletter, price alerts) ends with: the e-mail with its message,
 * the honeypot (honeypot-field.tsx), the consent tick with its link to the privacy policy and its
 * message, and the submit button. The fields are the browser's (uncontrolled): the form reads
 * them when sent, so nothing typed before the page's scripts ran is changed by them. */
export function SubscribeFields({
  id,
  texts,
  consentName,
  initial,
  errors,
  autoFocus = null,
  onChange,
  submitting,
  consentClassName,
  submitClassName,
}: Props) {
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  return (
    <>
      <div>
        <Label htmlFor={emailId}>{texts.emailLabel}</Label>
        <Input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          defaultValue={initial?.email}
          autoFocus={autoFocus === "email" || undefined}
          disabled={submitting}
          {...controlAttributes(emailId, { error: errors.email })}
          onChange={() => onChange("email")}
        />
        {errors.email ? <FieldError id={`${emailId}-error`}>{errors.email}</FieldError> : null}
      </div>
      <HoneypotField id={`${id}-website`} defaultValue={initial?.website} />
      <div className={consentClassName}>
        <Checkbox
          id={consentId}
          name={consentName}
          defaultChecked={initial?.consent}
          autoFocus={autoFocus === "consent" || undefined}
          disabled={submitting}
          {...controlAttributes(consentId, { error: errors.consent })}
          onChange={() => onChange("consent")}
        />
        <label htmlFor={consentId} className="text-sm text-gray-700">
          {texts.consent}{" "}
          <Link to="/politica-de-privacidade" className="font-semibold text-brand-700 underline">
            {texts.privacyLink}
          </Link>
          .
        </label>
        {errors.consent ? (
          <div className="basis-full">
            <FieldError id={`${consentId}-error`}>{errors.consent}</FieldError>
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
