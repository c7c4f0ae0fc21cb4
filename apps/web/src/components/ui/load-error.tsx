/**
 * What a screen shows when its data failed to load: the reason and a Retry that spins while it
 * refetches. A banner above a list whose filters stay usable, or a panel in place of the content.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import RefreshCw from "lucide-react/icons/refresh-cw";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";

type RetryProps = { onRetry: () => void; retrying: boolean };

/** The page's body has the focus: the focused element was removed and nothing took it. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What takes the focus in what stands where the load error stood (`place`): itself if it is a
 * control; the Retry of a load error drawn again (the retry failed); its first heading (a list's);
 * else itself. A heading or container made focusable for this (tabindex -1, out of the tab order)
 * gives that back on blur.
 */
function focusTargetIn(place: HTMLElement) {
  const target = place.matches(focusable)
    ? place
    : (place.querySelector<HTMLElement>("[data-load-error-retry]") ?? place.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]') ?? place);
  if (!target.hasAttribute("tabindex") && !target.matches(focusable)) {
    target.tabIndex = -1;
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  return target;
}

let stopFollowing = () => {};

/**
 * Keeps the reader's place after the focused Retry goes: the focus would fall to the page's body,
 * and a keyboard or screen reader user back to the top of the page. A retry that has nothing to
 * show meanwhile puts the screen's skeleton in the error's place, then the list, or the error again.
 * Each time what the focus was given is replaced, the focus goes to what now stands in the error's
 * place in `container` (after `before`), until the reader moves it or the container goes.
 */
function followPlace(container: HTMLElement, before: Element | null) {
  stopFollowing();
  let given: HTMLElement | null = null;
  const handOn = () => {
    if (!container.isConnected) return stop();
    if (!focusLost()) return;
    const place = before ? (before.parentElement === container ? before.nextElementSibling : null) : container.firstElementChild;
    const target = place ?? (before?.parentElement === container ? before : container);
    if (!(target instanceof HTMLElement)) return;
    given = focusTargetIn(target);
    given.focus();
  };
  // The reader moved the focus elsewhere (another control, or the page's body by a click): theirs to keep.
  const onFocusIn = (event: FocusEvent) => event.target !== given && stop();
  const onFocusOut = (event: FocusEvent) => event.target === given && queueMicrotask(() => given?.isConnected && stop());
  const observer = new MutationObserver(handOn);
  const stop = () => {
    observer.disconnect();
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
  };
  stopFollowing = stop;
  observer.observe(container, { childList: true, subtree: true });
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  // After React has drawn what replaced the error.
  queueMicrotask(handOn);
}

/** When the Retry goes with the focus (its load error replaced), its place is followed. */
function useFollowPlaceOnRemoval(button: React.RefObject<HTMLButtonElement | null>) {
  useLayoutEffect(() => {
    const retry = button.current;
    // A layout effect's cleanup runs while the removed elements are still in the document.
    return () => {
      if (!retry || document.activeElement !== retry) return;
      const region = retry.closest<HTMLElement>('[role="alert"]') ?? retry;
      if (region.parentElement) followPlace(region.parentElement, region.previousElementSibling);
    };
  }, [button]);
}

/**
 * Waits aria-disabled, not disabled, while its load goes: a disabled button loses the focus, which
 * falls to the page's body. A press meanwhile does nothing; the status says it is loading.
 */
export function RetryButton({ onRetry, retrying, ...props }: RetryProps & React.ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useFollowPlaceOnRemoval(button);
  return (
    <>
      <Button ref={button} data-load-error-retry="" onClick={() => !retrying && onRetry()} aria-disabled={retrying || undefined} {...props}>
        <RefreshCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
        {t("common.actions.retry")}
      </Button>
      <span role="status" className="sr-only">
        {retrying ? t("common.loading") : ""}
      </span>
    </>
  );
}

export function LoadErrorBanner({ message, ...retry }: RetryProps & { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-red-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-destructive">{message}</p>
      <RetryButton variant="outline" size="sm" {...retry} />
    </div>
  );
}

export function LoadErrorPanel({ title, description, ...retry }: RetryProps & { title: string; description: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      <RetryButton {...retry} />
    </div>
  );
}

/**
 * A destructive toast each time a query's load fails. The id keeps a retry that fails again from
 * stacking a second toast; `errorUpdatedAt` shows it again after a later failure.
 */
export function useLoadErrorToast(
  query: { isError: boolean; errorUpdatedAt: number },
  message: string,
  id: string,
  description?: string,
) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(message, { id, description });
  }, [isError, errorUpdatedAt, message, id, description]);
}
