/** The site's branding and community links (`GET /api/site`), configured on the server. */
import { pageQueryOptions, usePageQuery } from "./page-query";

export const siteKeys = {
  all: ["site"] as const,
};

export const siteQueryOptions = () =>
  pageQueryOptions({
    queryKey: siteKeys.all,
    // The client on asking (the app has it already): a page's islands only read the page's answer.
    queryFn: async () => {
      const { api, unwrap } = await import("./api-client");
      return unwrap(api.site.$get());
    },
    // Configuration changes only with a server restart.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A page query (page-query.ts), so an island reads it from the page. */
export function useSite() {
  return usePageQuery(siteQueryOptions());
}
