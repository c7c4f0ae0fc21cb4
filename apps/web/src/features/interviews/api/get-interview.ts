/** One application's interview, for its two parties (`GET /api/applications/:id/interview`); null before any. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSignedInAs } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";
import { interviewKeys } from "./keys";

export function getInterview(applicationId: string) {
  return unwrap(api.applications[":id"].interview.$get({ param: { id: applicationId } }));
}

export const interviewQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: interviewKeys.detail(applicationId),
    queryFn: () => getInterview(applicationId),
  });

export function useInterview(applicationId: string) {
  const candidate = useSignedInAs("candidate");
  const employer = useSignedInAs("employer");
  return useQuery({ ...interviewQueryOptions(applicationId), enabled: () => candidate() || employer() });
}
