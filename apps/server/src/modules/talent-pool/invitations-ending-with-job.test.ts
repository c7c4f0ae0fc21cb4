/**
 * A job that ends closes its talent pool invitations still waiting for an answer
 * (invitations-ending-with-job.ts): closed by its employer or the admin, taken down, deleted, filled. For
 * each: the rows, what the employer's and the candidate's lists say, the live events to both; an
 * answered invitation kept as it was; and the same requests by the wrong people refused, changing
 * nothing.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import { insertResume } from "../../db/factories.ts";
import { candidateProfiles, jobs, talentInvitations, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";

let testApp: TestApp;
let employer: SignedUp;
let rival: SignedUp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Logistics" });
  rival = await signUpFromOwnAddress(testApp, "employer", { company: "Mysuru Printers" });
  await testApp.db.update(user).set({ verifiedAt: sql`now()` }).where(inArray(user.id, [employer.user.id, rival.user.id]));
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

/** A candidate in the pool, invited by the employer to `jobId`. */
async function invited(jobId: string) {
  const candidate = await signUpFromOwnAddress(testApp, "candidate");
  await insertResume(testApp.deps, candidate.user.id);
  expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Driver with a heavy licence" })).status).toBe(200);
  const [profile] = await testApp.db.select({ poolRef: candidateProfiles.poolRef }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
  const sent = await employer.agent.post(`/api/talent-pool/${profile!.poolRef}/invitations`, { jobId, note: "We would like you to drive for us." });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { candidate, id: (sent.body as { invitation: { id: string } }).invitation.id };
}

/** A job with two invitations: one waiting for an answer, one declined. */
async function jobWithInvitations() {
  const job = await postJob(employer.agent, { title: `Delivery Driver ${uniqueWord()}`, location: "Kuvempunagar, Mysuru", type: "Full-time" });
  const waiting = await invited(job.id);
  const declined = await invited(job.id);
  await expectStatus(declined.candidate.agent.api.invitations[":id"].decline.$post({ param: { id: declined.id } }, emptyJsonBody), 200);
  return { job, waiting, declined };
}

type Setup = Awaited<ReturnType<typeof jobWithInvitations>>;

const rowsOf = (setup: Setup) =>
  testApp.db
    .select({ id: talentInvitations.id, status: talentInvitations.status, answeredAt: talentInvitations.answeredAt })
    .from(talentInvitations)
    .where(inArray(talentInvitations.id, [setup.waiting.id, setup.declined.id]))
    .orderBy(talentInvitations.id);

async function snapshot(setup: Setup) {
  const [job] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, setup.job.id));
  return { job, invitations: await rowsOf(setup) };
}

const sentStatus = async (id: string) => (await expectStatus(employer.agent.api.employer.invitations.$get(), 200)).invitations.find((invitation) => invitation.id === id)?.status;
const receivedBy = async (candidate: SignedUp, id: string) => (await expectStatus(candidate.agent.api.invitations.$get(), 200)).invitations.find((invitation) => invitation.id === id);

/** Ends the job with `end`, and checks the rows, both sides' lists and the live events. */
async function expectClosed(setup: Setup, end: () => Promise<unknown>, options: { deleted?: boolean } = {}) {
  const [declinedBefore] = (await rowsOf(setup)).filter((row) => row.id === setup.declined.id);
  const recorder = recordEvents(testApp);
  await end();
  const event = await recorder.waitFor((seen) => seen.topic === "invitations" && seen.id === setup.waiting.id);
  recorder.stop();
  expect(event.userIds).toEqual(expect.arrayContaining([employer.user.id, setup.waiting.candidate.user.id]));

  if (options.deleted) {
    // They went with the job: neither side lists them any more.
    expect(await rowsOf(setup)).toEqual([]);
    expect(await sentStatus(setup.waiting.id)).toBeUndefined();
    expect(await receivedBy(setup.waiting.candidate, setup.waiting.id)).toBeUndefined();
    return;
  }
  const rows = await rowsOf(setup);
  expect(rows.find((row) => row.id === setup.waiting.id)).toMatchObject({ status: "closed", answeredAt: null });
  // The declined one keeps its answer.
  expect(rows.find((row) => row.id === setup.declined.id)).toEqual(declinedBefore);
  // The employer no longer reads "Waiting for an answer"; the candidate reads it ended too.
  expect(await sentStatus(setup.waiting.id)).toBe("closed");
  expect(await sentStatus(setup.declined.id)).toBe("declined");
  expect(await receivedBy(setup.waiting.candidate, setup.waiting.id)).toMatchObject({ status: "closed", jobOpen: false });
  // Nothing to answer any more.
  await expectError(setup.waiting.candidate.agent.api.invitations[":id"].apply.$post({ param: { id: setup.waiting.id } }, emptyJsonBody), 409, "invitation_answered");
  await expectError(setup.waiting.candidate.agent.api.invitations[":id"].decline.$post({ param: { id: setup.waiting.id } }, emptyJsonBody), 409, "invitation_answered");
}

async function expectRefused(setup: Setup, refusals: [request: () => Promise<Response>, status: number][]) {
  const before = await snapshot(setup);
  for (const [request, status] of refusals) expect((await request()).status).toBe(status);
  expect(await snapshot(setup)).toEqual(before);
  expect(await sentStatus(setup.waiting.id)).toBe("sent");
}

const closeAs = (agent: Agent, id: string, status: "active" | "expired" = "expired") => agent.api.jobs[":id"].status.$patch({ param: { id }, json: { status } });
const deleteAs = (agent: Agent, id: string) => agent.api.jobs[":id"].$delete({ param: { id } });
const takeDownAs = (agent: Agent, jobId: string) => agent.api.admin.reports[":jobId"]["take-down"].$post({ param: { jobId }, json: { reason: "Asks for a registration fee." } });

describe("a job that ends closes its invitations waiting for an answer", () => {
  it("closed by its employer; reopening it leaves them closed", async () => {
    const setup = await jobWithInvitations();
    await expectRefused(setup, [
      [() => closeAs(rival.agent, setup.job.id), 404],
      [() => closeAs(setup.waiting.candidate.agent, setup.job.id), 403],
    ]);
    await expectClosed(setup, () => expectStatus(closeAs(employer.agent, setup.job.id), 200));
    await expectStatus(closeAs(employer.agent, setup.job.id, "active"), 200);
    expect(await sentStatus(setup.waiting.id)).toBe("closed");
    expect(await receivedBy(setup.waiting.candidate, setup.waiting.id)).toMatchObject({ status: "closed", jobOpen: true });
  });

  it("closed by the admin", async () => {
    const setup = await jobWithInvitations();
    await expectClosed(setup, () => expectStatus(closeAs(admin, setup.job.id), 200));
  });

  it("taken down by the admin", async () => {
    const setup = await jobWithInvitations();
    await expectRefused(setup, [
      [() => takeDownAs(employer.agent, setup.job.id), 403],
      [() => takeDownAs(setup.waiting.candidate.agent, setup.job.id), 403],
    ]);
    await expectClosed(setup, () => expectStatus(takeDownAs(admin, setup.job.id), 200));
  });

  it("deleted by its employer", async () => {
    const setup = await jobWithInvitations();
    await expectRefused(setup, [
      [() => deleteAs(rival.agent, setup.job.id), 404],
      [() => deleteAs(setup.waiting.candidate.agent, setup.job.id), 403],
    ]);
    await expectClosed(setup, () => expectStatus(deleteAs(employer.agent, setup.job.id), 200), { deleted: true });
  });

  it("filled by an applicant", async () => {
    const setup = await jobWithInvitations();
    const applicant = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, applicant.user.id);
    const id = (await expectStatus(applicant.agent.api.applications.$post({ json: { jobId: setup.job.id } }), 201)).application.id;
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
    const hire = (agent: Agent) => agent.api.applications[":id"].hire.$post({ param: { id } }, emptyJsonBody);
    await expectRefused(setup, [
      [() => hire(rival.agent), 404],
      [() => hire(applicant.agent), 403],
    ]);
    await expectClosed(setup, () => expectStatus(hire(employer.agent), 200));
  });

  it("deleted by the admin", async () => {
    const setup = await jobWithInvitations();
    await expectClosed(setup, () => expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: setup.job.id } }), 200), { deleted: true });
  });
});
