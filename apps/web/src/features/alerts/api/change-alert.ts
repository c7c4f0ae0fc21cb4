/**
 * Pause, resume, change how often (`PATCH`) and delete (`DELETE`) an alert, the candidate's own
 * (`/api/alerts/:id`) or by a mailed link (`/api/alerts/by-token/:token/:id`). The list on screen
 * takes the server's answer at once, with no second request: after a delete by link, asking again
 * could find the link gone with its alert.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobAlert, UpdateAlertInput } from "@app/shared/alerts";
import { api, unwrap } from "@/lib/api-client";
import { ownerKey, type AlertOwner } from "./keys";

export function updateAlert(owner: AlertOwner, id: string, input: UpdateAlertInput) {
  return owner.kind === "mine"
    ? unwrap(api.alerts[":id"].$patch({ param: { id }, json: input }))
    : unwrap(api.alerts["by-token"][":token"][":id"].$patch({ param: { token: owner.token, id }, json: input }));
}

export function deleteAlert(owner: AlertOwner, id: string) {
  return owner.kind === "mine"
    ? unwrap(api.alerts[":id"].$delete({ param: { id } }))
    : unwrap(api.alerts["by-token"][":token"][":id"].$delete({ param: { token: owner.token, id } }));
}

type AlertList = { alerts: JobAlert[] };

export function useUpdateAlert(owner: AlertOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateAlertInput }) => updateAlert(owner, id, input),
    onSuccess: ({ alert }) =>
      queryClient.setQueryData<AlertList>(ownerKey(owner), (list) =>
        list ? { ...list, alerts: list.alerts.map((each) => (each.id === alert.id ? alert : each)) } : list,
      ),
  });
}

export function useDeleteAlert(owner: AlertOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAlert(owner, id),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<AlertList>(ownerKey(owner), (list) => (list ? { ...list, alerts: list.alerts.filter((each) => each.id !== id) } : list)),
  });
}
