/**
 * Every `/api/admin/*` route refuses guests (401 unauthenticated), candidates and employers (403
 * forbidden), and a refused write changes nothing. The table below must name every admin route the
 * app mounts: a new one without a row here fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResume } from "../../db/factories.ts";
import { samplePdf } from "../../db/sample-documents.ts";
import {
  account,
  applications,
  auditLog,
  employerVerifications,
  jobReports,
  candidateProfiles,
  consultationRequests,
  conversationMessages,
  conversationReports,
  conversations,
  courses,
  enrollments,
  files,
  jobs,
  savedJobs,
  session,
  user,
} from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { paidEnrollBody } from "../courses/course-test-helpers.ts";
import { insertJobs } from "./admin-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let guest: Agent;
let candidate: SignedUp;
let employer: SignedUp;
/** Real objects for the routes that name one, so a refusal is never a 404 in disguise. */
const target = { courseId: "", enrollmentId: "", consultationId: "", jobId: "", candidateId: "", employerId: "", applicationId: "", companySlug: "" };

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  guest = testApp.agent();
  candidate = await signUpFromOwnAddress(testApp, "candidate");
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Gokulam Health Clinic" });

  const student = await signUpFromOwnAddress(testApp, "candidate");
  await insertResume(testApp.deps, student.user.id);
  const hirer = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
  const [jobId] = await insertJobs(testApp, { id: hirer.user.id, company: "Brindavan Retail" }, 1);
  const { application } = await expectStatus(student.agent.api.applications.$post({ json: { jobId: jobId! } }), 201);
  // A reported conversation, for the routes that read and close one.
  await expectStatus(hirer.agent.api.applications[":id"].messages.$post({ param: { id: application.id }, json: { body: "Can you come on Monday?" } }), 201);
  await expectStatus(student.agent.api.applications[":id"].conversation.report.$post({ param: { id: application.id }, json: { reason: "spam" } }), 201);
  const { enrollment } = await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, "course1") }), 201);
  const { consultation } = await expectStatus(
    student.agent.api.consultations.$post({ json: { name: "Kavya Gowda", contact: "9845012345", message: "Please call me about the courses." } }),
    201,
  );
  Object.assign(target, {
    courseId: "course1",
    enrollmentId: enrollment.id,
    consultationId: consultation.id,
    jobId,
    candidateId: student.user.id,
    employerId: hirer.user.id,
    applicationId: application.id,
    companySlug: (await hirer.agent.api.employer.company.$get().then((response) => response.json())).page.slug,
  });
});
afterAll(() => testApp.close());

/** A waiting verification request with a document, for the verification routes. */
const verificationTarget = { id: "" };
beforeAll(async () => {
  const { agent } = await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Textiles" });
  const document = new File([new Uint8Array(samplePdf())], "gst.pdf");
  const { verification } = await expectStatus(agent.api.employer.verification.$post({ form: { kind: "gstin", number: "29ABCDE1234F1ZW", document } }), 201);
  verificationTarget.id = verification.id;
});

const courseBody = { title: "Refused Course", description: "Never stored.", price: 100, duration: "1 week" };

/**
 * Method, path pattern (as the app mounts it), the concrete path and a valid body. Sent through the
 * untyped agent: one table drives fifteen routes of different types.
 */
const routes: { method: string; pattern: string; path: () => string; body?: unknown }[] = [
  { method: "GET", pattern: "/api/admin/dashboard", path: () => "/api/admin/dashboard" },
  { method: "GET", pattern: "/api/admin/dashboard/activity", path: () => "/api/admin/dashboard/activity" },
  { method: "GET", pattern: "/api/admin/consultations", path: () => "/api/admin/consultations" },
  { method: "GET", pattern: "/api/admin/mail", path: () => "/api/admin/mail" },
  { method: "POST", pattern: "/api/admin/mail/:id/retry", path: () => "/api/admin/mail/1/retry", body: {} },
  { method: "GET", pattern: "/api/admin/phone", path: () => "/api/admin/phone" },
  { method: "POST", pattern: "/api/admin/phone/:id/retry", path: () => "/api/admin/phone/1/retry", body: {} },
  { method: "PATCH", pattern: "/api/admin/consultations/:id", path: () => `/api/admin/consultations/${target.consultationId}`, body: { handled: true } },
  { method: "GET", pattern: "/api/admin/courses", path: () => "/api/admin/courses" },
  { method: "POST", pattern: "/api/admin/courses", path: () => "/api/admin/courses", body: courseBody },
  { method: "PUT", pattern: "/api/admin/courses/:id", path: () => `/api/admin/courses/${target.courseId}`, body: courseBody },
  { method: "DELETE", pattern: "/api/admin/courses/:id", path: () => `/api/admin/courses/${target.courseId}` },
  { method: "GET", pattern: "/api/admin/enrollments", path: () => "/api/admin/enrollments" },
  { method: "PATCH", pattern: "/api/admin/enrollments/:id", path: () => `/api/admin/enrollments/${target.enrollmentId}`, body: { status: "confirmed" } },
  { method: "GET", pattern: "/api/admin/jobs", path: () => "/api/admin/jobs" },
  { method: "DELETE", pattern: "/api/admin/jobs/:id", path: () => `/api/admin/jobs/${target.jobId}` },
  { method: "GET", pattern: "/api/admin/candidates", path: () => "/api/admin/candidates" },
  { method: "GET", pattern: "/api/admin/candidates/:id", path: () => `/api/admin/candidates/${target.candidateId}` },
  { method: "DELETE", pattern: "/api/admin/candidates/:id", path: () => `/api/admin/candidates/${target.candidateId}` },
  { method: "GET", pattern: "/api/admin/employers", path: () => "/api/admin/employers" },
  { method: "GET", pattern: "/api/admin/employers/:id", path: () => `/api/admin/employers/${target.employerId}` },
  { method: "DELETE", pattern: "/api/admin/employers/:id", path: () => `/api/admin/employers/${target.employerId}` },
  { method: "GET", pattern: "/api/admin/verifications", path: () => "/api/admin/verifications" },
  { method: "POST", pattern: "/api/admin/verifications/:id/approve", path: () => `/api/admin/verifications/${verificationTarget.id}/approve`, body: {} },
  {
    method: "POST",
    pattern: "/api/admin/verifications/:id/reject",
    path: () => `/api/admin/verifications/${verificationTarget.id}/reject`,
    body: { reason: "Refused." },
  },
  { method: "GET", pattern: "/api/admin/verifications/:id/document", path: () => `/api/admin/verifications/${verificationTarget.id}/document` },
  { method: "GET", pattern: "/api/admin/audit", path: () => "/api/admin/audit" },
  { method: "GET", pattern: "/api/admin/moderation/counts", path: () => "/api/admin/moderation/counts" },
  { method: "GET", pattern: "/api/admin/review", path: () => "/api/admin/review" },
  { method: "POST", pattern: "/api/admin/review/:jobId/approve", path: () => `/api/admin/review/${target.jobId}/approve`, body: {} },
  { method: "POST", pattern: "/api/admin/review/:jobId/reject", path: () => `/api/admin/review/${target.jobId}/reject`, body: { reason: "Refused." } },
  { method: "GET", pattern: "/api/admin/company-pages", path: () => "/api/admin/company-pages" },
  { method: "POST", pattern: "/api/admin/company-pages/:slug/approve", path: () => `/api/admin/company-pages/${target.companySlug}/approve`, body: {} },
  { method: "POST", pattern: "/api/admin/company-pages/:slug/reject", path: () => `/api/admin/company-pages/${target.companySlug}/reject`, body: { reason: "Refused." } },
  { method: "GET", pattern: "/api/admin/reports", path: () => "/api/admin/reports" },
  { method: "POST", pattern: "/api/admin/reports/:jobId/dismiss", path: () => `/api/admin/reports/${target.jobId}/dismiss`, body: {} },
  { method: "POST", pattern: "/api/admin/reports/:jobId/take-down", path: () => `/api/admin/reports/${target.jobId}/take-down`, body: { reason: "Refused." } },
  { method: "GET", pattern: "/api/admin/conversations", path: () => "/api/admin/conversations" },
  { method: "GET", pattern: "/api/admin/conversations/:id", path: () => `/api/admin/conversations/${target.applicationId}` },
  { method: "POST", pattern: "/api/admin/conversations/:id/close", path: () => `/api/admin/conversations/${target.applicationId}/close`, body: { reason: "Refused." } },
  { method: "POST", pattern: "/api/admin/conversations/:id/dismiss", path: () => `/api/admin/conversations/${target.applicationId}/dismiss`, body: {} },
];

/** Every row a refused admin write could have changed (visitors and rate-limit counters move on any request). */
async function snapshot() {
  const tables = {
    user,
    session,
    account,
    candidateProfiles,
    files,
    jobs,
    applications,
    savedJobs,
    enrollments,
    courses,
    consultationRequests,
    jobReports,
    employerVerifications,
    auditLog,
    conversations,
    conversationMessages,
    conversationReports,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const rows = await testApp.db.select().from(table);
      return [name, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const refusals = [
  ["a guest", () => guest, 401, "unauthenticated"],
  ["a candidate", () => candidate.agent, 403, "forbidden"],
  ["an employer", () => employer.agent, 403, "forbidden"],
] as const;

const cases = routes.flatMap((route) => refusals.map(([who, agent, status, code]) => ({ ...route, who, agent, status, code })));

describe("every /api/admin route is the admin's alone", () => {
  it("names every admin route the app mounts", () => {
    const mounted = new Set(
      testApp.app.routes.filter((route) => route.path.startsWith("/api/admin") && route.method !== "ALL").map((route) => `${route.method} ${route.path}`),
    );
    expect([...mounted].sort()).toEqual(routes.map((route) => `${route.method} ${route.pattern}`).sort());
  });

  it.each(cases)("$method $pattern as $who: $status $code, nothing changed", async ({ method, path, body, agent, status, code }) => {
    const before = await snapshot();
    await expectError(agent().request(method, path(), body), status, code);
    expect(await snapshot()).toEqual(before);
  });

  it.each(routes.filter((route) => route.method === "GET"))("GET $pattern answers the admin", async ({ path }) => {
    const response = await admin.get(path());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
