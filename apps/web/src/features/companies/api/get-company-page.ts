/** One company page (`GET /api/companies/:slug`): 404 for none, 410 for a deleted employer's (ApiError). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { companyKeys } from "./keys";

export async function getCompanyPage(slug: string) {
  return (await unwrap(api.companies[":slug"].$get({ param: { slug } }))).page;
}

export const companyPageQueryOptions = (slug: string) => queryOptions({ queryKey: companyKeys.page(slug), queryFn: () => getCompanyPage(slug) });

export function useCompanyPage(slug: string) {
  return useQuery(companyPageQueryOptions(slug));
}
