// "Avisar quando o preço mudar" on a vehicle's page: an e-mail and the consent. Before (or
// without) JavaScript the browser posts it to the vehicle page itself, whose action stores it
// (routes/fipe.tsx) and answers 303 to the page with ?alerta=1; once hydrated it posts JSON to
// /api/alertas-de-preco and shows the answer in place and in a toast. The fields are the
// browser's, read when sent; one check (checkPriceAlert) gives the messages beside them in the
// page and in the vehicle page's action.
import { BellRing } from "../../components/icons/outline/bell-ring.ts";
import { CircleCheck } from "../../components/icons/outline/circle-check.ts";
import { useId, useState, type FormEvent } from "react";
import { SubscribeFields, SubscribeIntro } from "../../components/ui/subscribe-fields.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useFieldErrors } from "../../components/ui/use-field-errors.ts";
import { firstInvalidField } from "../../lib/form-check.ts";
import { checked, formFields } from "../../lib/form-post.ts";
import { mailDeliveryOf, type MailDelivery } from "../../lib/mail-delivery.ts";
import {
  CONSENT_FIELD,
  PRICE_ALERT_CHECKED_FIELDS,
  PRICE_ALERT_INTENT,
  PRICE_ALERT_SECTION_ID,
  checkPriceAlert,
  followBody,
  priceAlertSuccess,
  type AlertVehicleCodes,
  type PriceAlertPostError,
  type PriceAlertValues,
} from "../../domain/price-alerts/price-alert-post.ts";
import { PRICE_ALERT_STRINGS as S } from "../../domain/price-alerts/strings.ts";

const API_PATH = "/api/alertas-de-preco";

type Props = {
  codes: AlertVehicleCodes;
  /** The vehicle page's own path (where the form posts without JavaScript). */
  action: string;
  /** The server stored a request posted without JavaScript (?alerta=1). */
  done?: boolean;
  /** Whether the site's mail is on (the server's), for the text of `done`. */
  mail?: MailDelivery;
  /** A post the server refused (made before the page's JavaScript ran). */
  posted?: PriceAlertPostError | null;
};

export function PriceAlertForm({ codes, action, done = false, mail = "on", posted = null }: Props) {
  const id = useId();
  // Stored: what the server said of its confirmation mail (null while the form is shown).
  const [sent, setSent] = useState<MailDelivery | null>(done ? mail : null);
  const { form, errors, show, clear } = useFieldErrors(posted?.errors);
  // The server's answer about the whole request (not about a field).
  const [error, setError] = useState<string | null>(posted?.message ?? null);
  const [submitting, setSubmitting] = useState(false);
  const autoFocus = firstInvalidField(posted?.errors, PRICE_ALERT_CHECKED_FIELDS);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    // The fields are the browser's (uncontrolled): read when sent, never changed by hydration.
    const data = new FormData(event.currentTarget);
    const values: PriceAlertValues = {
      ...(formFields(data, ["email", "website"]) as { email: string; website: string }),
      consent: checked(data, CONSENT_FIELD),
    };
    if (show(checkPriceAlert(values))) return;
    setSubmitting(true);
    try {
      let response: Response;
      try {
        response = await fetch(API_PATH, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(followBody(values, codes)),
        });
      } catch {
        setError(S.offline);
        toast({ title: S.errorTitle, description: S.offline, variant: "destructive" });
        return;
      }
      if (response.ok) {
        // The answer says whether the confirmation mail leaves now or waits for the site's mail.
        const answer = (await response.json().catch(() => null)) as { mail?: unknown } | null;
        const delivery = mailDeliveryOf(answer?.mail);
        setSent(delivery);
        toast({ ...priceAlertSuccess(delivery), variant: "success" });
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
      const message =
        response.status === 429
          ? S.rateLimited
          : response.status < 500 && typeof body?.message === "string"
            ? body.message
            : S.unavailable;
      // An address the server refused for its shape: its message beside the field.
      if (body?.code === "invalid_email") show({ email: message });
      else setError(message);
      toast({ title: S.errorTitle, description: message, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section
      id={PRICE_ALERT_SECTION_ID}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-6xl px-4 pb-10"
      data-print="hide"
    >
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <SubscribeIntro
          icon={BellRing}
          iconClassName="bg-brand-600/10 text-brand-700"
          titleId={`${id}-title`}
          title={S.heading}
        >
          {S.intro}
        </SubscribeIntro>
        {sent ? (
          <div role="status" className="mt-6 flex items-start gap-3 rounded-lg bg-accent-600/10 px-4 py-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <div className="text-sm text-gray-800">
              <p className="font-semibold">{priceAlertSuccess(sent).title}</p>
              <p>{priceAlertSuccess(sent).description}</p>
            </div>
          </div>
        ) : (
          <form
            ref={form}
            method="post"
            action={action}
            onSubmit={onSubmit}
            noValidate
            className="mt-6 grid max-w-2xl gap-4"
          >
            <input type="hidden" name="intent" value={PRICE_ALERT_INTENT} />
            {error ? <FormError title={S.errorTitle}>{error}</FormError> : null}
            <SubscribeFields
              id={id}
              texts={S}
              consentName={CONSENT_FIELD}
              initial={posted?.values}
              errors={errors}
              autoFocus={autoFocus}
              onChange={clear}
              submitting={submitting}
              consentClassName="flex flex-wrap items-start gap-x-2"
            />
          </form>
        )}
      </div>
    </section>
  );
}
