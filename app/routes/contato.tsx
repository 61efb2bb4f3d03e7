import { PageHero } from "../components/layout/page-hero.tsx";
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
  return (
    <PageHero title="Fale Conosco">Tem uma dúvida, sugestão ou proposta de parceria? Envie sua mensagem.</PageHero>
  );
}
