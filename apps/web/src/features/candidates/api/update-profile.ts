/**
 * Saving the profile form (`PATCH /api/profile`). The answer is the saved profile: it replaces the
 * cached one, and the signed-in user's name and phone follow it so the navbar shows the new name.
 */
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CandidateProfile, UpdateProfileInput } from "@app/shared/candidates";
import { api, unwrap } from "@/lib/api-client";
import { currentUserQueryOptions } from "@/lib/auth";
import { profileQueryOptions } from "./get-profile";

export async function updateProfile(input: UpdateProfileInput) {
  return (await unwrap(api.profile.$patch({ json: input }))).profile;
}

/** Puts a profile the server just returned into the cache (also used by the resume calls). */
export function storeProfile(queryClient: QueryClient, profile: CandidateProfile) {
  queryClient.setQueryData(profileQueryOptions().queryKey, { profile });
  queryClient.setQueryData(currentUserQueryOptions().queryKey, (user) =>
    user ? { ...user, name: profile.name, phone: profile.phone } : user,
  );
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
