// Social icons with no real targets (spec section 2): shown as decoration with a text
// alternative that says the profiles are not available yet. The drawings are image files
// (public/images/social, in the footer's gray-200), not paths in every page's JavaScript;
// PNG, not SVG, which would cost the main thread an isolated document each (scripts/social-icons.ts).
const ICONS = [
  { name: "Instagram", file: "instagram" },
  { name: "Facebook", file: "facebook" },
  { name: "YouTube", file: "youtube" },
  { name: "X", file: "x" },
] as const;

export function SocialIcons() {
  return (
    <ul className="flex gap-3" aria-label="Redes sociais (perfis em breve)">
      {ICONS.map((icon) => (
        <li key={icon.name}>
          <span
            role="img"
            aria-label={`${icon.name} (em breve)`}
            title={`${icon.name} (em breve)`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10"
          >
            <img
              src={`/images/social/${icon.file}.png`}
              alt=""
              width={20}
              height={20}
              loading="lazy"
              decoding="async"
              className="size-5"
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
