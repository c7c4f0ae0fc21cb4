/**
 * The one toast region of the app (sonner), labelled in the current language.
 *
 * Sonner arrives with the first toast, not with every page: most visits never show one, and it is
 * the largest library the first page would otherwise load. `toast` has sonner's calls and forwards
 * them once sonner is here; `<Toaster />` mounts sonner's region at that moment, and sonner shows the
 * toasts raised before its region mounted. Import `toast` from here, never from "sonner" (lint rule).
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";
import { useTranslation } from "@/lib/i18n";

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner["toast"]["success"]>[0];

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner").then((module) => {
      sonner = module;
      return module;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Runs a sonner call now if sonner is here, else as soon as it is (in the order of the calls). */
function withSonner(call: (toast: Sonner["toast"]) => void) {
  if (sonner) call(sonner.toast);
  else void loadSonner().then((module) => call(module.toast));
}

const show = (kind: "success" | "error" | "info" | "warning") => (message: Message, data?: ExternalToast) =>
  withSonner((toast) => toast[kind](message, data));

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  /** Closes one toast, or all; nothing to close before the first toast. */
  dismiss(id?: string | number) {
    if (loading) withSonner((toast) => toast.dismiss(id));
  },
};

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const { t } = useTranslation();
  // Nothing to show in a page the server renders, nor while the browser takes that page over.
  const needed = useSyncExternalStore(subscribe, () => loading !== undefined, () => false);
  // A modal dialog hides the rest of the page from assistive technology as it opens (aria-hidden on
  // everything else), all but the elements with an aria-live attribute: sonner's region, mounted
  // later than a dialog (its first toast raised in the dialog, or on a slow phone after the thanks
  // dialog that follows a posted job), would be hidden with the page. This holder is there from the
  // first render, so the dialog keeps it; "off" is the attribute's default: it announces nothing
  // itself, and sonner's region inside it stays the one live region.
  return (
    <div aria-live="off">
      {needed && (
        <Suspense fallback={null}>
          <SonnerToaster
            position="top-center"
            richColors
            closeButton
            containerAriaLabel={t("common.notifications")}
            toastOptions={{ closeButtonAriaLabel: t("common.actions.close"), classNames: { toast: "font-sans" } }}
          />
        </Suspense>
      )}
    </div>
  );
}
