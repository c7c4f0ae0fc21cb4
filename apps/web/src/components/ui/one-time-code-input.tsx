/**
 * The field of a code sent by SMS: digits on a phone's keypad, and the code offered from the SMS.
 * A module of its own: the code's length comes with the phone forms' schemas, which a guest's page
 * without such a form must not load.
 */
import type { ComponentProps } from "react";
import { oneTimeCodeLength } from "@app/shared/phone-accounts";
import { cn } from "@/lib/utils";
import { Input } from "./input";

export function OneTimeCodeInput({ className, ...props }: ComponentProps<"input">) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={oneTimeCodeLength}
      pattern="[0-9]*"
      className={cn("text-lg tracking-[0.3em]", className)}
      {...props}
    />
  );
}
