/** The one query-key factory for the candidate profile; keys start with the "profiles" event topic. */
export const profileKeys = {
  all: ["profiles"] as const,
  mine: () => [...profileKeys.all, "mine"] as const,
  /** The résumé upload, started from the résumé card or by the profile's Save: both show it as busy. */
  uploadResume: () => [...profileKeys.all, "upload-resume"] as const,
  /** A photo on its way up, or being removed: the quick steps wait for it before moving on. */
  photo: () => [...profileKeys.all, "photo"] as const,
};

/** The trades to pick from (get-trades.ts): the same for everyone and for a release, so no event concerns them. */
export const tradeKeys = { all: ["trades"] as const };
