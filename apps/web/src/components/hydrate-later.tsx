/**
 * The take-over of a page the server drew (hydration, ADR 027) in slices. Preact takes a page over
 * in one task (ADR 029); on a slow phone a whole job list was a task of 250 ms or more, during which
 * the page ignored the reader. Each `HydrateLater` holds its part back during the take-over: the
 * server's HTML stays on screen as it is, and the part is taken over in a task of its own, right after
 * (Preact keeps a suspended component's server-drawn element and resumes its hydration when the
 * promise settles). Anywhere else (a page drawn in the browser, a later visit to the route, the
 * server's render) it is its children and nothing more.
 *
 * Its children must draw exactly one element: that element is what Preact keeps while it waits.
 */
import { Suspense, use, useLayoutEffect, useState, type ReactNode } from "react";
import { nextTask } from "@/lib/next-task";

/** Slices met during the take-over and not yet taken over: settled by each one's first commit. */
const waiting = new Set<Promise<void>>();

function takingOver(): boolean {
  if (typeof document === "undefined") return false;
  const root = document.documentElement;
  return root.hasAttribute("data-server-rendered") && !root.hasAttribute("data-hydrated");
}

type Held = { wait: Promise<void>; takenOver: () => void };

function Slice({ held, children }: { held: Held; children: ReactNode }) {
  use(held.wait);
  useLayoutEffect(() => held.takenOver(), [held]);
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [held] = useState((): Held | null => {
    if (!takingOver()) return null;
    let takenOver = () => {};
    const done = new Promise<void>((resolve) => {
      takenOver = () => {
        waiting.delete(done);
        resolve();
      };
    });
    waiting.add(done);
    // Each slice a task of its own, in the order they were met.
    return { wait: nextTask(), takenOver };
  });
  // A slice gone before its turn (the list changed under it) no longer holds the page back.
  useLayoutEffect(() => () => held?.takenOver(), [held]);
  if (!held) return children;
  return (
    <Suspense fallback={null}>
      <Slice held={held}>{children}</Slice>
    </Suspense>
  );
}

/**
 * Settles once every slice met during the take-over has been taken over (at once where there were
 * none). `App` marks the page as the script's (`data-hydrated`) then: its buttons all work.
 */
export async function whenTakenOver(): Promise<void> {
  // A slice inside another one is met only when the outer one is taken over: look again until none is left.
  while (waiting.size > 0) await Promise.all(waiting);
}
