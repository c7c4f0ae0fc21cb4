/** The order a job search lists in, without zod: the job list's script reads it on every page. */
import type { JobSort } from "./constants.ts";
import type { JobSearchInput } from "./jobs.ts";

/**
 * The order a search lists in. Unset, it is by distance for a search that names a locality (`near`),
 * words or not: a reader who chose a place asked for what is close; else best match for words, else
 * newest first. Best match needs words and nearest a locality: asked without them, the order is the
 * one left unset.
 */
export function resolveJobSort({ q, sort, near }: Pick<JobSearchInput, "q" | "sort" | "near">): JobSort {
  const hasWords = Boolean(q?.trim());
  const meaningful = (sort === "relevance" && !hasWords) || (sort === "nearest" && !near) ? undefined : sort;
  return meaningful ?? (near ? "nearest" : hasWords ? "relevance" : "latest");
}
