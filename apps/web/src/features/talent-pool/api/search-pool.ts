/** `GET /api/talent-pool`: a verified employer's search of the pool, by skills, place and job type. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PoolSearchInput } from "@app/shared/talent-pool";
import { useSignedInAs } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";
import { talentPoolKeys } from "./keys";

export function searchPool(search: PoolSearchInput) {
  const query: Record<string, string> = {};
  if (search.q) query.q = search.q;
  if (search.place) query.place = search.place;
  if (search.type) query.type = search.type;
  if (search.page && search.page !== 1) query.page = String(search.page);
  return unwrap(api["talent-pool"].$get({ query }));
}

export const poolSearchQueryOptions = (search: PoolSearchInput) =>
  queryOptions({ queryKey: talentPoolKeys.search(search), queryFn: () => searchPool(search) });

/** The previous answer stays on screen while a new search loads. */
export function usePoolSearch(search: PoolSearchInput, options: { enabled?: boolean } = {}) {
  const employer = useSignedInAs("employer");
  return useQuery({ ...poolSearchQueryOptions(search), placeholderData: keepPreviousData, enabled: () => (options.enabled ?? true) && employer() });
}
