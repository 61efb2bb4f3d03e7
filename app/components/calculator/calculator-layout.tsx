import { Lightbulb } from "../icons/outline/lightbulb.ts";
import { Printer } from "../icons/outline/printer.ts";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Button } from "../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";

export const EMPTY_RESULT_TEXT = "Preencha os dados ao lado para ver os resultados";
/** The same, where the form is above the results (narrower than 1024 px). */
export const EMPTY_RESULT_TEXT_STACKED = "Preencha os dados acima para ver os resultados";
/** Instead of a result, after a send whose fields have problems (said beside each field). */
export const FIX_FIELDS_TEXT = "Corrija os campos indicados no formulário para ver o resultado.";
/** Below this width the results sit under the form, so the view scrolls to them. */
export const SCROLL_BREAKPOINT_PX = 1024;
export const SCROLL_DELAY_MS = 100;

/**
 * After a calculation (each new `token`, "" for none), on screens narrower than 1024 px, scroll
 * smoothly to the results about 100 ms later (spec section 2).
 */
export function useScrollToResults(token: string, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (token === "") return;
    if (window.innerWidth >= SCROLL_BREAKPOINT_PX) return;
    const timer = window.setTimeout(
      () => target.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
      SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [token, target]);
}

type Props = {
  formTitle: string;
  form: ReactNode;
  resultTitle?: string;
  /** null shows the empty text. */
  result: ReactNode | null;
  /** The last send had problems: the result card says to fix the fields instead of the empty text. */
  invalid?: boolean;
  tips: readonly string[];
  /** Changes on every calculation sent from the page, "" for none (drives the scroll on small screens). */
  calculationToken: string;
  /** Cards between the form and the tips (e.g. licensing's two cards replace `form`). */
  extraInputCards?: ReactNode;
};

/** Left input card, right results card, and a tips card (spec section 2, calculator pages). */
export function CalculatorLayout({
  formTitle,
  form,
  resultTitle = "Resultado",
  result,
  invalid = false,
  tips,
  calculationToken,
  extraInputCards,
}: Props) {
  const resultsRef = useRef<HTMLElement>(null);
  useScrollToResults(calculationToken, resultsRef);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6" data-print="hide">
        <Card>
          <CardHeader>
            <CardTitle>{formTitle}</CardTitle>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>
        {extraInputCards}
      </div>
      <section ref={resultsRef} aria-labelledby="resultado-titulo" className="print-full scroll-mt-20 space-y-6">
        <Card>
          <CardHeader className="flex items-center justify-between gap-3">
            <CardTitle id="resultado-titulo">{resultTitle}</CardTitle>
            {result ? (
              <Button variant="ghost" size="sm" className="no-print" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" /> Imprimir
              </Button>
            ) : null}
          </CardHeader>
          <CardContent>
            <div aria-live="polite">
              {result ??
                (invalid ? (
                  <p className="py-10 text-center font-medium text-red-700">{FIX_FIELDS_TEXT}</p>
                ) : (
                  <p className="py-10 text-center text-gray-600">
                    <span className="lg:hidden">{EMPTY_RESULT_TEXT_STACKED}</span>
                    <span className="hidden lg:inline">{EMPTY_RESULT_TEXT}</span>
                  </p>
                ))}
            </div>
          </CardContent>
        </Card>
      </section>
      <Card className="lg:col-span-2" data-print="hide">
        <CardHeader className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
          <CardTitle>Dicas</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 text-sm text-gray-700 md:grid-cols-2">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
