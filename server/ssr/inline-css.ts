// Puts the site's stylesheet into each page as a <style> element, so the first paint waits for
// no other request (Lighthouse: "render-blocking resources"). Prerendered pages get it at build
// (scripts/postbuild.ts), server-rendered pages as they are rendered (server/ssr/).
//
// The <link rel="stylesheet"> stays, with `disabled`: React hydrates <head> element by element
// and expects the link that <Links /> renders (same rel and href), and a disabled stylesheet
// is neither fetched nor applied. React does not rewrite attributes when it hydrates, so the
// link stays disabled; the page has one stylesheet (Tailwind's, in the root route), so client
// navigations never need another.

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
/** Any stylesheet link still enabled: React Router wrote it in a shape the pattern above missed. */
const ENABLED_STYLESHEET = /<link\b(?=[^>]*\brel="?stylesheet\b)(?![^>]*\bdisabled\b)[^>]*>/i;

/**
 * `html` with every same-site stylesheet link turned into the stylesheet's text in a <style>
 * element followed by the disabled link. `readCss` returns a stylesheet's text by its URL path.
 * Throws when a stylesheet link is left that the pattern does not recognise (React Router
 * changed how it writes them): the page would otherwise block its first paint on it.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const out = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": cannot inline it`);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
  const left = ENABLED_STYLESHEET.exec(out);
  if (left) throw new Error(`a stylesheet link in an unexpected shape was not inlined: ${left[0]}`);
  return out;
}
