/**
 * The /jobs search lives in the URL (?q=&type=&location=&near=&salaryMin=&salaryMax=&verified=&sort=&page=),
 * so a search can be shared and survives a reload. Values the API would refuse are dropped when read,
 * never sent. The page has no salary control: a salary comes with a link, such as a job alert's.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/navigation";
import { jobSorts, jobTypes } from "@app/shared/constants";
import { resolveJobSort } from "@app/shared/job-sort";
import type { JobSearch } from "@app/shared/jobs";
import { localityNames, type LocalityName } from "@app/shared/locality-names";
import { paths } from "@/config/paths";

/**
 * The search of `GET /api/jobs` as the URL holds it: the texts are "" when absent, the type, the
 * salary (whole rupees a month), the locality to sort by the distance from (`near`) and the sort may
 * be (no sort: nearest for a locality, else best match for words, else newest first, resolveJobSort);
 * `verified`: only verified employers' jobs (`?verified=true`).
 */
export type JobSearchFilters = Pick<Required<JobSearch>, "q" | "location" | "page"> &
  Pick<JobSearch, "type" | "sort" | "near" | "salaryMin" | "salaryMax"> & { verified: boolean };

const localities: readonly LocalityName[] = localityNames.map((locality) => locality.name);

const maxPage = 10_000;
/** The API's highest salary filter (jobSearchSchema). */
const maxRupees = 10_000_000;

/** Whole rupees as the API takes them, or nothing. */
function readRupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value)) return undefined;
  const rupees = Number(value);
  return rupees <= maxRupees ? rupees : undefined;
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function readJobSearchFilters(params: URLSearchParams): JobSearchFilters {
  const page = Number(params.get("page"));
  const type = params.get("type");
  const sort = params.get("sort");
  const near = params.get("near");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    type: isOneOf(jobTypes, type) ? type : undefined,
    location: (params.get("location") ?? "").trim().slice(0, 120),
    near: isOneOf(localities, near) ? near : undefined,
    salaryMin: readRupees(params.get("salaryMin")),
    salaryMax: readRupees(params.get("salaryMax")),
    verified: params.get("verified") === "true",
    sort: isOneOf(jobSorts, sort) ? sort : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

/** Only what differs from the defaults, in a fixed order: `?q=driver&type=Part-time&salaryMin=15000&verified=true&page=2`. */
export function writeJobSearchFilters(filters: JobSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.type) params.set("type", filters.type);
  if (filters.location) params.set("location", filters.location);
  if (filters.near) params.set("near", filters.near);
  if (filters.salaryMin !== undefined) params.set("salaryMin", String(filters.salaryMin));
  if (filters.salaryMax !== undefined) params.set("salaryMax", String(filters.salaryMax));
  if (filters.verified) params.set("verified", "true");
  // The default order for these words goes without saying, so changing the words changes it with them.
  if (filters.sort && filters.sort !== resolveJobSort({ q: filters.q, near: filters.near })) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * The filters as the API takes them (`GET /api/jobs`, its options, a job alert's criteria): no order
 * (nor the locality it may be measured from), no page, "" left out, `verified` as "true".
 */
export function searchFiltersOf(filters: JobSearchFilters) {
  return {
    q: filters.q || undefined,
    type: filters.type,
    location: filters.location || undefined,
    salaryMin: filters.salaryMin,
    salaryMax: filters.salaryMax,
    verified: filters.verified ? ("true" as const) : undefined,
  };
}

/** The address of a search of /jobs: `/jobs?q=driver&page=2`, or `/jobs` for none. */
export function jobSearchHref(filters: JobSearchFilters): string {
  const params = writeJobSearchFilters(filters).toString();
  return params ? `${paths.jobs.href()}?${params}` : paths.jobs.href();
}

export function useJobSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readJobSearchFilters(searchParams), [searchParams]);

  /** Changes some filters; any change but the page itself starts again at page 1. */
  const setFilters = useCallback(
    (changes: Partial<JobSearchFilters>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => writeJobSearchFilters({ ...readJobSearchFilters(current), page: 1, ...changes }),
        { replace: options.replace },
      );
    },
    [setSearchParams],
  );

  /** Clears the search and every filter, and the sort goes back to its default. */
  const resetFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { filters, setFilters, resetFilters };
}
