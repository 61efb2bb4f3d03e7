import { SignInForm } from "../features/auth/sign-in-form.tsx";
import { privatePageMeta } from "../lib/seo.ts";

export function meta() {
  return privatePageMeta("Entrar");
}

export default function EntrarPage() {
  return <SignInForm />;
}
