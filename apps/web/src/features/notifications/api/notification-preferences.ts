/**
 * The signed-in person's channels for each kind of news: `GET` and `PUT /api/notifications/preferences`,
 * and `PUT /api/notifications/language`, the site's language switch their texts follow.
 * Candidates and employers only; the admin has none.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@app/shared/constants";
import type { NotificationPreferencesInput } from "@app/shared/notifications";
import { useCurrentUser } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";
import { notificationKeys } from "./keys";

export function getNotificationPreferences() {
  return unwrap(api.notifications.preferences.$get());
}

export const notificationPreferencesQueryOptions = () => queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  const role = useCurrentUser().data?.role;
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled: role === "candidate" || role === "employer" });
}

/**
 * For a change the settings follow that is made elsewhere (a number added on the contact card): the
 * settings are read again, so the card shows what the server now holds.
 */
export function useRefreshNotificationPreferences() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() });
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

/** The site switched to `language`: the person's SMS and WhatsApp messages follow it (the card shows it). */
export function chooseTextLanguage(language: Language) {
  return unwrap(api.notifications.language.$put({ json: { language } }));
}

export function useChooseTextLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseTextLanguage,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.preferences(), settings),
  });
}
