import { useMutation, useQueryClient } from "@tanstack/react-query";
import { employerKeys } from "@/features/employers/api/keys";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { applicationsKeys } from "./keys";

/**
 * POST /api/applications/:id/hire: Mark as Successful Hire. In one step on the server the job becomes
 * filled (and leaves search) and this shortlisted application becomes hired.
 */
export function hireApplicant(id: string) {
  // The route reads no body, but the server wants every POST to carry JSON (the Origin/JSON rule).
  return unwrap(
    api.applications[":id"].hire.$post(
      { param: { id } },
      { headers: { "content-type": "application/json" }, init: { body: "{}" } },
    ),
  );
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
