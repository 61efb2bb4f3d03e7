// The share card's layout as satori element objects (no React needed): the site's mark and
// name, an eyebrow pill, a big title, an optional subtitle, an optional illustration at the
// right and the site's address at the bottom, on a diagonal gradient.
export type ShareCard = {
  /** The big text: an article's or page's title, a vehicle's name. */
  title: string;
  /** The small pill above the title: a category, "Calculadora", "Tabela FIPE". */
  eyebrow: string;
  /** A line under the title (a price, a short description). */
  subtitle?: string;
  /** SVG markup drawn in a circle at the right (an icon, the article's illustration). */
  illustrationSvg?: string;
  /** Background gradient, top left to bottom right. Default: the site's blues. */
  colors?: { from: string; to: string };
  /** Shown at the bottom left, e.g. "carroemconta.com.br". */
  address?: string;
};

type Style = Record<string, string | number>;
type Child = CardElement | string;
export type CardElement = {
  type: string;
  props: { style?: Style; children?: Child | Child[]; [key: string]: unknown };
};

function el(type: string, style: Style, children?: Child | Child[], attrs: Record<string, unknown> = {}): CardElement {
  return { type, props: { ...attrs, style, children } };
}

const DISC: Style = { position: "absolute", display: "flex", borderRadius: 999 };

export const DEFAULT_CARD_COLORS = { from: "#172554", to: "#1d4ed8" };

/** The logo mark of app/components/layout/logo.tsx, white tile so it reads on any colour. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M7 19.5l2.2-5.6A2.5 2.5 0 0 1 11.5 12.3h9a2.5 2.5 0 0 1 2.3 1.6l2.2 5.6v4a1 1 0 0 1-1 1h-1.6a1 1 0 0 1-1-1v-1H9.6v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" fill="#1d4ed8"/><circle cx="11" cy="20" r="1.6" fill="#fff"/><circle cx="21" cy="20" r="1.6" fill="#fff"/><path d="M10.4 17.2l1.3-3.1h8.6l1.3 3.1z" fill="#93c5fd"/></svg>';

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Bigger type for short titles; long ones shrink so up to five lines fit. */
export function titleFontSize(title: string, hasIllustration: boolean): number {
  const n = title.length * (hasIllustration ? 1 : 0.8);
  if (n <= 28) return 76;
  if (n <= 48) return 66;
  if (n <= 72) return 56;
  if (n <= 96) return 50;
  return 44;
}

export function cardLayout(card: ShareCard): CardElement {
  const { from, to } = card.colors ?? DEFAULT_CARD_COLORS;
  const hasIllustration = Boolean(card.illustrationSvg);
  const size = titleFontSize(card.title, hasIllustration);

  const brand = el("div", { display: "flex", alignItems: "center" }, [
    el("img", { width: 60, height: 60 }, undefined, { src: svgDataUri(MARK_SVG), width: 60, height: 60 }),
    el("div", { display: "flex", marginLeft: 18, fontSize: 36, fontWeight: 800, letterSpacing: -0.5 }, [
      "Carro em ",
      el("span", { color: "#86efac", marginLeft: 10 }, "Conta"),
    ]),
  ]);

  const text = el(
    "div",
    { display: "flex", flexDirection: "column", flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0 },
    [
      el(
        "div",
        {
          display: "flex",
          alignSelf: "flex-start",
          padding: "8px 22px",
          borderRadius: 999,
          backgroundColor: "rgba(255,255,255,0.18)",
          border: "2px solid rgba(255,255,255,0.35)",
          fontSize: 26,
          fontWeight: 700,
        },
        card.eyebrow,
      ),
      el(
        "div",
        {
          display: "block",
          marginTop: 26,
          fontSize: size,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: -1,
          lineClamp: 5,
        },
        card.title,
      ),
      ...(card.subtitle
        ? [
            el(
              "div",
              { display: "flex", marginTop: 22, fontSize: 34, fontWeight: 700, color: "#dbeafe" },
              card.subtitle,
            ),
          ]
        : []),
    ],
  );

  const illustration = card.illustrationSvg
    ? [
        el(
          "div",
          {
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 330,
            height: 330,
            marginLeft: 48,
            flexShrink: 0,
            borderRadius: 999,
            backgroundColor: "rgba(255,255,255,0.12)",
            border: "3px solid rgba(255,255,255,0.22)",
          },
          el("img", { width: 230, height: 230 }, undefined, {
            src: svgDataUri(card.illustrationSvg),
            width: 230,
            height: 230,
          }),
        ),
      ]
    : [];

  return el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      boxSizing: "border-box",
      width: 1200,
      height: 630,
      padding: "56px 72px 48px",
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundColor: from,
      backgroundImage: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
    },
    [
      // A faint disc in the background, as on the articles' illustrations.
      el("div", { ...DISC, top: -110, right: -70, width: 440, height: 440, backgroundColor: "rgba(255,255,255,0.06)" }),
      brand,
      el(
        "div",
        {
          display: "flex",
          flexGrow: 1,
          flexShrink: 1,
          flexBasis: 0,
          minHeight: 0,
          alignItems: "center",
          marginTop: 12,
        },
        [text, ...illustration],
      ),
      el(
        "div",
        {
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          paddingTop: 22,
          borderTopWidth: 2,
          borderTopStyle: "solid",
          borderTopColor: "rgba(255,255,255,0.22)",
          fontSize: 26,
          fontWeight: 500,
          color: "rgba(255,255,255,0.88)",
        },
        [el("div", { display: "flex" }, card.address ?? ""), el("div", { display: "flex" }, "Grátis e sem cadastro")],
      ),
    ],
  );
}
