// After a form's check refused what was sent: the first field marked invalid gets the focus,
// scrolled to the middle of the screen so its label above and its message below are both in
// view on a phone. A form answered by the server (before the page's scripts ran) does the same
// with `autoFocus` on that field.
import { useEffect, type RefObject } from "react";

export function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: "center" });
}

/** Focuses the first invalid field each time `attempt` changes to a refused send (> 0). */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [form, attempt]);
}
