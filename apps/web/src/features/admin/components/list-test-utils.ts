/** Admin list rows, pages and fake `/api/admin/{jobs,candidates,employers}` answers for the list tests. */
import type {
  AdminCandidate,
  AdminCandidateDetail,
  AdminDeletion,
  AdminEmployer,
  AdminJob,
} from "@app/shared/admin";
import { json, testUser } from "@/testing/render-app";

let counter = 0;
const next = () => (counter += 1);

export const admin = testUser({ id: "admin-1", role: "admin", name: "Site Admin", email: "admin@example.com" });

export function testAdminJob(overrides: Partial<AdminJob> = {}): AdminJob {
  const n = next();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Delivery Executive ${n}`,
    company: "Chamundi Logistics",
    location: "Mysuru",
    type: "Full-time",
    status: "active",
    views: 12,
    postedAt: "2024-03-05T10:00:00.000Z",
    employerId: "employer-1",
    applications: 0,
    ...overrides,
  };
}

export function testAdminCandidate(overrides: Partial<AdminCandidate> = {}): AdminCandidate {
  const n = next();
  return {
    id: `candidate${n}`,
    name: `Kavya Gowda ${n}`,
    email: `kavya${n}@example.com`,
    phone: "9900112233",
    registeredAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

export function testAdminEmployer(overrides: Partial<AdminEmployer> = {}): AdminEmployer {
  const n = next();
  return {
    id: `employer${n}`,
    name: `Ravi Kumar ${n}`,
    company: "Chamundi Logistics",
    email: `ravi${n}@example.com`,
    phone: "9845012345",
    jobsPosted: 2,
    registeredAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

export function testCandidateDetail(candidate: AdminCandidate, overrides: Partial<AdminCandidateDetail> = {}): AdminCandidateDetail {
  return {
    candidate: { ...candidate, bio: "", skills: [], education: [], experience: [], resume: null },
    applications: [],
    enrollments: [],
    ...overrides,
  };
}

export const noDeletion: AdminDeletion = { jobs: 0, applications: 0, savedJobs: 0, enrollments: 0, files: 0, sessions: 0 };

/** A page of a list as the API answers it: `rows` under `key`, 100 a page. */
export function listPage<Key extends string>(key: Key, rows: unknown[], overrides: { totalCount?: number; page?: number } = {}) {
  return json({ [key]: rows, totalCount: rows.length, page: 1, pageSize: 100, ...overrides });
}

/** The query of a request the fake `fetch` received. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
