/**
 * Send again (`POST /api/admin/mail/:id/retry`): a given-up mail goes back in the outbox and is
 * tried at once. The mail section is refetched; the caller shows the toast. A mail that was not
 * given up is refused (409 `not_given_up`), an unknown one is 404.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function retryMail(id: number) {
  return unwrap(api.admin.mail[":id"].retry.$post({ param: { id: String(id) } }, emptyJsonBody));
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    // Settled, not only on success: after a 409 the list on screen is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mail() }),
  });
}
