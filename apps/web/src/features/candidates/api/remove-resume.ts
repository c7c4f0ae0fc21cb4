/** Removing the profile's resume (`DELETE /api/profile/resume`); applications keep the one they were sent with. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { storeProfile } from "./update-profile";

export async function removeResume() {
  return (await unwrap(api.profile.resume.$delete())).profile;
}

export function useRemoveResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeResume,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
