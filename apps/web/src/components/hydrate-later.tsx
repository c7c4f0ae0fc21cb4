/**
 * A region of a page the server drew (ADR 027) that React takes over on its own (ADR 033): a Suspense
 * boundary. React takes the page's shell over first, then each boundary in work of its own that
 * yields to the browser (selective hydration); a tap inside a boundary not yet taken over makes React
 * take that one over at once and then replays the tap. Anywhere else (a page drawn in the browser,
 * the server's render) the boundary never waits and is its children.
 *
 * `whenTakenOver` tells when every region met during the take-over is the script's.
 */
import { Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

/** Regions met during the take-over and not yet taken over, each with what settles it. */
const waiting = new Map<RefObject<boolean>, () => void>();
const settledAll = new Set<() => void>();

function takingOver(): boolean {
  if (typeof document === "undefined") return false;
  const root = document.documentElement;
  return root.hasAttribute("data-server-rendered") && !root.hasAttribute("data-hydrated");
}

function settle(region: RefObject<boolean>) {
  region.current = true;
  waiting.get(region)?.();
}

/** Rendered inside the boundary: its layout effect runs when React has taken the boundary over. */
function TakenOver({ region }: { region: RefObject<boolean> }) {
  useLayoutEffect(() => settle(region), [region]);
  return null;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const region = useRef(false);
  // Runs when the boundary's parent is taken over; the boundary itself may follow later. Gone
  // before its turn (the list changed under it), a region no longer holds the page back.
  useLayoutEffect(() => {
    if (!region.current && takingOver()) {
      waiting.set(region, () => {
        waiting.delete(region);
        if (waiting.size === 0) for (const resolve of settledAll) resolve();
      });
    }
    return () => settle(region);
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      {/* After the children: regions inside this one are met (their effects run) before it settles. */}
      <TakenOver region={region} />
    </Suspense>
  );
}

/**
 * Settles once every region met during the take-over has been taken over (at once where there were
 * none). `App` marks the page as the script's (`data-hydrated`) then: its buttons all work.
 */
export function whenTakenOver(): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      settledAll.delete(done);
      resolve();
    };
    settledAll.add(done);
  });
}
