/** The admin's audit log, filtered and paged on the server, newest first (`GET /api/admin/audit`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditListInput } from "@app/shared/trust";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { adminKeys } from "./keys";

export function getAudit(params: AuditListInput) {
  return unwrap(api.admin.audit.$get({ query: toQuery(params) }));
}

export const auditQueryOptions = (params: AuditListInput) =>
  queryOptions({
    queryKey: adminKeys.audit(params),
    queryFn: () => getAudit(params),
  });

/** While another page or filter loads, the current page stays on screen (dimmed). */
export function useAudit(params: AuditListInput) {
  return useQuery({ ...auditQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
