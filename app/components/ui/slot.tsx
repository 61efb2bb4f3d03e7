// A small stand-in for Radix's Slot (`asChild`): renders its only child element with the
// slot's props merged in. The child's own props win, except that class names are joined,
// styles are merged and event handlers run both (the child's first).
import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type AnyProps = Record<string, unknown>;

/** The props of a Slot merged with those of its child (exported for tests). */
export function mergeSlotProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const [name, slotValue] of Object.entries(slot)) {
    const childValue = child[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (name === "style" && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = cn(slotValue as string, childValue as string);
    }
  }
  return merged;
}

export function Slot({ children, ...props }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<AnyProps>(children)) return null;
  return cloneElement(children, mergeSlotProps(props, children.props));
}
