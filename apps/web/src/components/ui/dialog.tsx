import { useRef, type ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import X from "lucide-react/icons/x";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export const overlayClassName =
  "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in";

export const contentClassName =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lg outline-none data-[state=open]:animate-zoom-in";

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn(overlayClassName, className)} {...props} />;
}

type AutoFocusHandlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * A dialog's auto-focus handlers that give focus back, on close, to what had it when the dialog
 * opened. Radix gives it to a `Dialog.Trigger`, but most dialogs here are opened by state (Apply
 * Now, Post a Job, a row's button), have none, and focus fell to the page. A dialog whose own
 * `onCloseAutoFocus` prevents the default (useReturnFocus) decides for itself; an opener that is
 * gone leaves it to Radix.
 */
export function useFocusBack({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Element | null>(null);
  return {
    // Radix calls it as the dialog opens, before it moves focus into the dialog.
    onOpenAutoFocus: (event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !(target instanceof HTMLElement) || !target.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** What Tab stops at, as Radix's focus scope finds it. */
const tabbableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The dialog's first place to work in when it opens: its first tabbable element after the close
 * button, which comes first in the tab order (it sits top right) but is not where a person starts.
 */
function firstWorkingElement(content: HTMLElement): HTMLElement | null {
  for (const element of content.querySelectorAll<HTMLElement>(tabbableSelector)) {
    if (element.hasAttribute("data-dialog-close") || element.closest("[hidden], [inert]")) continue;
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const { t } = useTranslation();
  const focusBack = useFocusBack({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(contentClassName, className)}
        {...focusBack}
        onOpenAutoFocus={(event) => {
          focusBack.onOpenAutoFocus(event);
          // A dialog that chose where focus goes has prevented the default; otherwise Radix would
          // pick the close button, now first in the tab order.
          const content = event.currentTarget;
          if (event.defaultPrevented || !(content instanceof HTMLElement)) return;
          const first = firstWorkingElement(content);
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        {...props}
      >
        {/* First in the tab order, as it sits top right: Shift+Tab from the first field reaches it. */}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-dialog-close=""
            className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("common.actions.close")}</span>
          </DialogPrimitive.Close>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg leading-snug font-semibold", className)} {...props} />;
}

/** The dialog's description; `prominent` in the body's size and colour, for one that is the dialog's message. */
export function DialogDescription({ prominent = false, className, ...props }: ComponentProps<typeof DialogPrimitive.Description> & { prominent?: boolean }) {
  return <DialogPrimitive.Description className={cn(prominent ? "text-base text-foreground" : "text-sm text-muted-foreground", className)} {...props} />;
}
