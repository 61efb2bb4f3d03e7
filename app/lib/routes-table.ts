// Every page route of the product spec's route table (section 2), in one place: the
// prerender list, the sitemap and the tests read it. Blog articles are added from content/.
export const STATIC_PAGE_PATHS = [
  "/",
  "/calculadoras",
  "/financiamento",
  "/ipva",
  "/combustivel",
  "/comparador",
  "/licenciamento",
  "/fipe",
  "/fipe/comparar",
  "/noticias",
  "/blog",
  "/sobre-nos",
  "/contato",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/politica-de-cookies",
] as const;

/** The newsletter's own page, where the boxes post before (or without) JavaScript. */
export const NEWSLETTER_PATH = "/newsletter";

/** The newsletter unsubscribe page (the link in the e-mails) and the result pages the server's
 * form endpoint redirects to; prerendered, not in the sitemap, noindex. */
export const NEWSLETTER_UNSUBSCRIBE_PATHS = [
  "/newsletter/cancelar",
  "/newsletter/cancelar/concluido",
  "/newsletter/cancelar/ja-cancelada",
  "/newsletter/cancelar/link-invalido",
] as const;

/** The newsletter confirmation page (double opt-in: the link in the confirmation e-mail) and
 * its result pages; prerendered, not in the sitemap, noindex. */
export const NEWSLETTER_CONFIRM_PATHS = [
  "/newsletter/confirmar",
  "/newsletter/confirmar/concluida",
  "/newsletter/confirmar/ja-confirmada",
  "/newsletter/confirmar/link-invalido",
] as const;

/** The price alerts' e-mail links (confirm, stop one vehicle or all) and the result pages the
 * server's form endpoints redirect to; prerendered, not in the sitemap, noindex. */
export const PRICE_ALERT_LINK_PATHS = [
  "/alertas-de-preco/confirmar",
  "/alertas-de-preco/confirmar/concluido",
  "/alertas-de-preco/confirmar/limite-atingido",
  "/alertas-de-preco/confirmar/link-invalido",
  "/alertas-de-preco/cancelar",
  "/alertas-de-preco/cancelar/concluido",
  "/alertas-de-preco/cancelar/ja-cancelado",
  "/alertas-de-preco/cancelar/link-invalido",
] as const;

/** The prerendered not-found page; the server sends it with status 404 for unknown paths. */
export const NOT_FOUND_PATH = "/404";

/** Resource routes prerendered to files. */
export const GENERATED_FILE_PATHS = ["/sitemap.xml", "/robots.txt", "/rss.xml"] as const;

/** The operator console and its sign-in: prerendered shells, noindex, never in the sitemap. */
export const SIGN_IN_PATH = "/entrar";
export const FIRST_ADMIN_SETUP_PATH = "/admin/configurar";
export const CONSOLE_PAGE_PATHS = [
  SIGN_IN_PATH,
  "/admin",
  "/admin/mensagens",
  "/admin/newsletter",
  "/admin/fipe",
  "/admin/dados-pessoais",
  "/admin/administradores",
  FIRST_ADMIN_SETUP_PATH,
] as const;
