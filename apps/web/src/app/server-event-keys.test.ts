import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { EventTopic } from "@app/shared/events";
import { adminKeys } from "@/features/admin/api/keys";
import { applicationsKeys } from "@/features/applications/api/keys";
import { profileKeys } from "@/features/candidates/api/keys";
import { conversationKeys } from "@/features/conversations/api/keys";
import { courseKeys } from "@/features/courses/api/keys";
import { employerKeys } from "@/features/employers/api/keys";
import { interviewKeys } from "@/features/interviews/api/keys";
import { jobsKeys } from "@/features/jobs/api/keys";
import { notificationKeys } from "@/features/notifications/api/keys";
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
  notificationSettings: notificationKeys.preferences(),
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

  it("a profiles event: the profile, the notification settings (an address or a number added) and the admin area", () => {
    expect(staleAfter("profiles")).toEqual(["profile", "adminAudit", "reviewQueue", "notificationSettings"]);
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

describe("what the messages' and interviews' events refresh", () => {
  /** Which of `keys` an event of `topic` marks stale. */
  function staleOf(topic: EventTopic, keys: Record<string, QueryKey>): string[] {
    const queryClient = new QueryClient();
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    for (const queryKey of queryKeysByTopic[topic]) void queryClient.invalidateQueries({ queryKey });
    return Object.keys(keys).filter((name) => queryClient.getQueryState(keys[name]!)?.isInvalidated);
  }
  const keys = {
    conversations: conversationKeys.list(),
    unread: conversationKeys.unread(),
    messages: conversationKeys.messages("application-1"),
    reportedQueue: conversationKeys.adminQueue({ page: 1 }),
    adminReading: conversationKeys.adminReading("application-1"),
    interview: interviewKeys.detail("application-1"),
    comingInterviews: interviewKeys.coming(),
  } satisfies Record<string, QueryKey>;

  it("a conversations event: the lists, the count, the open conversation and the admin's queue, not the admin's audited reading", () => {
    expect(staleOf("conversations", keys)).toEqual(["conversations", "unread", "messages", "reportedQueue"]);
  });

  it("an interviews event: every interview on screen", () => {
    expect(staleOf("interviews", keys)).toEqual(["interview", "comingInterviews"]);
  });

  it("a moderation event (a report, a close, a dismissal): the admin's queue", () => {
    expect(staleOf("moderation", keys)).toEqual(["reportedQueue"]);
  });
});
