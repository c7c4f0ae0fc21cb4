/**
 * One candidate as the admin sees them (`GET /api/admin/candidates/:id`): the profile, the résumé,
 * their applications and enrolments; never a password or its hash.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getAdminCandidate(id: string) {
  return unwrap(api.admin.candidates[":id"].$get({ param: { id } }));
}

export const adminCandidateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.candidate(id),
    queryFn: () => getAdminCandidate(id),
  });

/** Loads only while a candidate is chosen (`id` not null). */
export function useAdminCandidate(id: string | null) {
  const signedIn = useSignedInAs("admin");
  return useQuery({ ...adminCandidateQueryOptions(id ?? ""), enabled: () => id !== null && signedIn() });
}
