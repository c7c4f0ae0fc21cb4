/**
 * Dismiss (`POST /api/admin/reports/:jobId/dismiss`): the admin finds nothing wrong; the job's open
 * reports are closed and a job they hid is listed again. The queue, the admin's lists and the
 * job's pages are refetched.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jobsKeys } from "@/features/jobs/api/keys";
import { adminAreaKey } from "@/lib/admin-keys";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";

export function dismissReports(jobId: string) {
  return unwrap(api.admin.reports[":jobId"].dismiss.$post({ param: { jobId } }, emptyJsonBody));
}

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAreaKey }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
