import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A field's box without its height and text size, which a textarea or a field of its own size sets (ADR 071: no conflicts). */
export const inputFrameClassName =
  "flex w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 file:border-0 file:bg-transparent file:text-sm file:font-medium";

/** The text size of a field: 16 px on a phone, so the browser does not zoom in on focus. */
export const inputTextClassName = "text-base md:text-sm";

export const inputClassName = `${inputFrameClassName} h-10 ${inputTextClassName}`;

/** A text field; `textSize="sm"` for one whose text is small at every width (a link to copy). */
export function Input({ className, type = "text", textSize = "field", ...props }: ComponentProps<"input"> & { textSize?: "field" | "sm" }) {
  return <input type={type} className={cn(inputFrameClassName, "h-10", textSize === "sm" ? "text-sm" : inputTextClassName, className)} {...props} />;
}

