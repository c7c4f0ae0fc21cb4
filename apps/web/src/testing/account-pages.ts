/**
 * The fake API around the two signed-in areas that several features draw into (messages,
 * interviews): the employer dashboard's Applications tab and the candidate's My Applications.
 * `routes` adds or replaces answers.
 */
import type { CandidateApplication, EmployerApplication } from "@app/shared/applications";
import { json, mockApi, testUser, type FakeRoute } from "./render-app";

export const testEmployer = testUser({ id: "employer-1", name: "Ravi Kumar", role: "employer", company: "Chamundi Logistics" });
export const testCandidate = testUser();

export function employerDashboardApi(applications: EmployerApplication[], routes: Record<string, FakeRoute> = {}) {
  return mockApi({
    user: testEmployer,
    routes: {
      "GET /api/employer/stats": () => json({ activeJobs: 1, totalApplications: applications.length, pendingReviews: 0, totalViews: 0 }),
      "GET /api/employer/jobs": () => json({ jobs: [], totalCount: 0, page: 1, pageSize: 100 }),
      "GET /api/employer/verification": () => json({ verification: null }),
      "GET /api/applications": () => json({ applications, totalCount: applications.length, page: 1, pageSize: 20 }),
      ...routes,
    },
  });
}

export function myApplicationsApi(applications: CandidateApplication[], routes: Record<string, FakeRoute> = {}) {
  return mockApi({
    user: testCandidate,
    routes: {
      "GET /api/applications/mine": () => json({ applications, totalCount: applications.length, page: 1, pageSize: 20 }),
      ...routes,
    },
  });
}

/** A refusal as the server words it. */
export function apiError(status: number, code: string, options: { message?: string; params?: Record<string, string>; fields?: Record<string, string[]> } = {}) {
  return json({ error: { code, message: options.message ?? code, params: options.params, fields: options.fields, requestId: "r1" } }, status);
}
