// The site's social profiles (SOCIAL_*_URL at build time, lib/contact.ts): each icon a link to
// its profile; nothing at all when none is configured, so no icon leads nowhere. The drawings
// are image files (public/images/social, in the footer's gray-200), not paths in every page's
// JavaScript; PNG, not SVG, which would cost the main thread an isolated document each
// (scripts/social-icons.ts).
import { socialProfiles, type ContactConfig } from "../../lib/contact.ts";
import { CONTACT_CONFIG } from "../../lib/public-env.ts";
import { SITE } from "../../lib/site.ts";

export function SocialIcons({ config = CONTACT_CONFIG }: { config?: ContactConfig }) {
  const profiles = socialProfiles(config);
  if (profiles.length === 0) return null;
  return (
    <ul className="flex gap-3" aria-label="Redes sociais">
      {profiles.map((profile) => (
        <li key={profile.icon}>
          <a
            href={profile.url}
            rel="me noopener"
            aria-label={`${SITE.name} no ${profile.name}`}
            title={`${SITE.name} no ${profile.name}`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <img
              src={`/images/social/${profile.icon}.png`}
              alt=""
              width={20}
              height={20}
              loading="lazy"
              decoding="async"
              className="size-5"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
