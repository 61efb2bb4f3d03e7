import { NewsletterPage } from "../features/admin/newsletter-page.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Newsletter · Painel");
}

export default function Page() {
  return <NewsletterPage />;
}
