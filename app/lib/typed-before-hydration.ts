// What a person types while the page's scripts are still on their way stays typed, and is what
// the form sends once they run (issue #31).
//
// The server's HTML is a working form, so people type into it before React hydrates it (on a
// slow phone, for seconds). Hydrating keeps the text the browser shows but not React's state,
// which is still the server's (empty): the form would then send nothing, and the first
// re-render would blank the field. So when React attaches to a field (`keepTypedValue`, run
// by the shared field components as their ref) and the field shows something other than what
// React rendered, the field tells React, through the same event the browser fires when a
// person types (input, click or change), so the form's own handler (mask, validation, state)
// takes it in.
//
// How "other than what React rendered" is seen: on hydration React sets the field's
// defaultValue / defaultChecked to what it rendered and leaves its live value alone; a select's
// rendered choice is the option the server marked `selected`. If React had to render a field
// afresh instead (its HTML did not match), the live value is gone from the new element; for that
// case `captureTypedValues` (entry.client, before hydrating) keeps a copy of every changed field,
// found again by the field's id (or form and name).
import { useCallback, type Ref, type RefCallback, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Snapshot =
  { kind: "text"; value: string } | { kind: "check"; checked: boolean } | { kind: "select"; value: string };

/** Fields seen by `keepTypedValue`: each is looked at once, when React first attaches to it. */
const seen = new WeakSet<Element>();
/**
 * The fields that were in the server's HTML when the page's scripts started (captureTypedValues):
 * only these can hold something typed before React. A field React creates later in the browser
 * (a page reached by "back", a part rendered afresh) is left alone: its value is React's own,
 * and a select whose options arrive later would otherwise look "changed" and be replayed.
 * Empty until captureTypedValues runs (then every field is looked at, as in the unit tests).
 */
const fromServer = new WeakSet<Element>();
let capturedServerFields = false;
/** Changed fields before hydration, by `fieldKey`, with the element they were read from. */
let captured = new Map<string, { element: Element; snapshot: Snapshot }>();

const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function isField(el: Element | null): el is Field {
  if (el === null) return false;
  const tag = el.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !SKIPPED_TYPES.has((el as HTMLInputElement).type);
}

const isCheckable = (el: Field): el is HTMLInputElement =>
  el instanceof el.ownerDocument.defaultView!.HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

/** Which option a select showed as it arrived: the one marked selected, else the first. */
function defaultIndex(select: HTMLSelectElement): number {
  const marked = Array.from(select.options).findIndex((o) => o.defaultSelected);
  return marked >= 0 ? marked : 0;
}

/** What the person changed in `el` (its live state where it differs from its default), or null. */
export function changedState(el: Field): Snapshot | null {
  if (el.tagName === "SELECT") {
    const select = el as HTMLSelectElement;
    return select.selectedIndex >= 0 && select.selectedIndex !== defaultIndex(select)
      ? { kind: "select", value: select.value }
      : null;
  }
  if (isCheckable(el)) return el.checked !== el.defaultChecked ? { kind: "check", checked: el.checked } : null;
  const text = el as HTMLInputElement | HTMLTextAreaElement;
  return text.value !== text.defaultValue ? { kind: "text", value: text.value } : null;
}

/** A field's identity across a re-render: its id, else its form's id or action and its name. */
function fieldKey(el: Field): string | null {
  if (el.id) return `#${el.id}`;
  if (!el.name) return null;
  const form = el.form;
  return `${form?.id || form?.getAttribute("action") || ""}|${el.name}`;
}

/**
 * Remembers every field of `root` the person has changed (call before hydrating), so a field
 * React renders afresh can take back what was typed in the one it replaced.
 */
export function captureTypedValues(root: ParentNode): void {
  captured = new Map();
  capturedServerFields = true;
  for (const el of Array.from(root.querySelectorAll("input, textarea, select"))) {
    if (!isField(el)) continue;
    fromServer.add(el);
    const key = fieldKey(el);
    const snapshot = changedState(el);
    if (key !== null && snapshot !== null && !(snapshot.kind === "check" && el.type === "radio" && !snapshot.checked)) {
      captured.set(key, { element: el, snapshot });
    }
  }
}

/** Forgets the captured fields (once the page has hydrated, nothing is waiting for them). */
export function forgetCapturedValues(): void {
  captured = new Map();
}

/** Sets a property with the element's own setter, past React's value tracker on the instance. */
function setNative(el: Field, property: "value" | "checked", value: string | boolean): void {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, property);
  descriptor?.set?.call(el, value);
}

/** Makes React see `snapshot` in `el` as if the person had just typed, ticked or chosen it. */
function replay(el: Field, snapshot: Snapshot): void {
  switch (snapshot.kind) {
    case "select":
      setNative(el, "value", snapshot.value);
      el.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    case "check": {
      const box = el as HTMLInputElement;
      if (box.type === "radio" && !snapshot.checked) return; // the group's checked radio tells it
      box.checked = !snapshot.checked; // through React's tracker: what React last knew
      box.click(); // toggles back to what the person left, with the click React listens to
      return;
    }
    case "text": {
      const text = el as HTMLInputElement | HTMLTextAreaElement;
      let selection: [number | null, number | null] = [null, null];
      try {
        selection = [text.selectionStart, text.selectionEnd];
      } catch {
        // e-mail and number inputs have no selection
      }
      text.value = text.defaultValue; // through React's tracker: what React rendered
      setNative(text, "value", snapshot.value); // what the person typed, unseen by the tracker
      if (selection[0] !== null && selection[1] !== null) {
        try {
          text.setSelectionRange(selection[0], selection[1]);
        } catch {
          // no selection on this input type
        }
      }
      text.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/**
 * Hands what was typed into `el` before React attached to it over to React (see the top of this
 * file), right after the current commit. For the shared field components to call as a ref: it
 * looks at each element once, so later calls (re-renders, StrictMode) do nothing.
 */
export function keepTypedValue(el: Element | null): void {
  if (!isField(el) || seen.has(el)) return;
  seen.add(el);
  // A field React created takes back only a copy captured from the server's field it replaced.
  let snapshot = capturedServerFields && !fromServer.has(el) ? null : changedState(el);
  if (snapshot === null) {
    const key = fieldKey(el);
    const earlier = key === null ? undefined : captured.get(key);
    if (earlier && earlier.element !== el && !earlier.element.isConnected) snapshot = earlier.snapshot;
    if (key !== null) captured.delete(key);
  }
  // Told once React has finished attaching (React is mid-commit when it calls a ref); the
  // snapshot is taken now, so a re-render in between cannot lose it.
  if (snapshot !== null) queueMicrotask(() => replay(el, snapshot));
}

/** Calls or sets `ref` to `value` (a callback ref's cleanup is returned). */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === "function") return ref(value) as void | (() => void);
  if (ref) (ref as RefObject<T | null>).current = value;
}

/**
 * A field component's ref: the caller's `ref` (object or callback), plus `keepTypedValue` when
 * React attaches to the element.
 */
export function useKeepTypedValueRef<T extends Element>(ref?: Ref<T>): RefCallback<T> {
  return useCallback(
    (el: T | null) => {
      keepTypedValue(el);
      const cleanup = assignRef(ref, el);
      return () => {
        if (typeof cleanup === "function") cleanup();
        else assignRef(ref, null);
      };
    },
    [ref],
  );
}
