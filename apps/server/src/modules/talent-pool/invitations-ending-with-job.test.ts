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
import { candidateBlocks, candidateProfiles, jobs, mailOutbox, talentInvitations, user } from "../../db/schema/index.ts";
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

describe("an invitation closed with its job, the job reopened", () => {
  const again = (agent: Agent, id: string, note = "The job is open again; we would still like you to drive for us.") =>
    agent.api.employer.invitations[":id"].again.$post({ param: { id }, json: { note } });
  const sentOne = async (id: string) => (await expectStatus(employer.agent.api.employer.invitations.$get(), 200)).invitations.find((invitation) => invitation.id === id);
  const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(mailOutbox.id);

  /** A job whose waiting invitation closed with it, reopened; and the declined one. */
  async function reopened() {
    const setup = await jobWithInvitations();
    await expectStatus(closeAs(employer.agent, setup.job.id), 200);
    // Closed, the job takes no invitation, again or new.
    await expectError(again(employer.agent, setup.waiting.id), 409, "job_not_open");
    expect(await sentOne(setup.waiting.id)).toMatchObject({ status: "closed", jobOpen: false, canInviteAgain: false });
    await expectStatus(closeAs(employer.agent, setup.job.id, "active"), 200);
    return setup;
  }

  it("can be sent again by its employer, in its place: the candidate is asked again, by mail and live; no one else may", async () => {
    const setup = await reopened();
    expect(await sentOne(setup.waiting.id)).toMatchObject({ status: "closed", jobOpen: true, canInviteAgain: true });
    // An answered invitation is never asked again.
    expect(await sentOne(setup.declined.id)).toMatchObject({ status: "declined", canInviteAgain: false });

    const guest = testApp.agent();
    const before = { rows: await rowsOf(setup), mails: await mailsTo(setup.waiting.candidate.input.email) };
    await expectError(again(rival.agent, setup.waiting.id), 404, "not_found");
    await expectError(again(employer.agent, setup.declined.id), 409, "already_invited");
    for (const agent of [setup.waiting.candidate.agent, admin]) expect((await again(agent, setup.waiting.id)).status).toBe(403);
    expect((await again(guest, setup.waiting.id)).status).toBe(401);
    expect({ rows: await rowsOf(setup), mails: await mailsTo(setup.waiting.candidate.input.email) }).toEqual(before);

    const recorder = recordEvents(testApp);
    const { invitation } = await expectStatus(again(employer.agent, setup.waiting.id), 201);
    const event = await recorder.waitFor((seen) => seen.topic === "invitations" && seen.id === setup.waiting.id);
    recorder.stop();
    expect(event.userIds).toEqual(expect.arrayContaining([employer.user.id, setup.waiting.candidate.user.id]));
    expect(invitation).toMatchObject({ id: setup.waiting.id, status: "sent", note: "The job is open again; we would still like you to drive for us." });

    // One invitation per candidate and job still: the same one, waiting again, sent now.
    const rows = await testApp.db.select().from(talentInvitations).where(eq(talentInvitations.candidateId, setup.waiting.candidate.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: setup.waiting.id, status: "sent", answeredAt: null });
    expect(await sentOne(setup.waiting.id)).toMatchObject({ status: "sent", jobOpen: true, canInviteAgain: false });
    expect(await receivedBy(setup.waiting.candidate, setup.waiting.id)).toMatchObject({ status: "sent", jobOpen: true, note: "The job is open again; we would still like you to drive for us." });
    const mails = await mailsTo(setup.waiting.candidate.input.email);
    expect(mails).toHaveLength(before.mails.length + 1);
    expect(mails.at(-1)!.subject).toContain("Chamundi Logistics invites you to apply");

    // It can be answered again, and not sent a third time while it waits.
    await expectError(again(employer.agent, setup.waiting.id), 409, "already_invited");
    await expectStatus(setup.waiting.candidate.agent.api.invitations[":id"].decline.$post({ param: { id: setup.waiting.id } }, emptyJsonBody), 200);
  });

  it("is replaced too when the employer invites the candidate from the pool search", async () => {
    const setup = await reopened();
    const [profile] = await testApp.db.select({ poolRef: candidateProfiles.poolRef }).from(candidateProfiles).where(eq(candidateProfiles.userId, setup.waiting.candidate.user.id));
    const sent = await employer.agent.post(`/api/talent-pool/${profile!.poolRef}/invitations`, { jobId: setup.job.id, note: "" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((sent.body as { invitation: { id: string; status: string } }).invitation).toMatchObject({ id: setup.waiting.id, status: "sent" });
    expect(await receivedBy(setup.waiting.candidate, setup.waiting.id)).toMatchObject({ status: "sent", note: "" });
  });

  it("is not sent again to a candidate who left the pool since, or blocked the employer", async () => {
    const left = await reopened();
    const candidate = left.waiting.candidate;
    expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: false, headline: "Driver with a heavy licence" })).status).toBe(200);
    expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Driver with a heavy licence" })).status).toBe(200);
    // Back in the pool under a new reference: the old invitation does not reach them.
    expect(await sentOne(left.waiting.id)).toMatchObject({ status: "closed", canInviteAgain: false });
    await expectError(again(employer.agent, left.waiting.id), 404, "not_found");

    const blocking = await reopened();
    await testApp.db.insert(candidateBlocks).values({ candidateId: blocking.waiting.candidate.user.id, employerId: employer.user.id });
    expect(await sentOne(blocking.waiting.id)).toMatchObject({ status: "closed", canInviteAgain: false });
    await expectError(again(employer.agent, blocking.waiting.id), 404, "not_found");
    for (const setup of [left, blocking]) expect((await rowsOf(setup)).find((row) => row.id === setup.waiting.id)).toMatchObject({ status: "closed" });
  });
});
