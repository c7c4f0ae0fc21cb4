/**
 * The alerts on /alerts: the signed-in candidate's (`GET /api/alerts`), or every alert of the
 * address a mailed link was saved for (`GET /api/alerts/by-token/:token`, no sign-in).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { alertsKeys } from "./keys";

export function listMyAlerts() {
  return unwrap(api.alerts.$get());
}

export const myAlertsQueryOptions = () => queryOptions({ queryKey: alertsKeys.mine(), queryFn: listMyAlerts });

export function useMyAlerts({ enabled }: { enabled: boolean | (() => boolean) }) {
  return useQuery({ ...myAlertsQueryOptions(), enabled });
}

export function listAlertsByToken(token: string) {
  return unwrap(api.alerts["by-token"][":token"].$get({ param: { token } }));
}

export const alertsByTokenQueryOptions = (token: string) => queryOptions({ queryKey: alertsKeys.byToken(token), queryFn: () => listAlertsByToken(token) });

export function useAlertsByToken(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...alertsByTokenQueryOptions(token), enabled });
}
