import { data } from "react-router";
import type { Route } from "./+types/blog-figure-svg";
import { bodyFigures } from "../features/blog/body-figures.ts";
import { figureSvg } from "../features/blog/figure-image.ts";
import { findArticleBody } from "../features/blog/articles.server.ts";

// /images/blog/figuras/<slug>-<n>.svg: the n-th in-body figure of an article (prerendered).
export async function loader({ params }: Route.LoaderArgs) {
  const m = /^(.+)-(\d+)\.svg$/.exec(params.file);
  const body = m ? findArticleBody(m[1] ?? "") : undefined;
  const figure = m && body !== undefined ? bodyFigures(m[1] ?? "", body)[Number(m[2]) - 1] : undefined;
  if (!figure) throw data(null, { status: 404 });
  return new Response(figureSvg(figure), { headers: { "Content-Type": "image/svg+xml" } });
}
