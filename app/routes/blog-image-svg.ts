import { data } from "react-router";
import type { Route } from "./+types/blog-image-svg";
import { articleSvg } from "../features/blog/article-image.ts";
import { findArticle } from "../features/blog/articles.server.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.file.replace(/\.svg$/, ""));
  if (!article) throw data(null, { status: 404 });
  return new Response(articleSvg({ title: article.h1, category: article.category }), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
