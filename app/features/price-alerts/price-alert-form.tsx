// "Avisar quando o preço mudar" on a vehicle's page: an e-mail and the consent. Before (or
// without) JavaScript the browser posts it to the vehicle page itself, whose action stores it
// (routes/fipe.tsx) and answers 303 to the page with ?alerta=1; once hydrated it posts JSON to
// /api/alertas-de-preco and shows the answer in place and in a toast.
import { BellRing } from "../../components/icons/outline/bell-ring.ts";
import { CircleCheck } from "../../components/icons/outline/circle-check.ts";
import { useId, useState, type FormEvent } from "react";
import { SubscribeFields, SubscribeIntro, useSubscribeFields } from "../../components/ui/subscribe-fields.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import {
  CONSENT_FIELD,
  PRICE_ALERT_INTENT,
  PRICE_ALERT_SECTION_ID,
  checkPriceAlert,
  followBody,
  type AlertVehicleCodes,
  type PriceAlertPostError,
} from "./price-alert-post.ts";
import { PRICE_ALERT_STRINGS as S } from "./strings.ts";

const API_PATH = "/api/alertas-de-preco";

type Props = {
  codes: AlertVehicleCodes;
  /** The vehicle page's own path (where the form posts without JavaScript). */
  action: string;
  /** The server stored a request posted without JavaScript (?alerta=1). */
  done?: boolean;
  /** A post the server refused (made before the page's JavaScript ran). */
  posted?: PriceAlertPostError | null;
};

export function PriceAlertForm({ codes, action, done = false, posted = null }: Props) {
  const id = useId();
  const [sent, setSent] = useState(done);
  const [error, setError] = useState<string | null>(posted && !posted.emailError ? posted.message : null);
  const subscribe = useSubscribeFields(posted, posted?.values.consent ?? false, () => setError(null));
  const { email, consent, website, submitting, setSubmitting } = subscribe;
  // What was typed before the page's scripts ran reaches this state through the fields
  // themselves (lib/typed-before-hydration.ts).

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const values = { email, consent, website };
    const problem = checkPriceAlert(values);
    if (problem) {
      if (problem.emailError) {
        subscribe.rejectEmail();
      } else {
        setError(problem.message);
      }
      return;
    }
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
        setSent(true);
        subscribe.clear();
        toast({ title: S.successTitle, description: S.successDescription, variant: "success" });
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      const message =
        response.status === 429
          ? S.rateLimited
          : response.status < 500 && typeof body?.message === "string"
            ? body.message
            : S.unavailable;
      setError(message);
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
              <p className="font-semibold">{S.successTitle}</p>
              <p>{S.successDescription}</p>
            </div>
          </div>
        ) : (
          <form method="post" action={action} onSubmit={onSubmit} noValidate className="mt-6 grid max-w-2xl gap-4">
            <input type="hidden" name="intent" value={PRICE_ALERT_INTENT} />
            {error ? <FormError title={S.errorTitle}>{error}</FormError> : null}
            <SubscribeFields
              id={id}
              texts={S}
              consentName={CONSENT_FIELD}
              consentClassName="flex items-start gap-2"
              {...subscribe.fields}
            />
          </form>
        )}
      </div>
    </section>
  );
}
