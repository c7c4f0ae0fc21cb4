/**
 * The audit log's filters and page live in the URL (`/admin/audit?action=job.delete&from=2024-03-01
 * &to=2024-03-31&page=2`), so a reload, the back button or a shared link shows the same entries.
 * Values the API would refuse are dropped when read, never sent.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/navigation";
import { auditActions, auditTargetTypes, type AuditAction, type AuditTargetType } from "@app/shared/trust";

export type AuditParams = {
  action: AuditAction | undefined;
  targetType: AuditTargetType | undefined;
  /** One record's entries (a link from elsewhere sets it, with `targetType`). */
  targetId: string | undefined;
  /** First and last day, YYYY-MM-DD, in the site's time zone. */
  from: string | undefined;
  to: string | undefined;
  page: number;
};

const maxPage = 10_000;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** A YYYY-MM-DD that names a real day (what a date input gives), else nothing. */
function readDay(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export function readAuditParams(params: URLSearchParams): AuditParams {
  const action = params.get("action");
  const targetType = params.get("targetType");
  const targetId = params.get("targetId")?.trim().slice(0, 100);
  const page = Number(params.get("page"));
  return {
    action: isOneOf(auditActions, action) ? action : undefined,
    targetType: isOneOf(auditTargetTypes, targetType) ? targetType : undefined,
    targetId: targetId || undefined,
    from: readDay(params.get("from")),
    to: readDay(params.get("to")),
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
  };
}

/** Only what is set, in a fixed order, the first page left out. */
function writeAuditParams(values: AuditParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["action", "targetType", "targetId", "from", "to"] as const) {
    const value = values[name];
    if (value) params.set(name, value);
  }
  if (values.page > 1) params.set("page", String(values.page));
  return params;
}

export function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readAuditParams(searchParams), [searchParams]);

  /** Changes some values; any change but the page itself starts again at page 1. */
  const setParams = useCallback(
    (changes: Partial<AuditParams>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => writeAuditParams({ ...readAuditParams(current), page: 1, ...changes }), { replace: options.replace }),
    [setSearchParams],
  );

  return { params, setParams };
}
