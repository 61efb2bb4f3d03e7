// The site's phone and social profiles as the footer, the contact page and the legal texts show
// them: only what the operator configured (CONTACT_PHONE, SOCIAL_*_URL at build time), nothing
// invented. Pure: the configuration comes in as an argument (public-env.ts's CONTACT_CONFIG).
import { SITE } from "./site.ts";

export type ContactConfig = {
  phone: string;
  instagram: string;
  facebook: string;
  youtube: string;
  x: string;
};

export type SocialProfile = { name: string; icon: "instagram" | "facebook" | "youtube" | "x"; url: string };

/**
 * A phone as a tel: link: "(11) 4000-1234" → "tel:+551140001234", "0800 123 4567" →
 * "tel:08001234567", "+55 11 91234-5678" → "tel:+5511912345678"; null when it has too few digits.
 */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 8) return null;
  if (digits.startsWith("0")) return `tel:${digits}`;
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return `tel:+55${digits}`;
}

/** The configured phone, or null when none is. */
export function contactPhone(config: ContactConfig): { text: string; href: string | null } | null {
  const text = config.phone.trim();
  return text ? { text, href: phoneHref(text) } : null;
}

const PROFILES = [
  { name: "Instagram", icon: "instagram", key: "instagram" },
  { name: "Facebook", icon: "facebook", key: "facebook" },
  { name: "YouTube", icon: "youtube", key: "youtube" },
  { name: "X", icon: "x", key: "x" },
] as const;

/** The social profiles with an https address, in a fixed order; empty when none is configured. */
export function socialProfiles(config: ContactConfig): SocialProfile[] {
  return PROFILES.flatMap(({ name, icon, key }) => {
    const url = config[key].trim();
    return /^https:\/\/[^\s/]+\.[^\s]+$/.test(url) ? [{ name, icon, url }] : [];
  });
}

/** "© 2026 Carro em Conta": the year of `now` in UTC (the page's render, so never a stale year). */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getUTCFullYear()} ${SITE.name}`;
}
