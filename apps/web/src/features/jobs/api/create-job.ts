import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateJobInput } from "@app/shared/jobs";
import { employerKeys } from "@/features/employers/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/** POST /api/jobs (employers only): the job is active at once, so it is on /jobs straight away. */
export function createJob(input: CreateJobInput) {
  return unwrap(api.jobs.$post({ json: input }));
}

/** Refreshes every jobs query and the employer dashboard's counts and listing. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
      ]),
  });
}
