/**
 * Send again (`POST /api/admin/phone/:id/retry`): a given-up SMS or WhatsApp message goes back in
 * the phone outbox and is tried at once. The section is refetched; the caller shows the toast. A
 * message that was not given up is refused (409 `not_given_up`), a one-time code always (409
 * `code_not_sent_again`), an unknown one is 404.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function retryPhoneMessage(id: number) {
  return unwrap(api.admin.phone[":id"].retry.$post({ param: { id: String(id) } }, emptyJsonBody));
}

export function useRetryPhoneMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPhoneMessage,
    // Settled, not only on success: after a 409 the list on screen is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.phone() }),
  });
}
