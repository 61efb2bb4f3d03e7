import { Link } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { pageMeta } from "../lib/seo.ts";
import { NOT_FOUND_PATH } from "../lib/paths.ts";

export function meta() {
  return [
    ...pageMeta({
      title: "Página não encontrada | Carro em Conta",
      description: "O endereço que você procurou não existe no Carro em Conta.",
      path: NOT_FOUND_PATH,
    }).filter((tag) => !("rel" in tag)),
    { name: "robots", content: "noindex" },
  ];
}

/** Prerendered once; the server sends it with status 404 for any unknown path. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Página não encontrada</h1>
      <p className="mt-4 text-gray-700">
        O endereço que você procurou não existe ou foi movido. Confira o link ou escolha um destino abaixo.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Ir para a página inicial</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/calculadoras">Ver calculadoras</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/blog">Ler o blog</Link>
        </Button>
      </div>
    </div>
  );
}
