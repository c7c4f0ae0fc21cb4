/** Consultation requests for the admin, newest first, open or handled, 20 a page (`GET /api/admin/consultations`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ConsultationListInput } from "@app/shared/admin";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { adminKeys } from "./keys";

export function listConsultations(params: ConsultationListInput) {
  return unwrap(api.admin.consultations.$get({ query: toQuery(params) }));
}

export const consultationsQueryOptions = (params: ConsultationListInput) =>
  queryOptions({
    queryKey: adminKeys.consultations(params),
    queryFn: () => listConsultations(params),
  });

/** While another page or filter loads, the requests on screen stay (dimmed). */
export function useConsultations(params: ConsultationListInput) {
  return useQuery({ ...consultationsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
