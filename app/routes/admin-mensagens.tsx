import { MessagesPage } from "../features/admin/messages-page.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Mensagens · Painel");
}

export default function Page() {
  return <MessagesPage />;
}
