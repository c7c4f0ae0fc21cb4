/**
 * The one query-key factory of the talent pool. Every key starts with "invitations", the
 * server-event topic, so an invitation sent or answered refetches both sides' lists; the pool's
 * search and the candidate's choice sit under it too.
 */
export const talentPoolKeys = {
  all: ["invitations"] as const,
  /** The candidate's own choice and headline. */
  choice: () => [...talentPoolKeys.all, "choice"] as const,
  /** The candidate's invitations received. */
  received: () => [...talentPoolKeys.all, "received"] as const,
  /** The employer's invitations sent and how many are left today. */
  sent: () => [...talentPoolKeys.all, "sent"] as const,
  search: (search: object) => [...talentPoolKeys.all, "search", search] as const,
};
