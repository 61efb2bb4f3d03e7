import { FipePage } from "../features/admin/fipe-page.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("FIPE · Painel");
}

export default function Page() {
  return <FipePage />;
}
