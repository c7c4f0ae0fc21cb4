/**
 * The admin dashboard's test data and fake API, on top of `@/testing/render-app`: the admin, a
 * dashboard answer with every count distinct (so a test can tell them apart), 30 days of activity
 * and a page of consultation requests.
 */
import type { AdminConsultation, AdminDashboard, ConsultationPage, DailyActivity } from "@app/shared/admin";
import type { SessionUser } from "@app/shared/user";
import { json, mockApi, testUser, type FakeRoute } from "@/testing/render-app";

export const admin: SessionUser = testUser({ id: "admin-1", role: "admin", name: "Site Admin", email: "admin@example.com" });

export function testDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    visitors: { realtime: 7, total: 123_456, localArea: 45_678, region: "Karnataka" },
    stats: {
      candidates: 1_234_567,
      employers: 89,
      activeJobs: 42,
      enrollments: 318,
      pendingEnrollments: 12,
      unhandledConsultations: 5,
    },
    topViewedJobs: [
      { id: "job-1", title: "Delivery Executive", company: "Chamundi Logistics", status: "active", views: 15_200 },
      { id: "job-2", title: "Tailor", company: "Mysore Silks", status: "filled", views: 870 },
    ],
    recentApplications: [
      {
        id: "application-1",
        jobId: "job-1",
        jobTitle: "Delivery Executive",
        candidateName: "Kavya Gowda",
        status: "shortlisted",
        appliedAt: "2025-01-31T05:00:00.000Z",
      },
    ],
    recentEnrollments: [
      {
        id: "enrollment-1",
        courseId: "course1",
        courseTitle: "Interview Mastery",
        studentName: "Arjun Shetty",
        status: "pending",
        requestedAt: "2025-01-30T05:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

/** `activityDays` days ending 2025-01-31, with one application on the last day and two sign-ups on the first. */
export function testActivity(): DailyActivity {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2025, 0, 2 + index)).toISOString().slice(0, 10);
    return { day, applications: index === 29 ? 1 : 0, signUps: index === 0 ? 2 : 0, enrollments: 0 };
  });
  return { days };
}

let counter = 0;

export function testConsultation(overrides: Partial<AdminConsultation> = {}): AdminConsultation {
  counter += 1;
  return {
    id: `consultation-${counter}`,
    userId: "user-9",
    name: `Visitor ${counter}`,
    contact: "98450 12345",
    message: "Please help me prepare for a bank clerk interview.",
    createdAt: "2025-01-29T05:00:00.000Z",
    handledAt: null,
    ...overrides,
  };
}

export function consultationPage(consultations: AdminConsultation[], overrides: Partial<ConsultationPage> = {}) {
  return json({ consultations, totalCount: consultations.length, page: 1, pageSize: 20, ...overrides } satisfies ConsultationPage);
}

/** The signed-in admin and answers for every read the dashboard makes; `routes` adds or replaces answers. */
export function dashboardApi({
  dashboard = testDashboard(),
  consultations = [],
  routes = {},
}: { dashboard?: AdminDashboard; consultations?: AdminConsultation[]; routes?: Record<string, FakeRoute> } = {}) {
  return mockApi({
    user: admin,
    routes: {
      "GET /api/admin/dashboard": () => json(dashboard),
      "GET /api/admin/dashboard/activity": () => json(testActivity()),
      "GET /api/admin/consultations": () => consultationPage(consultations),
      "GET /api/admin/mail": () => json({ waiting: 0, stuck: 0, failed: 0, mails: [] }),
      "GET /api/admin/phone": () => json({ waiting: 0, stuck: 0, failed: 0, sentToday: { sms: 0, whatsapp: 0 }, smsPartsToday: 0, messages: [] }),
      ...routes,
    },
  });
}

/** The error body of the HTTP contract, as the server sends it. */
export function apiError(code: string, status: number, message = "Something went wrong.") {
  return json({ error: { code, message, requestId: "r1" } }, status);
}
