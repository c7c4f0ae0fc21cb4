/**
 * The one query-key factory for interviews. Every key starts with "interviews", the server-event
 * topic (its id is the application's), so a proposal, an answer or a cancellation refetches every
 * interview on screen, on both sides.
 */
export const interviewKeys = {
  all: ["interviews"] as const,
  /** One application's interview. */
  detail: (applicationId: string) => [...interviewKeys.all, "application", applicationId] as const,
  /** The employer's coming interviews (the dashboard's list). */
  coming: () => [...interviewKeys.all, "coming"] as const,
};
