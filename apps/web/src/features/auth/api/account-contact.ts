/**
 * The signed-in account's ways in and out besides its password: a mobile number confirmed by a code
 * sent to it (ADR 054), changed the same way or removed, and an e-mail address for an account made with a phone, confirmed by a link
 * mailed to it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@app/shared/constants";
import type { SessionUser } from "@app/shared/user";
import { api, unwrap } from "@/lib/api-client";
import { accountKeys, currentUserQueryOptions } from "@/lib/auth";

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

/** Takes the number the page shows off the account; the server refuses it where it is the only way to sign in. */
export function useRemovePhoneNumber() {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: async (variables: { phoneNumber: string }) => (await unwrap(api.accounts.phone.number.$delete({ json: variables }))).user,
    onSuccess: setCurrentUser,
  });
}

/** The address the account waits to confirm from the link mailed to it, if any. */
export const accountEmailKeys = {
  pending: () => [...accountKeys.all, "email", "pending"] as const,
};

export const pendingEmailQueryOptions = () =>
  queryOptions({
    queryKey: accountEmailKeys.pending(),
    queryFn: async () => (await unwrap(api.accounts.email.pending.$get())).pending,
  });

export function usePendingEmail(enabled: boolean) {
  return useQuery({ ...pendingEmailQueryOptions(), enabled });
}

/** Mails a link to the address (again, for "Send again"); the address is the account's once it is opened. */
export function useAddEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { email: string; language: Language }) => (await unwrap(api.accounts.email.$post({ json: variables }))).pending,
    onSuccess: (pending) => queryClient.setQueryData(accountEmailKeys.pending(), pending),
  });
}
