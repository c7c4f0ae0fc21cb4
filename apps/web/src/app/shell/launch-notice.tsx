import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Megaphone, X } from "lucide-react";
import { Container } from "@/components/ui/container";

const STORAGE_KEY = "launch-notice-dismissed";

function wasDismissed() {
  try {
    return localStorage.getItem(STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** A slim launch announcement above the navigation; once dismissed it stays away on this device. */
export function LaunchNotice() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  function dismiss() {
    setDismissed(true);
    try {
      localStorage.setItem(STORAGE_KEY, "1");
    } catch {
      // Not remembered: it shows again on the next visit.
    }
  }

  return (
    <section aria-label={t("shell.launchNotice.label")} className="border-b border-highlight/40 bg-highlight-soft text-highlight-foreground">
      <Container className="flex items-start gap-3 py-2 text-sm">
        <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="flex-1">{t("shell.launchNotice.text")}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t("shell.launchNotice.dismiss")}
          className="-my-1 rounded-md p-1 hover:bg-highlight/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </Container>
    </section>
  );
}
