/**
 * An alert in the reader's language: its search in a line and field by field, how often it mails,
 * the /jobs address of the same search, and the mobile number one goes to. The type's labels are
 * the job list's (`jobs.types`).
 */
import { alertSearchQuery, describeAlertCriteria, digestHour, type AlertFrequency } from "@app/shared/alert-options";
import type { AlertCriteria, JobAlert } from "@app/shared/alerts";
import type { JobType } from "@app/shared/constants";
import { paths } from "@/config/paths";
import { formatClockTime, formatPhoneNumber, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";

/**
 * The /jobs search an alert looks for, with the parameters the job list reads from its URL, in its
 * order (features/jobs/hooks/use-job-search-params.ts, which a feature may not import).
 */
export function alertSearchHref(criteria: AlertCriteria): string {
  const query = alertSearchQuery(criteria);
  return query ? `${paths.jobs.href()}?${query}` : paths.jobs.href();
}

/** A mobile number in a sentence, as people write it (`+91 98450 12345`) and never broken over two lines. */
export const sentenceMobileNumber = (number: string) => formatPhoneNumber(number).replace(/ /g, "\u00a0");

/** The page that saves an alert for this search (before the script runs, the alert button leads there). */
export const newAlertHref = (criteria: AlertCriteria) => paths.alertNew.href(alertSearchQuery(criteria));

export function useAlertFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const type = (value: JobType) => t(`jobs.types.${value}`);
  return {
    type,
    /** "driver · Full-time · Hebbal", "All new jobs" for an alert that names nothing, or "Jobs for you". */
    summary: ({ kind, criteria }: Pick<JobAlert, "kind" | "criteria">): string =>
      kind === "for_you" ? t("alerts.card.forYou") : describeAlertCriteria(criteria, type) || t("alerts.criteria.everything"),
    /** "₹15,000 – ₹25,000 a month", "At least ₹15,000 a month", "Up to …", or null for none. */
    salary: ({ salaryMin, salaryMax }: AlertCriteria): string | null => {
      if (salaryMin !== undefined && salaryMax !== undefined) {
        return t("alerts.criteria.salaryRange", { min: formatRupees(salaryMin, language), max: formatRupees(salaryMax, language) });
      }
      if (salaryMin !== undefined) return t("alerts.criteria.salaryFrom", { amount: formatRupees(salaryMin, language) });
      if (salaryMax !== undefined) return t("alerts.criteria.salaryUpTo", { amount: formatRupees(salaryMax, language) });
      return null;
    },
    /** "As soon as a job is posted" / "Once a day, at 8:00 AM". */
    frequency: (frequency: AlertFrequency): string =>
      frequency === "daily" ? t("alerts.frequency.daily", { time: formatClockTime(digestHour, 0, language) }) : t("alerts.frequency.instant"),
    /** "Instant" / "Daily at 8:00 AM". */
    frequencyShort: (frequency: AlertFrequency): string =>
      frequency === "daily" ? t("alerts.frequency.dailyShort", { time: formatClockTime(digestHour, 0, language) }) : t("alerts.frequency.instantShort"),
  };
}
