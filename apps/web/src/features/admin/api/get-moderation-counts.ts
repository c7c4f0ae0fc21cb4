/**
 * What waits in each trust-and-safety queue (`GET /api/admin/moderation/counts`): held jobs, jobs
 * with open reports, verification requests, reported conversations, held company pages. The
 * sidebar and the dashboard read this one query; moderation events refetch it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getModerationCounts() {
  return unwrap(api.admin.moderation.counts.$get());
}

export const moderationCountsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.moderationCounts(), queryFn: getModerationCounts });

export function useModerationCounts() {
  return useQuery({ ...moderationCountsQueryOptions(), enabled: useSignedInAs("admin") });
}
