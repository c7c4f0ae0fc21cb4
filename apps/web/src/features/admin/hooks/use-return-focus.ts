/**
 * Where focus goes when a dialog opened from a row closes. Radix returns focus to a Dialog.Trigger,
 * but a row's button opens a dialog shared by every row: the button pressed is remembered here and
 * focused again; when it is gone (its row was deleted), focus moves to `fallback` instead of the page.
 */
import { useCallback, useRef, type RefObject } from "react";

export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);

  /** Call with the event of the button that opens the dialog. */
  const remember = useCallback((event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
  }, []);

  /** The dialog's `onCloseAutoFocus`. */
  const restore = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    },
    [fallback],
  );

  return { remember, restore };
}
