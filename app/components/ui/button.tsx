import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Slot } from "./slot.tsx";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-white text-brand-700 border border-brand-200 hover:bg-brand-50",
  accent: "bg-accent-600 text-white hover:bg-accent-700 shadow-sm",
  ghost: "text-gray-700 hover:bg-gray-100",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-base sm:text-lg",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof VARIANTS = "primary", size: keyof typeof SIZES = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={cn(buttonClasses(variant, size), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
