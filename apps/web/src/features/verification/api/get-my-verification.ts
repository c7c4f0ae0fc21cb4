/** `GET /api/employer/verification`: the signed-in employer's latest request, or null before the first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { verificationKeys } from "./keys";

export async function getMyVerification() {
  return (await unwrap(api.employer.verification.$get())).verification;
}

export const myVerificationQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.mine(),
    queryFn: getMyVerification,
  });

export function useMyVerification() {
  return useQuery({ ...myVerificationQueryOptions(), enabled: useSignedInAs("employer") });
}
