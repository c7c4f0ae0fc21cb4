/**
 * The pieces the quick profile steps (start-flow.tsx) are drawn with: a chip that is on or off, a
 * wide answer that moves on when tapped, and a search box over a list of chips. Every tap target is
 * at least 48 px high, for thumbs on a phone.
 */
import type { ComponentProps, ReactNode } from "react";
import Check from "lucide-react/icons/check";
import Search from "lucide-react/icons/search";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A choice among several that can be on together: a toggle button (`aria-pressed`). */
export function ChoiceChip({ chosen, children, className, ...props }: { chosen: boolean; children: ReactNode } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={cn(
        // No colour transition: a chosen chip shows so at once, under the finger.
        "inline-flex min-h-12 items-center gap-2 rounded-full border px-4 py-2 text-base font-medium outline-none",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50",
        chosen ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:border-primary/40 hover:bg-primary-soft",
        className,
      )}
      {...props}
    >
      {chosen && <Check aria-hidden="true" className="size-4 shrink-0" />}
      {children}
    </button>
  );
}

/** One answer of a question with one answer: tapping it answers and moves on. */
export function AnswerButton({ chosen, children, className, ...props }: { chosen: boolean; children: ReactNode } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={cn(
        "flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left text-base font-medium transition-colors outline-none",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50",
        chosen ? "border-primary bg-primary-soft text-primary" : "border-border bg-card text-foreground hover:border-primary/40",
        className,
      )}
      {...props}
    >
      {children}
      {chosen && <Check aria-hidden="true" className="size-5 shrink-0" />}
    </button>
  );
}

export function ChipSearch({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 pl-10 text-base md:text-base"
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}

/** Whether `text` holds what was typed, without case; the typed text trimmed. */
export function matchesTyped(text: string, typed: string): boolean {
  const wanted = typed.trim().toLocaleLowerCase();
  return wanted !== "" && text.toLocaleLowerCase().includes(wanted);
}
