import { useState } from "react";
import Megaphone from "lucide-react/icons/megaphone";
import X from "lucide-react/icons/x";
import { Container } from "@/components/ui/container";
import { readCookie, writeCookie } from "@/lib/cookies";
import { useTranslation } from "@/lib/i18n";

/** A cookie, so the server's render of a page leaves the notice out too (lib/cookies.ts). */
const DISMISSED_COOKIE = "launch-notice-dismissed";

function wasDismissed() {
  return readCookie(DISMISSED_COOKIE) === "1";
}

/** A slim launch announcement above the navigation; once dismissed it stays away on this device. */
export function LaunchNotice() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  function dismiss() {
    setDismissed(true);
    writeCookie(DISMISSED_COOKIE, "1");
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
