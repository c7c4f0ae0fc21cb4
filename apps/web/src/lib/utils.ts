import type { MouseEvent } from "react";
import { clsx, type ClassValue } from "clsx";

/** What `cn` does with the joined classes: nothing, until the app installs tailwind-merge (app/class-merge.ts). */
let mergeClasses: (classes: string) => string = (classes) => classes;

/**
 * The app's way to let a later class override an earlier one of the same kind (`h-10` then `h-8`):
 * the app and the server's renderer install tailwind-merge. A guest page's islands (ADR 071) do not
 * load it, so what they draw must have no such conflicts: `class-conflicts.test.ts` checks it.
 */
export function setClassMerge(merge: (classes: string) => string) {
  mergeClasses = merge;
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** A click that asks only to follow a link in place: no new tab or window, no download. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
