/**
 * A job's title, description, salary, type and date as the reader's language writes them: the
 * employer's Kannada title and description where given. The server's English salary text is not
 * shown: the amounts are formatted here, in rupees with Indian grouping, per month.
 */
import type { Language } from "@app/shared/constants";
import { jobTexts, jobTitle } from "@app/shared/job-texts";
import type { Job, JobType } from "@app/shared/jobs";
import { formatDate, formatRupees } from "@/lib/format";
import { currentLanguage, type TFunction, useTranslation } from "@/lib/i18n";

/** '₹15,000 - ₹22,000 per month', '₹18,000 per month' or 'Salary not specified', in `language`. */
export function formatSalaryIn(language: Language, t: TFunction, { salaryMin, salaryMax }: Pick<Job, "salaryMin" | "salaryMax">): string {
  const low = salaryMin ?? salaryMax;
  const high = salaryMax ?? salaryMin;
  if (low === null || high === null) return t("jobs.salary.notSpecified");
  if (low === high) return t("jobs.salary.single", { amount: formatRupees(low, language) });
  return t("jobs.salary.range", { min: formatRupees(low, language), max: formatRupees(high, language) });
}

export function useJobFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return {
    /** The title and description in the reader's language, each the English one where no Kannada was given. */
    texts: (job: Pick<Job, "title" | "titleKn" | "description" | "descriptionKn">) => jobTexts(job, language),
    /** The title in the reader's language (`texts`). */
    title: (job: Pick<Job, "title" | "titleKn">): string => jobTitle(job, language),
    salary: (job: Pick<Job, "salaryMin" | "salaryMax">): string => formatSalaryIn(language, t, job),
    /** The label of a job type; the value ('Part-time') stays as the API and the URL use it. */
    type: (type: JobType): string => t(`jobs.types.${type}`),
    /** '5 Mar 2024' */
    date: (value: string): string => formatDate(value, language),
  };
}
