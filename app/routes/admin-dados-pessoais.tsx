import { PersonalDataPage } from "../features/admin/personal-data-page.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Dados pessoais (LGPD) · Painel");
}

export default function Page() {
  return <PersonalDataPage />;
}
