/**
 * The phone outbox beside mail (`GET /api/admin/phone`): SMS and WhatsApp messages waiting, stuck
 * and given up, and what went today with its SMS parts. Read by the dashboard's SMS and WhatsApp
 * section; messages send and fail without an event, so it is refetched every minute while the
 * dashboard is open, like the mail.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getPhoneHealth() {
  return unwrap(api.admin.phone.$get());
}

export const phoneHealthQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.phone(),
    queryFn: getPhoneHealth,
    refetchInterval: 60_000,
  });

export function usePhoneHealth() {
  return useQuery({ ...phoneHealthQueryOptions(), enabled: useSignedInAs("admin") });
}
