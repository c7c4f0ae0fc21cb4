/**
 * The one query-key factory for the signed-in person's notification settings: a file of its own, so
 * the server events' map (app/server-event-keys.ts) names the settings without the hooks that fetch
 * them.
 */
export const notificationKeys = { preferences: () => ["notification-preferences"] as const };
