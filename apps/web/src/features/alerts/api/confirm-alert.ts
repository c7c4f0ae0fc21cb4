/**
 * A guest's alert confirmed from the mailed link (`POST /api/alerts/confirm`). Only on the press of
 * a button, never as the page opens: mail scanners open the links in a mail.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export function confirmAlert(token: string) {
  return unwrap(api.alerts.confirm.$post({ json: { token } }));
}

export function useConfirmAlert() {
  return useMutation({ mutationFn: confirmAlert });
}
