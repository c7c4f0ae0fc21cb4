/**
 * The candidate's photo (`PUT /api/profile/photo`, multipart field `file`; `DELETE` removes it). The
 * server checks the file by its content and keeps a small WebP it made; the profile it answers with
 * carries the photo's new address.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { profileKeys } from "./keys";
import { storeProfile } from "./update-profile";

export async function uploadPhoto(file: File) {
  return (await unwrap(api.profile.photo.$put({ form: { file } }))).profile;
}

export async function removePhoto() {
  return (await unwrap(api.profile.photo.$delete())).profile;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: profileKeys.photo(), mutationFn: uploadPhoto, onSuccess: (profile) => storeProfile(queryClient, profile) });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: profileKeys.photo(), mutationFn: removePhoto, onSuccess: (profile) => storeProfile(queryClient, profile) });
}
