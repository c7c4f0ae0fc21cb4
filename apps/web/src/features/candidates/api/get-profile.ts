/**
 * The signed-in candidate's profile (`GET /api/profile`). The server answers with defaults when the
 * candidate has never saved one, so a new account gets an empty form rather than an error.
 *
 * The cache holds the answer as the server sends it, `{ profile }`: the applications feature's apply
 * dialog reads it through profileQueryOptions for the resume that goes with an application.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { profileKeys } from "./keys";

export function getProfile() {
  return unwrap(api.profile.$get());
}

export type ProfileAnswer = Awaited<ReturnType<typeof getProfile>>;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: getProfile,
  });

export function useProfile() {
  return useQuery({ ...profileQueryOptions(), select: (answer) => answer.profile, enabled: useSignedInAs("candidate") });
}
