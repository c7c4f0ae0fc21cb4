/** The site's branding and community links (`GET /api/site`), configured on the server. */
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";
import { usePageQuery } from "./page-query";

export const siteKeys = {
  all: ["site"] as const,
};

export const siteQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.all,
    queryFn: () => unwrap(api.site.$get()),
    // Configuration changes only with a server restart.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A page query (page-query.ts), so an island reads it from the page. */
export function useSite() {
  return usePageQuery(siteQueryOptions());
}
