/**
 * The signed-in candidate's profile (`GET /api/profile`), read here for its resume: the apply dialog
 * says which resume goes with the application. Features do not import each other, so this is a
 * small copy of the candidates feature's fetcher under the very same key (profileKeys.mine() in
 * features/candidates/api/keys.ts): both share one cache entry and one request.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const myProfileKey = ["profiles", "mine"] as const;

export function getMyProfile() {
  return unwrap(api.profile.$get());
}

export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: myProfileKey,
    queryFn: getMyProfile,
  });

export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myProfileQueryOptions(), enabled });
}
