/** Server events (`GET /api/events`): they name what changed; the web app refetches that data. */
/**
 * `conversations`: a message was sent or read in the conversation of application `id` (its two
 * parties); `interviews`: the interview of application `id` changed (its two parties).
 * `accounts`: an account was deleted (`id`, the admin only); its own open streams end on it, and
 * reconnect signed out. `invitations`: talent pool invitation `id` was sent or answered (its
 * candidate and employer).
 */
export const eventTopics = ["jobs", "courses", "applications", "enrollments", "profiles", "consultations", "moderation", "accounts", "conversations", "interviews", "invitations"] as const;
export type EventTopic = (typeof eventTopics)[number];

export interface AppEvent {
  topic: EventTopic;
  /** The changed object, when there is one. */
  id?: string;
  /**
   * Who may hear it besides the admin. Absent: everyone (jobs, courses). Otherwise only these
   * users (the candidate and the employer an application concerns, …).
   */
  userIds?: string[];
}

export const heartbeatSeconds = 30;
/** The client waits this long before each reconnection attempt, then stays at the last. */
export const reconnectDelaysMs = [1000, 2000, 5000, 10_000] as const;
