/**
 * An account made with a phone only has a stand-in address (`<uuid>@phone.invalid`, issue 49) that
 * no answer of the API carries: wherever an answer names a person's address — the admin's queues
 * and lists, the audit log, an employer's applicants, the person's own pages — it gives null, and no
 * mail is queued to it when the admin decides on the person's request or enrolment.
 */
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResume } from "../../db/factories.ts";
import { mailOutbox, user } from "../../db/schema/index.ts";
import { expectStatus, type TestResponse } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { paidEnrollBody } from "../courses/course-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let candidate: SignedUp;
let employer: SignedUp;
/** An employer with an address, who asked to be verified with the phone-only employer's number. */
let twin: SignedUp;
const ids = { application: "", heldJob: "", enrollment: "", verification: "", twinVerification: "" };

const gstin = "29ABCDE1234F1ZW";
const candidateNumber = "+919845049101";
const employerNumber = "+919845049102";

/** Turns a signed-up account into one made with a phone: a verified number and the stand-in address. */
async function phoneOnly(account: SignedUp, phoneNumber: string) {
  await testApp.db
    .update(user)
    .set({ email: `${randomUUID()}@phone.invalid`, phoneNumber, phoneNumberVerified: true })
    .where(eq(user.id, account.user.id));
}

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  candidate = await signUpFromOwnAddress(testApp, "candidate", { name: "Manjunath Gowda" });
  employer = await signUpFromOwnAddress(testApp, "employer", { name: "Lakshmi Rao", company: "Mysuru Silks" });
  twin = await signUpFromOwnAddress(testApp, "employer", { name: "Ravi Kumar", company: "Mysuru Silks Pvt" });
  await phoneOnly(candidate, candidateNumber);
  await phoneOnly(employer, employerNumber);

  // The employer: a job held for review, a company page held for review, a verification request.
  ids.heldJob = (await postJob(employer.agent, { title: "Silk weaver", description: "Pay registration fee ₹500 before joining." })).id;
  await expectStatus(employer.agent.api.employer.company.$put({ json: { about: "Pay registration fee ₹500 before joining." } }), 200);
  ids.verification = (await expectStatus(employer.agent.api.employer.verification.$post({ form: { kind: "gstin", number: gstin } }), 201)).verification.id;
  ids.twinVerification = (await expectStatus(twin.agent.api.employer.verification.$post({ form: { kind: "gstin", number: gstin } }), 201)).verification.id;

  // The candidate: an application to the employer's open job, a reported conversation, an enrolment.
  const job = await postJob(employer.agent, { title: "Loom operator", description: "Runs the power looms." });
  await insertResume(testApp.deps, candidate.user.id);
  ids.application = (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201)).application.id;
  await expectStatus(employer.agent.api.applications[":id"].messages.$post({ param: { id: ids.application }, json: { body: "Can you come on Monday?" } }), 201);
  await expectStatus(candidate.agent.api.applications[":id"].conversation.report.$post({ param: { id: ids.application }, json: { reason: "spam" } }), 201);
  ids.enrollment = (await expectStatus(candidate.agent.api.enrollments.$post({ json: await paidEnrollBody(candidate.agent, "course1") }), 201)).enrollment.id;
});
afterAll(() => testApp.close());

/** Fails with the path when an answer carries a stand-in address anywhere in its body. */
function expectNoStandIn(path: string, response: TestResponse) {
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  expect(JSON.stringify(response.body), path).not.toContain("phone.invalid");
}

async function read(agent: Agent, path: string) {
  const response = await agent.get(path);
  expectNoStandIn(path, response);
  return response.body as Record<string, unknown>;
}

describe("the admin's search of accounts", () => {
  const ids = (body: Record<string, unknown>, list: "candidates" | "employers") => (body[list] as { id: string }[]).map((person) => person.id);

  it("finds no account by its stand-in address", async () => {
    for (const list of ["candidates", "employers"] as const) {
      for (const q of ["phone.invalid", "@phone"]) {
        expect(ids(await read(admin, `/api/admin/${list}?q=${encodeURIComponent(q)}`), list), `${list} ?q=${q}`).toEqual([]);
      }
    }
  });

  it("finds a phone account by its mobile number, however it is typed", async () => {
    for (const q of ["+919845049101", "98450 49101", "9845049101", "+91 98450-49101"]) {
      expect(ids(await read(admin, `/api/admin/candidates?q=${encodeURIComponent(q)}`), "candidates"), q).toEqual([candidate.user.id]);
    }
    expect(ids(await read(admin, `/api/admin/employers?q=${encodeURIComponent("98450 49102")}`), "employers")).toEqual([employer.user.id]);
    // A candidate's number is not an employer's.
    expect(ids(await read(admin, `/api/admin/employers?q=${encodeURIComponent("98450 49101")}`), "employers")).toEqual([]);
  });

  it("still finds a person by name, and one with an address by it", async () => {
    expect(ids(await read(admin, "/api/admin/candidates?q=manjunath%20gowda"), "candidates")).toContain(candidate.user.id);
    expect(ids(await read(admin, `/api/admin/employers?q=${encodeURIComponent(twin.user.email!)}`), "employers")).toEqual([twin.user.id]);
  });
});

describe("a phone-only account's stand-in address", () => {
  it("is null in the admin's queues: review, company pages, verification (and the same number's warning), enrolments", async () => {
    const review = (await read(admin, "/api/admin/review")) as { items: { job: { id: string }; employerEmail: string | null }[] };
    expect(review.items.find((item) => item.job.id === ids.heldJob)).toMatchObject({ employerName: "Lakshmi Rao", employerEmail: null });

    const pages = (await read(admin, "/api/admin/company-pages")) as { items: { page: { name: string }; employerEmail: string | null }[] };
    expect(pages.items.find((item) => item.page.name === "Mysuru Silks")).toMatchObject({ employerEmail: null });

    const queue = (await read(admin, "/api/admin/verifications")) as { verifications: { id: string; employerEmail: string | null; sameNumber: unknown[] }[] };
    expect(queue.verifications.find((entry) => entry.id === ids.verification)).toMatchObject({
      employerEmail: null,
      sameNumber: [{ employerId: twin.user.id, employerEmail: twin.user.email }],
    });
    expect(queue.verifications.find((entry) => entry.id === ids.twinVerification)).toMatchObject({
      employerEmail: twin.user.email,
      sameNumber: [{ employerId: employer.user.id, employerName: "Lakshmi Rao", employerEmail: null, company: "Mysuru Silks", status: "pending" }],
    });

    const enrollments = (await read(admin, "/api/admin/enrollments")) as { enrollments: { id: string; studentEmail: string | null }[] };
    expect(enrollments.enrollments.find((entry) => entry.id === ids.enrollment)).toMatchObject({ studentName: "Manjunath Gowda", studentEmail: null });
  });

  it("is in no answer the admin reads: lists, details, reports, conversations, the dashboard", async () => {
    for (const path of [
      "/api/admin/candidates",
      `/api/admin/candidates/${candidate.user.id}`,
      "/api/admin/employers",
      `/api/admin/employers/${employer.user.id}`,
      "/api/admin/jobs",
      "/api/admin/reports",
      "/api/admin/conversations",
      `/api/admin/conversations/${ids.application}`,
      "/api/admin/moderation/counts",
      "/api/admin/dashboard",
      "/api/admin/consultations",
      "/api/applications",
      // A search for the stand-in's domain finds accounts, but shows no address.
      "/api/admin/candidates?q=phone.invalid",
    ]) {
      await read(admin, path);
    }
  });

  it("is in no answer the employer or the candidate reads, nor in their own account", async () => {
    const applicants = (await read(employer.agent, "/api/applications")) as { applications: { id: string; candidateEmail: string | null }[] };
    expect(applicants.applications.find((entry) => entry.id === ids.application)).toMatchObject({ candidateEmail: null });
    for (const path of ["/api/accounts/me", "/api/employer/verification", "/api/employer/company", "/api/conversations", `/api/applications/${ids.application}/messages`]) {
      await read(employer.agent, path);
    }
    for (const path of ["/api/accounts/me", "/api/profile", "/api/applications/mine", "/api/enrollments/mine", "/api/conversations", "/api/notifications/preferences"]) {
      await read(candidate.agent, path);
    }
  });

  it("is not in the admin's decisions' answers, and no mail is queued to it", async () => {
    const decided = await admin.post(`/api/admin/verifications/${ids.verification}/approve`, {});
    expectNoStandIn("approve verification", decided);
    expect(decided.body).toMatchObject({ verification: { id: ids.verification, status: "approved", employerEmail: null } });

    const confirmed = await admin.patch(`/api/admin/enrollments/${ids.enrollment}`, { status: "confirmed" });
    expectNoStandIn("confirm enrolment", confirmed);
    expect(confirmed.body).toMatchObject({ enrollment: { id: ids.enrollment, status: "confirmed", studentEmail: null } });

    expectNoStandIn("approve job", await admin.post(`/api/admin/review/${ids.heldJob}/approve`, {}));
    const { page } = (await read(employer.agent, "/api/employer/company")) as { page: { slug: string } };
    expectNoStandIn("approve company page", await admin.post(`/api/admin/company-pages/${page.slug}/approve`, {}));
    expect(await testApp.db.select().from(mailOutbox).where(like(mailOutbox.recipient, "%@phone.invalid"))).toEqual([]);
  });

  it("is not in the audit log: a deleted phone-only account is named by its number", async () => {
    await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: candidate.user.id } }), 200);
    const audit = (await read(admin, "/api/admin/audit")) as { entries: { action: string; targetLabel: string | null }[] };
    expect(audit.entries.find((entry) => entry.action === "candidate.delete")).toMatchObject({ targetLabel: `Manjunath Gowda (${candidateNumber})` });
  });
});
