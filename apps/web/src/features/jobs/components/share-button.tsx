/**
 * What the share menu (share-menu.tsx, share-popup.tsx) needs before it is opened: its button and
 * the other language's texts, which its message carries.
 */
import { useCallback, useSyncExternalStore, type ComponentProps } from "react";
import Share2 from "lucide-react/icons/share-2";
import { languages, type Language } from "@app/shared/constants";
import type { Job } from "@app/shared/jobs";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { type Translator, useTranslation } from "@/lib/i18n";

export type SharedJob = Pick<Job, "id" | "title" | "titleKn" | "company" | "location" | "salaryMin" | "salaryMax">;

/** What the share menu needs of a job, and no more: the props of its island (ADR 071). */
export function sharedJob({ id, title, titleKn, company, location, salaryMin, salaryMax }: SharedJob): SharedJob {
  return { id, title, titleKn, company, location, salaryMin, salaryMax };
}

export function isLoaded(i18n: Translator, language: Language) {
  return i18n.hasTexts(language);
}

/**
 * Only the language on screen is downloaded up front; the message needs both. The other one is
 * fetched when the reader reaches for the menu, long before a share item is chosen.
 */
export function useBothLanguages() {
  const { i18n } = useTranslation();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("loaded", onChange);
      return () => i18n.off("loaded", onChange);
    },
    [i18n],
  );
  const ready = useSyncExternalStore(
    subscribe,
    () => languages.every((language) => isLoaded(i18n, language)),
    () => false,
  );
  return useCallback(() => {
    if (!ready) void i18n.loadLanguages([...languages]);
  }, [i18n, ready]);
}

/** The "Share" button, an icon alone on a phone. */
export function ShareButton({ className, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="lg" className={cn("max-sm:w-11 max-sm:px-0", className)} {...props}>
      <Share2 aria-hidden="true" />
      <span className="max-sm:sr-only">{t("job-detail.share.button")}</span>
    </Button>
  );
}
