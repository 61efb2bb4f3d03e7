import { CircleCheck } from "../components/icons/outline/circle-check.ts";
import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/newsletter";
import { PageHero } from "../components/layout/page-hero.tsx";
import { NewsletterBox } from "../features/newsletter/newsletter-box.tsx";
import {
  NEWSLETTER_FIELDS,
  TERMS_FIELD,
  newsletterSuccess,
  submitNewsletter,
  type NewsletterValues,
} from "../features/newsletter/newsletter-post.ts";
import { checked, formFields } from "../lib/form-post.ts";
import { pageMeta } from "../lib/seo.ts";

// /newsletter: the sign-up on a page of its own, and where every newsletter box posts before
// (or without) JavaScript: stored once, then the success text; an error shows the box again
// with what was typed and the message.

const DONE_QUERY = "inscricao";

export function meta() {
  return pageMeta({
    title: "Newsletter | Carro em Conta",
    description:
      "Receba por e-mail as dicas de manutenção, economia e compra de veículos do Carro em Conta. Sem spam; cancele quando quiser.",
    path: "/newsletter",
  });
}

/** Whether the site's mail is on, for the success text (`?inscricao=1` is rendered on request;
 * the prerendered copy, which never shows it, has no services). */
export function loader({ context }: Route.LoaderArgs) {
  return { mail: context.services?.mailDelivery ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values: NewsletterValues = {
    ...(formFields(form, NEWSLETTER_FIELDS) as Omit<NewsletterValues, "accepted">),
    accepted: checked(form, TERMS_FIELD),
  };
  const services = context.services;
  const result = await submitNewsletter(
    values,
    services ? (row) => services.insert("newsletter_subscriptions", row) : null,
  );
  // See Other: reloading the success page does not post again.
  if (result.status === "subscribed") throw redirect(`/newsletter?${DONE_QUERY}=1`, 303);
  return data(result, { status: 400 });
}

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const done = searchParams.get(DONE_QUERY) === "1";
  const success = newsletterSuccess(loaderData?.mail ?? "on");
  return (
    <>
      <PageHero title="Newsletter">
        Dicas de manutenção, economia e compra de veículos no seu e-mail, sem spam.
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10">
        {done ? (
          <section role="status" className="rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
            <CircleCheck aria-hidden="true" className="mx-auto size-12 text-accent-600" />
            <h2 className="mt-3 text-2xl font-bold text-gray-900">{success.title}</h2>
            <p className="mt-2 font-semibold text-gray-900">{success.description}</p>
            <p className="mt-2 text-gray-700">{success.detail}</p>
          </section>
        ) : (
          <NewsletterBox
            title="Receba dicas e novidades no seu e-mail"
            posted={actionData?.status === "error" ? actionData : null}
          />
        )}
      </div>
    </>
  );
}
