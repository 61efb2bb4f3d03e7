// Puts the site's stylesheet into each prerendered page as a <style> element, so the first
// paint waits for no other request (Lighthouse: "render-blocking resources"; ADR 007).
//
// The <link rel="stylesheet"> stays, with `disabled`: React hydrates <head> element by element
// and expects the link that <Links /> renders (same rel and href), and a disabled stylesheet
// is neither fetched nor applied. React does not rewrite attributes when it hydrates, so the
// link stays disabled; the page has one stylesheet (Tailwind's, in the root route), so client
// navigations never need another.

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/**
 * `html` with every same-site stylesheet link turned into the stylesheet's text in a <style>
 * element followed by the disabled link. `readCss` returns a stylesheet's text by its URL path.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": cannot inline it`);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}
