/**
 * What the outbox has not delivered (`GET /api/admin/mail`): how many mails wait, how many of them
 * are stuck, how many were given up, and those stuck or given up. Read by the dashboard's Mail
 * section. Mail sends and fails without an event, so it is also refetched every minute while the
 * dashboard is open, like the dashboard's figures.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getMailHealth() {
  return unwrap(api.admin.mail.$get());
}

export const mailHealthQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.mail(),
    queryFn: getMailHealth,
    refetchInterval: 60_000,
  });

export function useMailHealth() {
  return useQuery({ ...mailHealthQueryOptions(), enabled: useSignedInAs("admin") });
}
