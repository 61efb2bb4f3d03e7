// Addresses the pages link or post to, apart from the route table (./routes-table.ts, which
// re-exports them): a page's scripts import these without the whole table.

/** The newsletter's own page, where the boxes post before (or without) JavaScript. */
export const NEWSLETTER_PATH = "/newsletter";
/** The prerendered not-found page; the server sends it with status 404 for unknown paths. */
export const NOT_FOUND_PATH = "/404";
/** The operator console's sign-in and first-administrator pages. */
export const SIGN_IN_PATH = "/entrar";
export const FIRST_ADMIN_SETUP_PATH = "/admin/configurar";
