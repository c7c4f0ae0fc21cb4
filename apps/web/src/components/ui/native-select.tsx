import type { ComponentProps } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import { cn } from "@/lib/utils";
import { inputClassName } from "./input";

/**
 * The browser's own <select>, styled like an Input: the phone's native picker on small screens,
 * keyboard and screen-reader support for free, and nothing extra to download.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(inputClassName, "appearance-none truncate pr-9", className)} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
