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

/** The prerendered not-found page; the server sends it with status 404 for unknown paths. */
export const NOT_FOUND_PATH = "/404";

/** Resource routes prerendered to files. */
export const GENERATED_FILE_PATHS = ["/sitemap.xml", "/robots.txt", "/rss.xml"] as const;
