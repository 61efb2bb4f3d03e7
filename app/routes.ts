import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// One line per route of the product spec's table (section 2), plus the not-found page
// and the files generated at build (sitemap, robots, feed).
export default [
  index("routes/home.tsx"),
  route("calculadoras", "routes/calculadoras.tsx"),
  route("financiamento", "routes/financiamento.tsx"),
  route("ipva", "routes/ipva.tsx"),
  route("combustivel", "routes/combustivel.tsx"),
  route("comparador", "routes/comparador.tsx"),
  route("licenciamento", "routes/licenciamento.tsx"),
  route("fipe/comparar", "routes/fipe-compare.tsx"),
  // Every model year of a FIPE code, from the catalog (rendered on the server: server/ssr/)
  route("fipe/codigo/:codigo", "routes/fipe-codigo.tsx"),
  // Which vehicles lost the least and the most value in 12 months (rendered on the server)
  route("fipe/desvalorizacao", "routes/fipe-desvalorizacao.tsx"),
  // The catalog's pages of a type's brands, a brand's models and a model's years (rendered on
  // the server). Listed before the optional-segment route below: for /fipe/carros/21 both
  // match with the same rank, and React Router then takes the route defined first.
  route("fipe/:tipo", "routes/fipe-tipo.tsx"),
  route("fipe/:tipo/:marca", "routes/fipe-marca.tsx"),
  route("fipe/:tipo/:marca/:modelo", "routes/fipe-modelo.tsx"),
  // /fipe (prerendered) and each vehicle's own page /fipe/{tipo}/{marca}/{modelo}/{ano}
  // (rendered on the server: server/ssr/)
  route("fipe/:tipo?/:marca?/:modelo?/:ano?", "routes/fipe.tsx"),
  // This week's ANP fuel prices per state and a state's page (rendered on the server: server/ssr/)
  route("precos-combustiveis", "routes/precos-combustiveis.tsx"),
  route("precos-combustiveis/:uf", "routes/precos-combustiveis-uf.tsx"),
  route("noticias", "routes/noticias.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("sobre-nos", "routes/sobre-nos.tsx"),
  route("contato", "routes/contato.tsx"),
  route("termos-de-uso", "routes/legal-page.tsx", { id: "legal-terms" }),
  route("politica-de-privacidade", "routes/legal-page.tsx", { id: "legal-privacy" }),
  route("politica-de-cookies", "routes/legal-page.tsx", { id: "legal-cookies" }),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/cancelar", "routes/newsletter-cancelar.tsx"),
  route("newsletter/cancelar/:resultado", "routes/newsletter-cancelar.tsx", { id: "newsletter-cancelar-resultado" }),
  route("newsletter/confirmar", "routes/newsletter-confirmar.tsx"),
  route("newsletter/confirmar/:resultado", "routes/newsletter-confirmar.tsx", {
    id: "newsletter-confirmar-resultado",
  }),
  // The price alerts' e-mail links (confirm, stop) and their result pages.
  route("alertas-de-preco/confirmar", "routes/alertas-de-preco.tsx", { id: "price-alert-confirm" }),
  route("alertas-de-preco/confirmar/:resultado", "routes/alertas-de-preco.tsx", { id: "price-alert-confirm-result" }),
  route("alertas-de-preco/cancelar", "routes/alertas-de-preco.tsx", { id: "price-alert-cancel" }),
  route("alertas-de-preco/cancelar/:resultado", "routes/alertas-de-preco.tsx", { id: "price-alert-cancel-result" }),
  // The operator console (prerendered shells, data from /api/admin; noindex, not in the sitemap).
  // Only these pages read the session: the auth context wraps them, not the whole site.
  layout("routes/auth-layout.tsx", [
    route("entrar", "routes/entrar.tsx"),
    route("admin/configurar", "routes/admin-configurar.tsx"),
    layout("routes/admin-layout.tsx", [
      route("admin", "routes/admin-overview.tsx"),
      route("admin/mensagens", "routes/admin-mensagens.tsx"),
      route("admin/newsletter", "routes/admin-newsletter.tsx"),
      route("admin/fipe", "routes/admin-fipe.tsx"),
      route("admin/dados-pessoais", "routes/admin-dados-pessoais.tsx"),
      route("admin/administradores", "routes/admin-administradores.tsx"),
    ]),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("rss.xml", "routes/rss-xml.ts"),
  route("images/blog/:file", "routes/blog-image-svg.ts"),
  route("images/blog/figuras/:file", "routes/blog-figure-svg.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
