/**
 * The admin lists' search, filter, sort and page live in the URL (`/admin/jobs?q=driver&status=active
 * &sort=most_viewed&page=2`, `/admin/candidates?q=kavya`), so a reload, the back button or a shared
 * link shows the same list. Values the API would refuse are dropped when read, never sent.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/navigation";
import { adminJobSorts, type AdminJobSort } from "@app/shared/admin";
import { jobStatuses, type JobStatus } from "@app/shared/constants";

export type AdminUserListParams = { q: string; page: number };
export type AdminJobListParams = AdminUserListParams & { status: JobStatus | undefined; sort: AdminJobSort };

const maxPage = 10_000;
const defaultSort: AdminJobSort = "newest";

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function readAdminUserListParams(params: URLSearchParams): AdminUserListParams {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

export function readAdminJobListParams(params: URLSearchParams): AdminJobListParams {
  const status = params.get("status");
  const sort = params.get("sort");
  return {
    ...readAdminUserListParams(params),
    status: isOneOf(jobStatuses, status) ? status : undefined,
    sort: isOneOf(adminJobSorts, sort) ? sort : defaultSort,
  };
}

/** Only what differs from the defaults, in a fixed order: `?q=driver&status=active&sort=oldest&page=2`. */
function writeParams(values: Partial<AdminJobListParams>): URLSearchParams {
  const params = new URLSearchParams();
  if (values.q) params.set("q", values.q);
  if (values.status) params.set("status", values.status);
  if (values.sort && values.sort !== defaultSort) params.set("sort", values.sort);
  if (values.page && values.page > 1) params.set("page", String(values.page));
  return params;
}

type SetOptions = { replace?: boolean };

function useListParams<T extends AdminUserListParams>(read: (params: URLSearchParams) => T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);

  /** Changes some values; any change but the page itself starts again at page 1. */
  const setParams = useCallback(
    (changes: Partial<T>, options: SetOptions = {}) =>
      setSearchParams((current) => writeParams({ ...read(current), page: 1, ...changes }), { replace: options.replace }),
    [read, setSearchParams],
  );

  return { params, setParams };
}

export function useAdminJobListParams() {
  return useListParams(readAdminJobListParams);
}

export function useAdminUserListParams() {
  return useListParams(readAdminUserListParams);
}
