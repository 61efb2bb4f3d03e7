// Renders a calculator the way the site does: inside a router (so useSearchParams reads and
// writes the query) and beside the app's <Toaster />, so tests can read the real toasts.
import { cleanup, render, screen, within, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { useEffect, type ComponentType } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { resetToasts } from "#app/components/ui/toast-store.ts";

/** The path the calculator is mounted at. */
export const CALCULATOR_PATH = "/x";

// The toast store is module state: start and end every test with no toast. After each test the
// tree is unmounted first, so clearing the store re-renders nothing outside act().
beforeEach(() => {
  resetToasts();
});
afterEach(() => {
  cleanup();
  resetToasts();
});

export type RenderCalculatorResult = RenderResult & {
  user: UserEvent;
  /** The router's current query string ("?valor=1290.00&..."), "" when there is none. */
  search: () => string;
};

/**
 * Renders `Component` at "/x" in a memory router, with the toaster.
 * `query` is the initial query string, with or without its "?" (e.g. "valor=1290&taxa=1.99").
 */
export function renderCalculator(Component: ComponentType, { query = "" }: { query?: string } = {}) {
  let currentSearch = "";
  function LocationProbe() {
    const location = useLocation();
    useEffect(() => {
      currentSearch = location.search;
    }, [location.search]);
    return null;
  }
  function Page() {
    return (
      <>
        <Component />
        <LocationProbe />
      </>
    );
  }
  // The calculators' forms are GETs to their own pages ("/financiamento"): every path renders
  // the calculator, as the site renders it at its page. One route for all of them, so a send
  // from "/x" to "/financiamento" keeps the page mounted, as a send to the page's own path does
  // on the site (two routes remounted the calculator on the first send: its fields were new
  // elements and its state, such as the choices that show fields, started over).
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  const search = query === "" ? "" : query.startsWith("?") ? query : `?${query}`;
  const user = userEvent.setup();
  const result = render(
    <>
      <Stub initialEntries={[`${CALCULATOR_PATH}${search}`]} />
      <Toaster />
    </>,
  );
  return { ...result, user, search: () => currentSearch } satisfies RenderCalculatorResult;
}

/** The notification region (Radix Toast viewport, labelled with its F8 hotkey). */
export function toastRegion(): HTMLElement {
  return screen.getByRole("region", { name: "Notificações (F8)" });
}

/** The toasts currently shown in the notification region. */
export function queryToasts(): HTMLElement[] {
  return within(toastRegion()).queryAllByRole("listitem");
}

/**
 * Asserts that exactly one toast is shown with exactly this title and description, and returns
 * it (e.g. to check its `data-variant`).
 */
export function expectSingleToast(title: string, description: string): HTMLElement {
  const toasts = queryToasts();
  if (toasts.length !== 1) {
    throw new Error(
      `Expected exactly one toast, found ${toasts.length}: ${toasts.map((t) => t.textContent).join(" | ")}`,
    );
  }
  const toast = toasts[0]!;
  // getByText matches an element's whole text, so these fail on any extra or missing word.
  within(toast).getByText(title);
  within(toast).getByText(description);
  const text = toast.textContent ?? "";
  if (text !== `${title}${description}`) {
    throw new Error(`Unexpected toast text: "${text}"`);
  }
  return toast;
}

/** Asserts that no toast is shown. */
export function expectNoToast(): void {
  const toasts = queryToasts();
  if (toasts.length !== 0) {
    throw new Error(`Expected no toast, found: ${toasts.map((t) => t.textContent).join(" | ")}`);
  }
}

/** The results card (the section labelled by its "Resultado" title). */
export function resultRegion(): HTMLElement {
  return screen.getByRole("region", { name: "Resultado" });
}

/** The value shown under a result label (highlight or row), e.g. "Total pago" → "R$ 1.354,80". */
export function resultValue(label: string | RegExp): string {
  const labelElement = within(resultRegion()).getByText(label);
  const value = labelElement.nextElementSibling;
  if (!value) throw new Error(`No value next to the result label "${String(label)}"`);
  return value.textContent ?? "";
}

/** The empty-results text of the spec. */
export const EMPTY_RESULT = "Preencha os dados ao lado para ver os resultados";

/** The result card's text after a send whose fields have problems. */
export const FIX_FIELDS = "Corrija os campos indicados no formulário para ver o resultado.";

/**
 * Asserts that `control` is marked invalid and described by a message with exactly this text
 * (the message beside the field, `Field`'s error), and returns that message's element.
 */
export function expectFieldProblem(control: HTMLElement, message: string): HTMLElement {
  if (control.getAttribute("aria-invalid") !== "true") {
    throw new Error(`Expected ${control.id || control.tagName} to be aria-invalid, it is not`);
  }
  const described = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const texts = described.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? "");
  const index = texts.indexOf(message);
  if (index === -1) {
    throw new Error(`${control.id} is not described by "${message}"; it is described by: ${JSON.stringify(texts)}`);
  }
  return control.ownerDocument.getElementById(described[index]!)!;
}

/** Asserts that `control` is not marked invalid and no message describes it but its hint. */
export function expectNoFieldProblem(control: HTMLElement): void {
  if (control.getAttribute("aria-invalid") === "true") {
    throw new Error(`Expected ${control.id} not to be aria-invalid`);
  }
  const described = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  const errors = described.filter((id) => id.endsWith("-error"));
  if (errors.length > 0) throw new Error(`${control.id} is still described by an error: ${errors.join(" ")}`);
}
