import { useState } from "react";
import { ContactDetails } from "../components/layout/contact-details.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card.tsx";
import { ContactForm, ContactSuccess } from "../features/contact/contact-form.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    title: "Contato | Carro em Conta",
    description:
      "Fale com a equipe do Carro em Conta: dúvidas sobre as calculadoras, sugestões de conteúdo, parcerias ou suporte. Respondemos pelo seu e-mail.",
    path: "/contato",
  });
}

export default function ContatoPage() {
  // After a message is sent the whole page becomes 'Mensagem Enviada com Sucesso!' (spec
  // section 2); "Enviar outra mensagem" brings back an empty form.
  const [sent, setSent] = useState(false);
  if (sent) return <ContactSuccess onReset={() => setSent(false)} />;
  return (
    <>
      <PageHero title="Fale Conosco">Tem uma dúvida, sugestão ou proposta de parceria? Envie sua mensagem.</PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Envie sua mensagem</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm onSent={() => setSent(true)} />
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle>Outros canais</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactDetails tone="light" />
            <p className="mt-6 text-sm text-gray-600">Respondemos em dias úteis, pelo e-mail que você informar.</p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
