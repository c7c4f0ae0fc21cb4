/**
 * The notice every job page and the apply dialog carry: nobody genuine asks for money for a job,
 * and whoever does can be reported. The route that composes it opens the report dialog; without
 * `onReport` (the job's own employer) the notice stands alone.
 */
import Flag from "lucide-react/icons/flag";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/lib/i18n";

type SafetyNoticeProps = {
  /** Opens the report dialog for this job. */
  onReport?: () => void;
  /** A smaller version inside a dialog: the report is a link, not a button. */
  compact?: boolean;
  className?: string;
};

export function SafetyNotice({ onReport, compact = false, className }: SafetyNoticeProps) {
  const { t } = useTranslation();

  if (compact) {
    return (
      <aside
        aria-label={t("reports.safety.title")}
        className={cn(
          "flex items-start gap-2 rounded-lg border border-highlight/50 bg-highlight-soft px-3 py-2 text-sm text-highlight-foreground",
          className,
        )}
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {t("reports.safety.text")}
          {onReport && (
            <>
              {" "}
              {/* A link's look inside the sentence: a button of its own classes, not Button's, whose size and
                  colour these would override (ADR 071: the islands' cn merges nothing). */}
              <button
                type="button"
                className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md p-0 align-baseline text-sm font-semibold whitespace-normal text-current underline underline-offset-4 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                onClick={onReport}
              >
                {t("reports.safety.report")}
              </button>
            </>
          )}
        </p>
      </aside>
    );
  }

  return (
    <section
      aria-labelledby="safety-notice-title"
      className={cn("flex items-start gap-3 rounded-xl border border-highlight/50 bg-highlight-soft p-4 text-highlight-foreground sm:p-5", className)}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 gap-3">
        <div className="grid gap-1">
          <h2 id="safety-notice-title" className="font-semibold">
            {t("reports.safety.title")}
          </h2>
          <p className="text-sm">{t("reports.safety.text")}</p>
        </div>
        {onReport && (
          <Button variant="outline" size="sm" className="w-fit" onClick={onReport}>
            <Flag aria-hidden="true" />
            {t("reports.safety.report")}
          </Button>
        )}
      </div>
    </section>
  );
}
