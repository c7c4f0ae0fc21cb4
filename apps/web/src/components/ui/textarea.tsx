import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { inputFrameClassName, inputTextClassName } from "./input";

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(inputFrameClassName, inputTextClassName, "min-h-20 resize-y", className)} {...props} />;
}
