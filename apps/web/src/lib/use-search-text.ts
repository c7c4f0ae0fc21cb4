/**
 * The text of a search box whose search lives in the URL: the search follows the typing after a
 * pause (replacing the history entry) or at once on Enter (adding one), and a search changed from
 * outside (clear filters, the back button) shows in the box. The delayed search goes through the
 * latest `onSearch` and URL, so a filter changed while the typing pauses is kept.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";

export const searchTypingDelayMs = 400;

export function useSearchText(value: string, onSearch: (q: string, replace: boolean) => void) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  // The URL changed by itself: show its search. After a search of our own it already matches, and
  // a trailing space typed before the next word is kept.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string, replace: boolean) => {
    clearTimeout(timer.current);
    const current = latest.current;
    if (next.trim() !== current.value) current.onSearch(next.trim(), replace);
  };

  return {
    text,
    change(next: string) {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => search(next, true), searchTypingDelayMs);
    },
    submit(event: FormEvent) {
      event.preventDefault();
      search(text, false);
    },
  };
}
