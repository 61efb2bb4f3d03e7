import { useState } from "react";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/contato";
import { ContactDetails } from "../components/layout/contact-details.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { TitledCard } from "../components/ui/card.tsx";
import { ContactForm, ContactSuccess } from "../features/contact/contact-form.tsx";
import { CONTACT_FIELDS, submitContact, type ContactValues } from "../features/contact/contact-post.ts";
import { formFields } from "../lib/form-post.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Contato | Carro em Conta",
    description:
      "Fale com a equipe do Carro em Conta: dúvidas sobre as calculadoras, sugestões de conteúdo, parcerias ou suporte. Respondemos pelo seu e-mail.",
    path: "/contato",
  });
}

/** The address the page shows its success at after a post (no personal data in it). */
const SENT_QUERY = "enviada";

/** The form posted before (or without) JavaScript: stored once, then the success page. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formFields(await request.formData(), CONTACT_FIELDS) as ContactValues;
  const services = context.services;
  const result = await submitContact(values, services ? (row) => services.insert("contact_messages", row) : null);
  // See Other: reloading the success page does not post the message again.
  if (result.status === "sent") throw redirect(`/contato?${SENT_QUERY}=1`, 303);
  return data(result, { status: 400 });
}

export default function ContatoPage({ actionData }: Route.ComponentProps) {
  // After a message is sent the whole page becomes 'Mensagem Enviada com Sucesso!' (spec
  // section 2); "Enviar outra mensagem" brings back an empty form.
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [sent, setSent] = useState(searchParams.get(SENT_QUERY) === "1");
  const reset = () => {
    setSent(false);
    if (searchParams.has(SENT_QUERY)) navigate("/contato", { replace: true, preventScrollReset: true });
  };
  if (sent) return <ContactSuccess onReset={reset} />;
  return (
    <>
      <PageHero title="Fale Conosco">Tem uma dúvida, sugestão ou proposta de parceria? Envie sua mensagem.</PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <TitledCard title="Envie sua mensagem">
          <ContactForm onSent={() => setSent(true)} posted={actionData?.status === "error" ? actionData : null} />
        </TitledCard>
        <TitledCard title="Outros canais" className="self-start">
          <ContactDetails tone="light" />
          <p className="mt-6 text-sm text-gray-600">Respondemos em dias úteis, pelo e-mail que você informar.</p>
        </TitledCard>
      </div>
    </>
  );
}
