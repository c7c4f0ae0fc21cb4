/**
 * Making a résumé from the profile (`POST /api/profile/resume/made`), in the language chosen for it:
 * the server writes the PDF and makes it the profile's résumé, as an upload would.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@app/shared/constants";
import { api, unwrap } from "@/lib/api-client";
import { storeProfile } from "./update-profile";

export async function makeResume(language: Language) {
  return (await unwrap(api.profile.resume.made.$post({ json: { language } }))).profile;
}

export function useMakeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeResume,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
