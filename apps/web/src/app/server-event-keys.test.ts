import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { EventTopic } from "@app/shared/events";
import { adminKeys } from "@/features/admin/api/keys";
import { applicationsKeys } from "@/features/applications/api/keys";
import { profileKeys } from "@/features/candidates/api/keys";
import { courseKeys } from "@/features/courses/api/keys";
import { employerKeys } from "@/features/employers/api/keys";
import { jobsKeys } from "@/features/jobs/api/keys";
import { queryKeysByTopic } from "./server-event-keys";

/** A cached query of each kind the events concern. */
const cached = {
  jobList: jobsKeys.list({ page: 1 }),
  jobDetail: jobsKeys.detail("job-1"),
  savedJobs: jobsKeys.saved(),
  employerStats: employerKeys.stats(),
  employerJobs: employerKeys.jobs({ page: 1 }),
  myApplications: applicationsKeys.mine(),
  reviewApplications: applicationsKeys.reviewList(),
  profile: profileKeys.mine(),
  courseList: courseKeys.list({ view: "popular" }),
  courseDetail: courseKeys.detail("course1"),
  adminCourses: courseKeys.adminCourses(),
  myEnrollments: courseKeys.myEnrollments(),
  adminEnrollments: courseKeys.adminEnrollments({ page: 1 }),
  adminAudit: adminKeys.audit({}),
  reviewQueue: adminKeys.review(1),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof cached;

/** The cached queries an event of `topic` marks stale. */
function staleAfter(topic: EventTopic): Cached[] {
  const queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, {});
  for (const queryKey of queryKeysByTopic[topic]) void queryClient.invalidateQueries({ queryKey });
  return (Object.keys(cached) as Cached[]).filter((name) => queryClient.getQueryState(cached[name])?.isInvalidated);
}

describe("what each server event refreshes", () => {
  it("a jobs event: every jobs query and the employer dashboard", () => {
    expect(staleAfter("jobs")).toEqual(["jobList", "jobDetail", "savedJobs", "employerStats", "employerJobs", "adminAudit", "reviewQueue"]);
  });

  it("an applications event: the applications, the dashboard and the job pages' Applied badge", () => {
    expect(staleAfter("applications")).toEqual([
      "jobDetail",
      "employerStats",
      "employerJobs",
      "myApplications",
      "reviewApplications",
      "adminAudit",
      "reviewQueue",
    ]);
  });

  it("a profiles event: the profile and the admin area", () => {
    expect(staleAfter("profiles")).toEqual(["profile", "adminAudit", "reviewQueue"]);
  });

  it("a courses event: the courses, not the enrolments; an enrolments event: both", () => {
    // The admin's audit log names course changes too.
    expect(staleAfter("courses")).toEqual(["courseList", "courseDetail", "adminCourses", "adminAudit", "reviewQueue"]);
    expect(staleAfter("enrollments")).toEqual(["courseList", "courseDetail", "adminCourses", "myEnrollments", "adminEnrollments", "adminAudit", "reviewQueue"]);
  });

  it("a moderation event: the admin's queues, the employer's dashboard and the listings", () => {
    expect(staleAfter("moderation")).toEqual([
      "jobList",
      "jobDetail",
      "savedJobs",
      "employerStats",
      "employerJobs",
      "adminAudit",
      "reviewQueue",
    ]);
  });
});
