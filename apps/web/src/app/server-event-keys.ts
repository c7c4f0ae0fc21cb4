/**
 * Which queries each server event makes stale, composed from the features' key factories (lib/
 * does not import features). Besides each topic's own keys: the employer dashboard's counts and job
 * listing change with its jobs and with the applications to them; a job page shows whether the
 * candidate has applied, which an application made in another tab changes; a course's enrolled
 * count and a course page's enrolment status change with every enrolment; the admin area shows
 * all of it.
 */
import { adminKeys } from "@/features/admin/api/keys";
import { applicationsKeys } from "@/features/applications/api/keys";
import { profileKeys } from "@/features/candidates/api/keys";
import { courseKeys } from "@/features/courses/api/keys";
import { conversationKeys } from "@/features/conversations/api/keys";
import { employerKeys } from "@/features/employers/api/keys";
import { interviewKeys } from "@/features/interviews/api/keys";
import { jobsKeys } from "@/features/jobs/api/keys";
import { notificationKeys } from "@/features/notifications/api/keys";
import { talentPoolKeys } from "@/features/talent-pool/api/keys";
import { accountKeys } from "@/lib/auth";
import type { QueryKeysByTopic } from "@/lib/server-events";

export const queryKeysByTopic: QueryKeysByTopic = {
  jobs: [jobsKeys.all, employerKeys.all, adminKeys.all],
  courses: [courseKeys.all, adminKeys.all],
  applications: [applicationsKeys.all, employerKeys.all, jobsKeys.details(), adminKeys.all],
  enrollments: [courseKeys.enrollments, courseKeys.all, adminKeys.all],
  // The account's own too: an address confirmed from its mailed link, on another device, shows at once,
  // and so do the notification settings that follow it (e-mail on) and a number added in another tab.
  profiles: [profileKeys.all, adminKeys.all, accountKeys.all, notificationKeys.preferences()],
  consultations: [adminKeys.all],
  // Review, reports and verification queues, and an employer's own verification and job states.
  moderation: [adminKeys.all, employerKeys.all, jobsKeys.all],
  // A deleted account: the admin's lists hear of it as a profile change; the account's own stream ends.
  accounts: [],
  // A message sent or read: the two parties' lists, counts and open conversation, and the admin's
  // queue of reported ones (its message counts). The admin's reading is left alone: each one is audited.
  conversations: [conversationKeys.all, conversationKeys.adminQueues()],
  interviews: [interviewKeys.all],
  // An invitation sent or answered: both sides' lists (applying also sends `applications`).
  invitations: [talentPoolKeys.all],
};
