/**
 * The one query-key factory for applications. Every key starts with "applications", the server-event
 * topic, so a status change or a new application refetches every applications query on screen.
 */
import type { ApplicationListInput } from "@app/shared/applications";

export const applicationsKeys = {
  all: ["applications"] as const,
  /** The signed-in candidate's own applications (My Applications). */
  mine: (params: ApplicationListInput = {}) => [...applicationsKeys.all, "mine", params] as const,
  /** Applications to the signed-in employer's jobs (or all, for the admin). */
  reviewLists: () => [...applicationsKeys.all, "review"] as const,
  reviewList: (params: ApplicationListInput = {}) => [...applicationsKeys.reviewLists(), params] as const,
};
