/**
 * An address added to an account made with a phone, confirmed from the link mailed to it
 * (`POST /api/accounts/email/confirm`). Only on the press of a button, never as the page opens:
 * mail scanners open the links in a mail.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { accountKeys } from "@/lib/auth";

export function confirmEmail(token: string) {
  return unwrap(api.accounts.email.confirm.$post({ json: { token } }));
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // Confirmed in a browser signed in to the account: its address, and no address waiting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
