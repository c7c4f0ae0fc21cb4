/**
 * "Stop this alert" from the link in its mail (`POST /api/alerts/unsubscribe?token=`): the alert is
 * deleted. The route reads no body; like every POST it is sent JSON (`{}`).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { alertsKeys } from "./keys";

export function unsubscribeAlert(token: string) {
  return unwrap(api.alerts.unsubscribe.$post({ query: { token } }, emptyJsonBody));
}

export function useUnsubscribeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.all }),
  });
}
