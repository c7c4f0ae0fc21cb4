/**
 * Reporting a job (`POST /api/jobs/:id/reports`; guests too). One report per visitor per job: a
 * second one is a 409 `already_reported`. When the report hides the job, the server's `jobs` event
 * refreshes the job's page.
 */
import { useMutation } from "@tanstack/react-query";
import type { CreateReportInput } from "@app/shared/trust";
import { api, unwrap } from "@/lib/api-client";

export function reportJob(jobId: string, input: CreateReportInput) {
  return unwrap(api.jobs[":id"].reports.$post({ param: { id: jobId }, json: input }));
}

export function useReportJob(jobId: string) {
  return useMutation({ mutationFn: (input: CreateReportInput) => reportJob(jobId, input) });
}
