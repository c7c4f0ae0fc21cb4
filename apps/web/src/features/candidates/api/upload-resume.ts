/**
 * Uploading a resume (`PUT /api/profile/resume`, multipart field `file`). The browser sets the
 * multipart content type with its boundary, so no header is set here. The server checks the type by
 * the file's content and replaces the previous resume.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { profileKeys } from "./keys";
import { storeProfile } from "./update-profile";

export async function uploadResume(file: File) {
  return (await unwrap(api.profile.resume.$put({ form: { file } }))).profile;
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: profileKeys.uploadResume(),
    mutationFn: uploadResume,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
