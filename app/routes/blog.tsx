import type { Route } from "./+types/blog";
import { PageHero } from "../components/layout/page-hero.tsx";
import { loadArticles, toSummary } from "../features/blog/articles.server.ts";
import { BlogList } from "../features/blog/blog-list.tsx";
import { NewsletterBox } from "../features/newsletter/newsletter-box.tsx";
import { pageMeta } from "../lib/seo.ts";

export async function loader() {
  return { articles: loadArticles().map(toSummary) };
}

export function meta() {
  return pageMeta({
    title: "Blog: Dicas, Guias e Manutenção de Carros | Carro em Conta",
    description:
      "Guias de compra de carros usados, manutenção, segurança, economia de combustível e financiamento: artigos práticos para quem dirige no Brasil.",
    path: "/blog",
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Blog Carro em Conta">
        Guias de compra, manutenção, segurança e economia: conteúdo prático para cuidar do seu carro e decidir melhor.
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <BlogList articles={loaderData.articles} />
        <div className="mt-14">
          <NewsletterBox title="Receba os novos artigos por e-mail" />
        </div>
      </div>
    </>
  );
}
