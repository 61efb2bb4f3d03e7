import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/lembretes-ipva";
import { PageHero } from "../components/layout/page-hero.tsx";
import { ReminderCard } from "../features/reminders/reminder-card.tsx";
import {
  REMINDER_CONSENT_FIELD,
  REMINDER_DONE_QUERY,
  REMINDER_SECTION_ID,
} from "../domain/reminders/reminder-names.ts";
import { REMINDER_TEXT_FIELDS, submitReminder, type ReminderValues } from "../domain/reminders/reminder-post.ts";
import { checked, formFields } from "../lib/form-post.ts";
import { pageMeta } from "../lib/seo.ts";

// /lembretes-ipva: the reminder card on a page of its own, and where every reminder card posts
// before (or without) JavaScript: stored once, then the success text; an error shows the card
// again with what was typed and the messages beside the fields.

export function meta() {
  return pageMeta({
    title: "Lembrete do IPVA e do licenciamento por e-mail | Carro em Conta",
    description:
      "Receba um e-mail uma semana antes de cada vencimento do IPVA da sua placa, do prazo do desconto da cota única e do licenciamento. Grátis; cancele quando quiser.",
    path: "/lembretes-ipva",
  });
}

/** Whether the site's mail is on, for the success text (`?inscricao=1` is rendered on request;
 * the prerendered copy, which never shows it, has no services). */
export function loader({ context }: Route.LoaderArgs) {
  return { mail: context.services?.mailDelivery ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: ReminderValues = {
    ...(formFields(form, REMINDER_TEXT_FIELDS) as Omit<ReminderValues, "consent">),
    consent: checked(form, REMINDER_CONSENT_FIELD),
  };
  const services = context.services;
  const result = await submitReminder(values, services ? (body) => services.subscribeReminder(body) : null);
  // See Other to an address without personal data: a reload does not post again.
  if (result.status === "pending")
    throw redirect(`/lembretes-ipva?${REMINDER_DONE_QUERY}=1#${REMINDER_SECTION_ID}`, 303);
  return data(result, { status: 400, headers: { "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  // A refused post is never kept anywhere.
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function LembretesIpvaPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const done = searchParams.get(REMINDER_DONE_QUERY) === "1";
  return (
    <>
      <PageHero title="Lembrete do IPVA e do licenciamento">
        Um e-mail uma semana antes de cada prazo da sua placa, com as datas do calendário do seu estado.
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <ReminderCard
          key={done ? "done" : "form"}
          done={done}
          mail={loaderData?.mail ?? "on"}
          posted={actionData?.status === "error" ? actionData : null}
        />
      </div>
    </>
  );
}
