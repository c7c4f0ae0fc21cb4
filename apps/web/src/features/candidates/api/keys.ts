/** The one query-key factory for the candidate profile; keys start with the "profiles" event topic. */
export const profileKeys = {
  all: ["profiles"] as const,
  mine: () => [...profileKeys.all, "mine"] as const,
};
