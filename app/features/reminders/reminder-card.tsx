// "Lembrete do IPVA e do licenciamento por e-mail": a small card a page places (a state's IPVA
// page, the IPVA calculator, /lembretes-ipva): state, final plate digit, vehicle type, e-mail and
// consent. Before (or without) JavaScript the browser posts it to /lembretes-ipva, whose action
// stores it and answers 303 to /lembretes-ipva?inscricao=1; once hydrated it posts JSON to
// /api/lembretes and shows the answer in place and in a toast. The fields are the browser's,
// read when sent; one check (checkReminder) gives the messages beside them, in the page and in
// the action.
import { useId, useState, type FormEvent } from "react";
import { CalendarClock } from "../../components/icons/outline/calendar-clock.ts";
import { CircleCheck } from "../../components/icons/outline/circle-check.ts";
import { Field, controlAttributes } from "../../components/ui/field.tsx";
import { FormError } from "../../components/ui/form-feedback.tsx";
import { Select } from "../../components/ui/select.tsx";
import { SubscribeFields, SubscribeIntro } from "../../components/ui/subscribe-fields.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useFieldErrors } from "../../components/ui/use-field-errors.ts";
import { firstInvalidField } from "../../lib/form-check.ts";
import { checked, formFields } from "../../lib/form-post.ts";
import { mailDeliveryOf, type MailDelivery } from "../../lib/mail-delivery.ts";
import { STATE_OPTIONS } from "../../lib/states.ts";
import {
  REMINDERS_API_PATH,
  REMINDERS_PATH,
  REMINDER_CONSENT_FIELD,
  REMINDER_SECTION_ID,
  REMINDER_VEHICLE_TYPES,
} from "../../domain/reminders/reminder-names.ts";
import {
  REMINDER_CHECKED_FIELDS,
  REMINDER_TEXT_FIELDS,
  checkReminder,
  reminderBody,
  reminderSuccess,
  type ReminderField,
  type ReminderPostError,
  type ReminderValues,
} from "../../domain/reminders/reminder-post.ts";
import { REMINDER_STRINGS as S, VEHICLE_TYPE_LABELS } from "../../domain/reminders/strings.ts";

const DIGIT_OPTIONS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"].map((d) => ({ value: d, label: d }));
const TYPE_OPTIONS = REMINDER_VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] }));

type Props = {
  /** The state chosen when the page arrives (a state's page: its own). */
  defaultState?: string;
  /** The final digit chosen when the page arrives (the calculator's, when it has one). */
  defaultFinalDigit?: string;
  /** The server stored a request posted without JavaScript (/lembretes-ipva?inscricao=1). */
  done?: boolean;
  /** Whether the site's mail is on (the server's), for the text of `done`. */
  mail?: MailDelivery;
  /** A post the server refused (made before the page's JavaScript ran). */
  posted?: ReminderPostError | null;
  /** The card's box (a bordered white card when left out). */
  className?: string;
};

export function ReminderCard({
  defaultState,
  defaultFinalDigit,
  done = false,
  mail = "on",
  posted = null,
  className,
}: Props) {
  const id = useId();
  // Stored: what the server said of its confirmation mail (null while the form is shown).
  const [sent, setSent] = useState<MailDelivery | null>(done ? mail : null);
  const { form, errors, show, clear } = useFieldErrors<ReminderField>(posted?.errors);
  const [error, setError] = useState<string | null>(posted?.message ?? null);
  const [submitting, setSubmitting] = useState(false);
  const autoFocus = firstInvalidField(posted?.errors, REMINDER_CHECKED_FIELDS);
  const initial = posted?.values;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const data = new FormData(event.currentTarget);
    const values: ReminderValues = {
      ...(formFields(data, REMINDER_TEXT_FIELDS) as Omit<ReminderValues, "consent">),
      consent: checked(data, REMINDER_CONSENT_FIELD),
    };
    if (show(checkReminder(values))) return;
    setSubmitting(true);
    try {
      let response: Response;
      try {
        response = await fetch(REMINDERS_API_PATH, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(reminderBody(values)),
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
        toast({ ...reminderSuccess(delivery), variant: "success" });
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        message?: unknown;
        fields?: Partial<Record<ReminderField, string>>;
      } | null;
      const message =
        response.status === 429
          ? S.rateLimited
          : response.status < 500 && typeof body?.message === "string"
            ? body.message
            : S.unavailable;
      // Fields the server refused: their messages beside them.
      if (response.status === 400 && body?.fields && Object.keys(body.fields).length) show(body.fields);
      else setError(message);
      toast({ title: S.errorTitle, description: message, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: ReminderField) => `${id}-${name}`;
  return (
    <section
      id={REMINDER_SECTION_ID}
      aria-labelledby={`${id}-title`}
      className={className ?? "rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"}
      data-print="hide"
    >
      <SubscribeIntro
        icon={CalendarClock}
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
            <p className="font-semibold">{reminderSuccess(sent).title}</p>
            <p>{reminderSuccess(sent).description}</p>
          </div>
        </div>
      ) : (
        <form
          ref={form}
          method="post"
          action={REMINDERS_PATH}
          onSubmit={onSubmit}
          noValidate
          className="mt-6 grid max-w-2xl gap-4"
        >
          {error ? <FormError title={S.errorTitle}>{error}</FormError> : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={S.stateLabel} htmlFor={field("state")} error={errors.state}>
              <Select
                id={field("state")}
                name="state"
                options={STATE_OPTIONS}
                placeholder={S.statePlaceholder}
                defaultValue={initial?.state || defaultState}
                disabled={submitting}
                onValueChange={() => clear("state")}
                {...controlAttributes(field("state"), { error: errors.state })}
              />
            </Field>
            <Field
              label={S.finalDigitLabel}
              htmlFor={field("finalDigit")}
              hint={S.finalDigitHint}
              error={errors.finalDigit}
            >
              <Select
                id={field("finalDigit")}
                name="finalDigit"
                options={DIGIT_OPTIONS}
                placeholder={S.finalDigitPlaceholder}
                defaultValue={initial?.finalDigit || defaultFinalDigit}
                disabled={submitting}
                onValueChange={() => clear("finalDigit")}
                {...controlAttributes(field("finalDigit"), { hint: true, error: errors.finalDigit })}
              />
            </Field>
            <Field label={S.vehicleTypeLabel} htmlFor={field("vehicleType")} error={errors.vehicleType}>
              <Select
                id={field("vehicleType")}
                name="vehicleType"
                options={TYPE_OPTIONS}
                defaultValue={initial?.vehicleType || "car"}
                disabled={submitting}
                onValueChange={() => clear("vehicleType")}
                {...controlAttributes(field("vehicleType"), { error: errors.vehicleType })}
              />
            </Field>
          </div>
          <SubscribeFields
            id={id}
            texts={S}
            consentName={REMINDER_CONSENT_FIELD}
            initial={initial}
            errors={errors}
            autoFocus={autoFocus === "email" || autoFocus === "consent" ? autoFocus : null}
            onChange={clear}
            submitting={submitting}
            consentClassName="flex flex-wrap items-start gap-x-2"
          />
        </form>
      )}
    </section>
  );
}
