/**
 * The employer dashboard's test data and fake API, on top of `@/testing/render-app`: an employer,
 * their jobs with counts, and answers for every read the dashboard makes. The applications feature
 * has its own (features do not import each other, tests included).
 */
import type { EmployerJob, EmployerStats } from "@app/shared/applications";
import type { SessionUser } from "@app/shared/user";
import { testJob } from "@/testing/factories";
import { json, mockApi, testUser, type FakeRoute } from "@/testing/render-app";


export const employer: SessionUser = testUser({
  id: "employer-1",
  name: "Ravi Kumar",
  email: "ravi@chamundi.example",
  role: "employer",
  company: "Chamundi Logistics",
});

export function testEmployerJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  return { ...testJob({ employerId: employer.id }), applicationCount: 0, pendingCount: 0, reviewRequestedAt: null, ...overrides };
}

export const noStats: EmployerStats = { activeJobs: 0, totalApplications: 0, pendingReviews: 0, totalViews: 0 };

/** A page of `GET /api/employer/jobs`, as asked for by the request's page and pageSize. */
export function jobPage(jobs: EmployerJob[], request: Request, totalCount = jobs.length) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get("page") ?? 1);
  const pageSize = Number(params.get("pageSize") ?? 20);
  return json({ jobs, totalCount, page, pageSize });
}

/** The signed-in employer with these jobs and stats, and no applications; `routes` adds or replaces answers. */
export function dashboardApi({
  user = employer,
  jobs = [],
  stats = noStats,
  routes = {},
}: {
  user?: SessionUser;
  jobs?: EmployerJob[];
  stats?: EmployerStats;
  routes?: Record<string, FakeRoute>;
} = {}) {
  return mockApi({
    user,
    routes: {
      "GET /api/employer/stats": () => json(stats),
      "GET /api/employer/jobs": (request) => jobPage(jobs, request),
      "GET /api/applications": () => json({ applications: [], totalCount: 0, page: 1, pageSize: 20 }),
      "GET /api/employer/verification": () => json({ verification: null }),
      ...routes,
    },
  });
}

