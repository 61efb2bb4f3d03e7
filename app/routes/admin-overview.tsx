import { OverviewPage } from "../features/admin/overview-page.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Visão geral · Painel");
}

export default function Page() {
  return <OverviewPage />;
}
