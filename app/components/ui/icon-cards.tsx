import type { ComponentType } from "react";
import type { IconProps } from "./svg-icon.tsx";

export type IconCard = { icon: ComponentType<IconProps>; title: string; text: string };

/** Cards of an icon over a title and a text (the home page's benefits, the about page's values):
 * `className` lays the list out, `cardClassName` and `iconClassName` give the cards their look. */
export function IconCards({
  cards,
  className,
  cardClassName,
  iconClassName,
}: {
  cards: readonly IconCard[];
  className: string;
  cardClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cardClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          <h3 className="mt-4 text-lg font-bold text-gray-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-gray-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
