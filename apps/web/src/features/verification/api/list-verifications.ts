/** The admin's verification queue (`GET /api/admin/verifications?status=&page=`), one status a page at a time. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { VerificationListInput } from "@app/shared/trust";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { verificationKeys } from "./keys";

export function listVerifications(params: VerificationListInput) {
  return unwrap(api.admin.verifications.$get({ query: toQuery(params) }));
}

export const verificationsQueryOptions = (params: VerificationListInput) =>
  queryOptions({
    queryKey: verificationKeys.queue(params),
    queryFn: () => listVerifications(params),
  });

/** While another tab or page loads, the requests shown stay (dimmed). */
export function useVerifications(params: VerificationListInput) {
  return useQuery({ ...verificationsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}

/** Where the admin downloads a request's document; the server checks who asks. */
export function verificationDocumentPath(id: string): string {
  return `/api/admin/verifications/${encodeURIComponent(id)}/document`;
}
