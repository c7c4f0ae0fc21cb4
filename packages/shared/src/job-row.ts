/** A posted or edited job as the columns it sets: the salary text parsed, the texts checked. */
import { detectJobFlags, type JobFlag } from "./job-flags.ts";
import { parseSalaryText, type CreateJobInput, type JobStatus, type JobType } from "./jobs.ts";
import { latinLookalike } from "./latin-lookalikes.ts";
import { checkedJobFields } from "./trust.ts";

/** The columns of a posted job, as the jobs service stores a post (and the seed, many at once). */
export interface JobRowValues {
  title: string;
  titleKn: string | null;
  company: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  jobType: JobType;
  description: string;
  descriptionKn: string | null;
  requirements: string | null;
  responsibilities: string | null;
  flags: JobFlag[];
  /** A new post's status: listed at once, or held for the admin's review when flagged. */
  status: Extract<JobStatus, "active" | "pending_review">;
}

/**
 * A post as a row: the salary text parsed, every checked text (`checkedJobFields`) read for phone
 * numbers and requests for money; a flagged post is held for review.
 */
export function toJobRow(post: CreateJobInput, employerCompany: string): JobRowValues {
  const values = {
    title: post.title,
    titleKn: post.titleKn ?? null,
    company: post.company || employerCompany,
    location: post.location,
    ...parseSalaryText(post.salary),
    jobType: post.type,
    description: post.description,
    descriptionKn: post.descriptionKn ?? null,
    requirements: post.requirements ?? null,
    responsibilities: post.responsibilities ?? null,
  };
  const flags = detectJobFlags(checkedJobFields.map((field) => values[field] ?? "").join("\n"), latinLookalike);
  return { ...values, flags, status: flags.length > 0 ? "pending_review" : "active" };
}
