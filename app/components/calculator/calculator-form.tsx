// A calculator's form, the framework's way: a GET to the calculator's own page. Before the
// page's scripts run (or without them) the browser sends it and the server renders the page for
// that query; once they run, React Router's <Form> sends the same query as a navigation. Either
// way the page reads its inputs, their problems and the result from the address with the
// form's one reader (the feature's form.ts), so the messages beside the fields are the same
// with or without JavaScript, and what is computed is what the browser held when it was sent.
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toast-store.ts";

/**
 * The current send of the page's form: a key that changes with each send made in this page
 * ("" for the page as it arrived, a shared link or a form sent before the scripts ran).
 */
export function useSendKey(): string {
  const { key } = useLocation();
  return key === "default" ? "" : key;
}

export function CalculatorForm({
  id,
  action,
  submitLabel,
  children,
  onChange,
}: {
  /** For fields outside the form's element that belong to it (`form={id}`). */
  id?: string;
  /** The calculator's page ("/financiamento"). */
  action: string;
  submitLabel: string;
  children: ReactNode;
  /** Told of every change in the form (fields that show other fields by what is chosen). */
  onChange?: (form: HTMLFormElement) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useSendKey();
  // After a send that has problems, the first field with one takes the focus (and the screen
  // scrolls to it, on a phone where it may be out of view).
  useEffect(() => {
    if (!sent) return;
    const el = form.current;
    if (!el) return;
    // The form's own fields and those outside it that belong to it.
    const invalid = Array.from(el.elements).find((field) => field.getAttribute("aria-invalid") === "true");
    if (invalid instanceof HTMLElement) invalid.focus();
  }, [sent]);
  return (
    <Form
      ref={form}
      id={id}
      method="get"
      action={action}
      replace
      preventScrollReset
      noValidate
      className="space-y-4"
      onChange={onChange ? (e) => onChange(e.currentTarget) : undefined}
    >
      {children}
      <Button type="submit" className="w-full">
        {submitLabel}
      </Button>
    </Form>
  );
}

/**
 * The spec's toast after a send of the page whose fields have problems: it adds to the messages
 * beside the fields (which say what is wrong), once per send, only for sends made in the page.
 */
export function useProblemToast(hasProblems: boolean, title: string, description: string) {
  const sent = useSendKey();
  useEffect(() => {
    if (sent && hasProblems) toast({ title, description, variant: "destructive" });
  }, [sent, hasProblems, title, description]);
}
