/**
 * The trades a candidate picks from on the quick profile steps (`GET /api/profile/trades`): the
 * search's vocabulary, named in English and Kannada. It changes only with a new release.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { tradeKeys } from "./keys";

export async function getTrades() {
  return (await unwrap(api.profile.trades.$get())).trades;
}

export const tradesQueryOptions = () =>
  queryOptions({
    queryKey: tradeKeys.all,
    queryFn: getTrades,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTrades() {
  return useQuery(tradesQueryOptions());
}
