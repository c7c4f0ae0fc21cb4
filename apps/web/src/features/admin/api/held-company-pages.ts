/**
 * The held company pages (`/api/admin/company-pages`), oldest first, and the admin's Approve and
 * Reject. A decision refetches every admin query (the queue, the counts) and the public pages,
 * whose keys start with "jobs".
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function listHeldCompanyPages(page: number) {
  return unwrap(api.admin["company-pages"].$get({ query: { page: String(page) } }));
}

export const heldCompanyPagesQueryOptions = (page: number) =>
  queryOptions({ queryKey: adminKeys.companyPages(page), queryFn: () => listHeldCompanyPages(page), placeholderData: keepPreviousData });

export function useHeldCompanyPages(page: number) {
  return useQuery({ ...heldCompanyPagesQueryOptions(page), enabled: useSignedInAs("admin") });
}

export type CompanyPageDecisionInput = { slug: string; decision: "approve" } | { slug: string; decision: "reject"; reason: string };

export function decideCompanyPage(input: CompanyPageDecisionInput) {
  const param = { slug: input.slug };
  if (input.decision === "approve") {
    return unwrap(api.admin["company-pages"][":slug"].approve.$post({ param }, emptyJsonBody));
  }
  return unwrap(api.admin["company-pages"][":slug"].reject.$post({ param, json: { reason: input.reason } }));
}

export function useDecideCompanyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCompanyPage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
