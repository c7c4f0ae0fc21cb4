/**
 * "Alert me to jobs like these" (`POST /api/alerts`): a signed-in candidate's alert is theirs at
 * once, a guest's waits for the address to confirm it (`confirmationSent`, 201 however often it is
 * asked and whatever the address has: it is mailed a confirmation, or word that it has the alert or
 * its most alerts). For a candidate, 409 `alert_limit` past `maxAlertsPerAddress` alerts of their
 * address and 409 `alert_exists` for a search their address already has.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAlertInput } from "@app/shared/alerts";
import { api, unwrap } from "@/lib/api-client";
import { alertsKeys } from "./keys";

export function createAlert(input: CreateAlertInput) {
  return unwrap(api.alerts.$post({ json: input }));
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKeys.mine() }),
  });
}
