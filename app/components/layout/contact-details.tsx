import { Mail } from "../icons/outline/mail.ts";
import { MapPin } from "../icons/outline/map-pin.ts";
import { Phone } from "../icons/outline/phone.ts";
import { contactPhone, type ContactConfig } from "../../lib/contact.ts";
import { mailtoHref } from "../../lib/email.ts";
import { CONTACT_CONFIG } from "../../lib/public-env.ts";
import { SITE } from "../../lib/site.ts";

const TONES = {
  dark: {
    list: "space-y-2.5 text-sm",
    item: "flex items-center gap-2",
    icon: "size-4 shrink-0 text-gray-400",
    link: "hover:text-white hover:underline",
  },
  light: {
    list: "space-y-4 text-sm text-gray-800",
    item: "flex items-center gap-3",
    icon: "size-5 shrink-0 text-brand-600",
    link: "font-semibold text-brand-700 underline",
  },
} as const;

/**
 * E-mail, phone and city from the site config, for the footer (dark) and the contact page; the
 * phone only when CONTACT_PHONE is set.
 */
export function ContactDetails({
  tone,
  className = "",
  config = CONTACT_CONFIG,
}: {
  tone: keyof typeof TONES;
  className?: string;
  config?: ContactConfig;
}) {
  const t = TONES[tone];
  const phone = contactPhone(config);
  return (
    <ul className={`${t.list} ${className}`}>
      <li className={t.item}>
        <Mail aria-hidden="true" className={t.icon} />
        <a href={mailtoHref(SITE.email)} className={t.link}>
          {SITE.email}
        </a>
      </li>
      {phone ? (
        <li className={t.item}>
          <Phone aria-hidden="true" className={t.icon} />
          {phone.href ? (
            <a href={phone.href} className={t.link}>
              {phone.text}
            </a>
          ) : (
            <span>{phone.text}</span>
          )}
        </li>
      ) : null}
      <li className={t.item}>
        <MapPin aria-hidden="true" className={t.icon} />
        <span>{SITE.city}</span>
      </li>
    </ul>
  );
}
