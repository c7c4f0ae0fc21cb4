import { useMutation, useQueryClient } from "@tanstack/react-query";
import { employerKeys } from "@/features/employers/api/keys";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { applicationsKeys } from "./keys";

/**
 * POST /api/applications/:id/hire: Mark as Successful Hire. In one step on the server the job becomes
 * filled (and leaves search) and this shortlisted application becomes hired.
 */
export function hireApplicant(id: string) {
  return unwrap(api.applications[":id"].hire.$post({ param: { id } }, emptyJsonBody));
}

/** Refreshes applications, jobs (the job is filled) and the employer dashboard. */
export function useHireApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireApplicant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
      ]),
  });
}
