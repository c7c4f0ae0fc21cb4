/** What the job detail page and its share message derive from a job. */
import type { TFunction } from "i18next";
import type { Language } from "@app/shared/constants";
import type { Job } from "@app/shared/jobs";
import { formatRupees } from "@/lib/format";

/**
 * The salary in a given language, for the share message that carries both languages at once. The
 * page itself shows the salary through useJobFormat, with the same texts (jobs.salary.*).
 */
export function formatSalaryIn(language: Language, t: TFunction, { salaryMin, salaryMax }: Pick<Job, "salaryMin" | "salaryMax">): string {
  const low = salaryMin ?? salaryMax;
  const high = salaryMax ?? salaryMin;
  if (low === null || high === null) return t("jobs.salary.notSpecified");
  if (low === high) return t("jobs.salary.single", { amount: formatRupees(low, language) });
  return t("jobs.salary.range", { min: formatRupees(low, language), max: formatRupees(high, language) });
}

/** Filled, expired or past its closing date: the job takes no more applications. */
export function closedReason(job: Pick<Job, "status" | "expiresAt">, now = new Date()): "filled" | "closed" | null {
  if (job.status === "filled") return "filled";
  if (job.status === "expired") return "closed";
  if (job.expiresAt && new Date(job.expiresAt) <= now) return "closed";
  return null;
}
