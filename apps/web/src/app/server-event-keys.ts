/**
 * Which queries each server event makes stale, composed from the features' key factories (lib/
 * does not import features). Besides each topic's own keys: the employer dashboard's counts and job
 * listing change with its jobs and with the applications to them; a job page shows whether the
 * candidate has applied, which an application made in another tab changes; a course's enrolled
 * count and a course page's enrolment status change with every enrolment.
 */
import { applicationsKeys } from "@/features/applications/api/keys";
import { profileKeys } from "@/features/candidates/api/keys";
import { employerKeys } from "@/features/employers/api/keys";
import { jobsKeys } from "@/features/jobs/api/keys";
import type { QueryKeysByTopic } from "@/lib/server-events";

// The courses feature's key factory is not in the tree yet: its topics' roots are named until it is.
const courseKeysAll = ["courses"] as const;
const enrollmentKeysAll = ["enrollments"] as const;

export const queryKeysByTopic: QueryKeysByTopic = {
  jobs: [jobsKeys.all, employerKeys.all],
  courses: [courseKeysAll],
  applications: [applicationsKeys.all, employerKeys.all, jobsKeys.details()],
  enrollments: [enrollmentKeysAll, courseKeysAll],
  profiles: [profileKeys.all],
};
