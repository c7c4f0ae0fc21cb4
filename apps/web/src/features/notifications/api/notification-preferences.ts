/**
 * The signed-in person's channels for each kind of news: `GET` and `PUT /api/notifications/preferences`.
 * Candidates and employers only; the admin has none.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferencesInput } from "@app/shared/notifications";
import { useCurrentUser } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";

export const notificationKeys = { preferences: () => ["notification-preferences"] as const };

export function getNotificationPreferences() {
  return unwrap(api.notifications.preferences.$get());
}

export const notificationPreferencesQueryOptions = () => queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  const role = useCurrentUser().data?.role;
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled: role === "candidate" || role === "employer" });
}

export function saveNotificationPreferences(input: NotificationPreferencesInput) {
  return unwrap(api.notifications.preferences.$put({ json: input }));
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
  });
}
