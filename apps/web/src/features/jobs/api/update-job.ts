import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateJobInput } from "@app/shared/jobs";
import { employerKeys } from "@/features/employers/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/**
 * PUT /api/jobs/:id (its employer only): every field again, checked again; an edit that asks for
 * money or gives a phone number takes the job off the list until the admin has reviewed it.
 */
export function updateJob({ id, input }: { id: string; input: CreateJobInput }) {
  return unwrap(api.jobs[":id"].$put({ param: { id }, json: input }));
}

/** Refreshes every jobs query and the employer dashboard's counts and listing. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
      ]),
  });
}
