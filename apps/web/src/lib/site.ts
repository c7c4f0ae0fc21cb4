/** The site's branding and community links (`GET /api/site`), configured on the server. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

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

export function useSite() {
  return useQuery(siteQueryOptions());
}
