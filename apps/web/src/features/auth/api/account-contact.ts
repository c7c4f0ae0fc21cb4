/**
 * The signed-in account's ways in and out besides its password: a mobile number confirmed by a code
 * sent to it (ADR 054), and an e-mail address for an account made with a phone.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@app/shared/constants";
import type { SessionUser } from "@app/shared/user";
import { api, unwrap } from "@/lib/api-client";
import { currentUserQueryOptions } from "@/lib/auth";

export function useAskAddNumberCode() {
  return useMutation({
    mutationFn: (variables: { phoneNumber: string; language: Language }) => unwrap(api.accounts.phone.number.code.$post({ json: variables })),
  });
}

/** The account changed: the header, the profile and every other reader of the current user follow. */
function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

export function useAddPhoneNumber() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: async (variables: { phoneNumber: string; code: string }) => (await unwrap(api.accounts.phone.number.$post({ json: variables }))).user,
    onSuccess: setCurrentUser,
  });
}

export function useAddEmail() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: async (email: string) => (await unwrap(api.accounts.email.$post({ json: { email } }))).user,
    onSuccess: setCurrentUser,
  });
}
