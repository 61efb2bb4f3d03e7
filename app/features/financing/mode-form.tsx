import type { FormEvent, ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";

/**
 * A financing mode's form under the mode switch. It is a GET to /financiamento: before the page's
 * JavaScript runs (or without it) the browser sends the form as the share URL's query, which the
 * server renders with the result.
 */
export function ModeForm({
  modeSwitch,
  onSubmit,
  submitLabel,
  children,
}: {
  modeSwitch: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      {modeSwitch}
      <form method="get" action="/financiamento" onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        <Button type="submit" className="w-full">
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
