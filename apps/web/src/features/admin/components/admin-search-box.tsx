import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** Typing pauses this long before the list follows; Enter searches at once. */
export const searchDelayMs = 400;

type AdminSearchBoxProps = {
  /** The search the URL holds. */
  value: string;
  /** `replace`: a pause in typing, which replaces the history entry instead of adding one. */
  onSearch: (q: string, replace: boolean) => void;
  label: string;
  placeholder: string;
  className?: string;
};

/** The search box of an admin list: the list follows the typing after a pause, or at once on Enter. */
export function AdminSearchBox({ value, onSearch, label, placeholder, className }: AdminSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed by itself (clear filters, back button): show its search. After a search of our
  // own it already matches, and a trailing space typed before the next word is kept.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string, replace: boolean) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim(), replace);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text, false);
  };

  return (
    <form role="search" onSubmit={submit} className={cn("grid min-w-0 gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          value={text}
          placeholder={placeholder}
          className="pl-9"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => search(next, true), searchDelayMs);
          }}
        />
      </div>
    </form>
  );
}
