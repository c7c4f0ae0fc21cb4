/**
 * The employer dashboard's test data and fake API, on top of `@/testing/render-app`: an employer,
 * their jobs with counts, and answers for every read the dashboard makes. The applications feature
 * has its own (features do not import each other, tests included).
 */
import type { Mock } from "vitest";
import type { EmployerJob, EmployerStats } from "@app/shared/applications";
import type { SessionUser } from "@app/shared/user";
import { json, mockApi, testUser, type FakeRoute } from "@/testing/render-app";

let counter = 0;

export const employer: SessionUser = testUser({
  id: "employer-1",
  name: "Ravi Kumar",
  email: "ravi@chamundi.example",
  role: "employer",
  company: "Chamundi Logistics",
});

export function testEmployerJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    title: `Delivery Executive ${counter}`,
    company: "Chamundi Logistics",
    location: "Vijayanagar, Mysuru",
    salaryMin: 15000,
    salaryMax: 22000,
    salary: "₹15,000 - ₹22,000 per month",
    type: "Full-time",
    status: "active",
    description: "Deliver orders across the city.",
    requirements: null,
    responsibilities: null,
    employerId: employer.id,
    views: 0,
    flags: [],
    postedAt: "2024-03-05T10:00:00.000Z",
    expiresAt: null,
    filledAt: null,
    applicationCount: 0,
    pendingCount: 0,
    ...overrides,
  };
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
      ...routes,
    },
  });
}

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Every request to `path` so far, with its method, query and JSON body. */
export function requestsTo(fetchMock: FetchMock, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      return {
        method: (init?.method ?? "GET").toUpperCase(),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
        headers: new Headers(init?.headers),
      };
    })
    .filter((request) => request.path === path);
}
