import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The page width used by the shell and every page, with the side padding of small screens. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}
