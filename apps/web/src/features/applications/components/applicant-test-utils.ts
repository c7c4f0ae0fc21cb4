/**
 * Applications as the employer sees them, and the employer dashboard's fake API around them, for
 * the applicant list's and card's tests (on top of `@/testing/render-app`).
 */
import type { EmployerApplication } from "@app/shared/applications";
import { json, mockApi, testUser, type FakeRoute } from "@/testing/render-app";

let counter = 0;

export const reviewer = testUser({ id: "employer-1", name: "Ravi Kumar", role: "employer", company: "Chamundi Logistics" });

export const tailorJobId = "00000000-0000-4000-8000-00000000a001";
export const cookJobId = "00000000-0000-4000-8000-00000000a002";

export function testApplication(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  counter += 1;
  const id = String(counter).padStart(12, "0");
  return {
    id: `10000000-0000-4000-8000-${id}`,
    jobId: tailorJobId,
    jobTitle: "Tailor",
    jobTitleKn: null,
    company: "Chamundi Logistics",
    jobStatus: "active",
    candidateId: `candidate-${counter}`,
    candidateName: "Asha Rao",
    candidateEmail: "asha@example.com",
    candidatePhone: "9845012345",
    candidateLanguage: "en",
    candidateExperienceYears: null,
    candidateEducationLevel: null,
    candidateLanguages: [],
    candidatePhoto: null,
    status: "pending",
    coverLetter: null,
    resume: { id: `20000000-0000-4000-8000-${id}`, name: "asha-rao.pdf", type: "pdf", size: 12_345, uploadedAt: "2024-03-01T10:00:00.000Z" },
    appliedAt: "2024-03-06T10:00:00.000Z",
    updatedAt: "2024-03-06T10:00:00.000Z",
    ...overrides,
  };
}

/** A page of `GET /api/applications` for the request's page and pageSize. */
export function applicationPage(applications: EmployerApplication[], request: Request, totalCount = applications.length) {
  const params = new URL(request.url).searchParams;
  return json({
    applications,
    totalCount,
    page: Number(params.get("page") ?? 1),
    pageSize: Number(params.get("pageSize") ?? 20),
  });
}

const jobChoice = (id: string, title: string) => ({
  id,
  title,
  company: "Chamundi Logistics",
  location: "Mysuru",
  salaryMin: null,
  salaryMax: null,
  salary: "Salary not specified",
  type: "Full-time",
  status: "active",
  description: "Work.",
  requirements: null,
  responsibilities: null,
  employerId: reviewer.id,
  views: 0,
  flags: [],
  postedAt: "2024-03-05T10:00:00.000Z",
  expiresAt: null,
  filledAt: null,
  applicationCount: 1,
  pendingCount: 1,
});

/** The signed-in employer with two jobs (Tailor, Cook) and these applications; `routes` adds or replaces answers. */
export function reviewApi({
  applications = [],
  routes = {},
}: { applications?: EmployerApplication[]; routes?: Record<string, FakeRoute> } = {}) {
  return mockApi({
    user: reviewer,
    routes: {
      "GET /api/employer/stats": () => json({ activeJobs: 2, totalApplications: applications.length, pendingReviews: 0, totalViews: 0 }),
      "GET /api/employer/jobs": () =>
        json({ jobs: [jobChoice(tailorJobId, "Tailor"), jobChoice(cookJobId, "Cook")], totalCount: 2, page: 1, pageSize: 100 }),
      "GET /api/applications": (request) => applicationPage(applications, request),
      "GET /api/employer/verification": () => json({ verification: null }),
      ...routes,
    },
  });
}

