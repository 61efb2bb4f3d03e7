// The pages an e-mail's link opens (the newsletter's confirm and unsubscribe, the price alerts'
// confirm and cancel): a card with a heading and a text, then a button that posts a plain form
// to the page's own address (token included), or the result's links.
import type { FormEvent, ReactNode } from "react";
import { pageMeta } from "../../lib/seo.ts";
import { Button } from "./button.tsx";

/** Such a page's meta tags, at `base` or its result page `base/result`: none is indexed (no
 * canonical link, robots noindex). */
export function emailLinkMeta(texts: { title: string; description: string }, base: string, result?: string) {
  const path = result ? `${base}/${result}` : base;
  return [
    ...pageMeta({ title: texts.title, description: texts.description, path }).filter((tag) => !("rel" in tag)),
    { name: "robots", content: "noindex" },
  ];
}

/** Which page of a route module serving both links is open: "confirmar" when the matched route's
 * id starts with `confirmId` (its result pages' ids too), else "cancelar". */
export function linkActionOf(matches: readonly ({ id: string } | undefined)[], confirmId: string) {
  return (matches.at(-1)?.id ?? "").startsWith(confirmId) ? ("confirmar" as const) : ("cancelar" as const);
}

/**
 * The page's card: a result page's `result` with its one link on (`resultLink`), or else
 * `children` (the page's form). `live` announces what replaces its content in place.
 */
export function EmailLinkPanel({
  live = false,
  result,
  resultLink,
  children,
}: {
  live?: boolean;
  result?: { heading: string; text: string } | null;
  resultLink?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div
        className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10"
        aria-live={live ? "polite" : undefined}
      >
        {result ? (
          <EmailLinkResult heading={result.heading} text={result.text}>
            {resultLink}
          </EmailLinkResult>
        ) : (
          children
        )}
      </div>
    </div>
  );
}

/** The card's heading and text, then what follows them (`children`). */
export function EmailLinkMessage({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
      <p className="mt-4 text-gray-700">{text}</p>
      {children}
    </>
  );
}

/** A result page's heading and text, then its one link on (`children`, shown as a button). */
function EmailLinkResult({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <EmailLinkMessage heading={heading} text={text}>
      <div className="mt-8">
        <Button asChild>{children}</Button>
      </div>
    </EmailLinkMessage>
  );
}

/** The button that posts the page's form to its own address (`onSubmit` may handle it instead). */
export function EmailLinkButton({
  onSubmit,
  disabled,
  children,
}: {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form method="post" className="mt-8" onSubmit={onSubmit}>
      <Button type="submit" disabled={disabled}>
        {children}
      </Button>
    </form>
  );
}
