/** A job's texts in the reader's language, without zod: every job card and job page reads them. */
import type { Language } from "./constants.ts";
import type { Job } from "./jobs.ts";

/** A job's title in the reader's language: the Kannada one where its employer gave it, else the English one. */
export const jobTitle = (job: Pick<Job, "title" | "titleKn">, language: Language): string => (language === "kn" && job.titleKn) || job.title;

/** The title of the job a record names (an application, its conversation, an invitation), in the reader's language. */
export const jobTitleOf = (record: { jobTitle: string; jobTitleKn: string | null }, language: Language): string =>
  jobTitle({ title: record.jobTitle, titleKn: record.jobTitleKn }, language);

/**
 * A job's title and description in the reader's language, each the Kannada one where its employer
 * gave it, else the English one (a Kannada title may come with only an English description).
 */
export function jobTexts(job: Pick<Job, "title" | "titleKn" | "description" | "descriptionKn">, language: Language): { title: string; description: string } {
  return { title: jobTitle(job, language), description: (language === "kn" && job.descriptionKn) || job.description };
}
