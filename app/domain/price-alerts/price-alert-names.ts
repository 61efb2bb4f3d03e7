// The price alert form's names the vehicle page reads in the browser, apart from the texts and
// checks (price-alert-post.ts), so the page's first scripts do not carry them.

/** The hidden field that tells the vehicle page's action this form was posted. */
export const PRICE_ALERT_INTENT = "alerta-de-preco";
export const CONSENT_FIELD = "consent";
/** The query the page is answered with after a stored request (no personal data in it). */
export const PRICE_ALERT_DONE_QUERY = "alerta";
/** The section's id (the redirect's fragment). */
export const PRICE_ALERT_SECTION_ID = "alerta-de-preco";
