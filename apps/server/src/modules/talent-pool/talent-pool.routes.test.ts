/**
 * The talent pool (issue 32): off by default; once a candidate joins, verified employers (only) find
 * them by skills (misspelt, in Kannada), place and type, without their name, e-mail, phone or resume;
 * invitations (mail, event, one per candidate and job, 50 a day), applying in one tap, declining,
 * blocking, and leaving the pool. Every route is tried as a guest, a candidate, another candidate,
 * an employer not verified, a verified employer and the admin.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppEvent } from "@app/shared/events";
import { buildJobPost } from "@app/shared/factories";
import { invitationsPerDay, type PoolPage } from "@app/shared/talent-pool";
import { insertJob, insertResume } from "../../db/factories.ts";
import { applications, candidateBlocks, candidateProfiles, mailOutbox, talentInvitations, user } from "../../db/schema/index.ts";
import { expectError } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let verified: SignedUp;
let unverified: SignedUp;
let otherVerified: SignedUp;
let candidate: SignedUp;
let otherCandidate: SignedUp;
let admin: Agent;
let guest: Agent;
let jobId: string;
let secondJobId: string;

const signUp = (type: "candidate" | "employer", overrides: Parameters<typeof signUpFromOwnAddress>[2] = {}) => signUpFromOwnAddress(testApp, type, overrides);
const verify = (person: SignedUp) => testApp.db.update(user).set({ verifiedAt: sql`now()` }).where(eq(user.id, person.user.id));
const search = async (agent: Agent, query = "") => {
  const response = await agent.get(`/api/talent-pool${query ? `?${query}` : ""}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PoolPage;
};
const refs = async (agent: Agent, query = "") => (await search(agent, query)).candidates.map((found) => found.ref);
const invite = (agent: Agent, ref: string, job = jobId, note = "We would like you to drive for us.") => agent.post(`/api/talent-pool/${ref}/invitations`, { jobId: job, note });
/** How the pool names a candidate to employers (no profile yet: a reference of no one). */
const poolRef = async (person: SignedUp) => {
  const [row] = await testApp.db.select({ poolRef: candidateProfiles.poolRef }).from(candidateProfiles).where(eq(candidateProfiles.userId, person.user.id));
  return row?.poolRef ?? crypto.randomUUID();
};
const invitationsOf = (candidateId: string) => testApp.db.select().from(talentInvitations).where(eq(talentInvitations.candidateId, candidateId));

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  verified = await signUp("employer", { company: "Chamundi Logistics" });
  otherVerified = await signUp("employer", { company: "Mysuru Printers" });
  unverified = await signUp("employer", { company: "Unverified Traders" });
  await verify(verified);
  await verify(otherVerified);
  candidate = await signUp("candidate");
  otherCandidate = await signUp("candidate");
  await insertResume(testApp.deps, candidate.user.id);
  admin = await signInAdmin(testApp);
  guest = testApp.agent();
  jobId = (await postJob(verified.agent, { title: "Delivery Driver", titleKn: "ಡೆಲಿವರಿ ಚಾಲಕ", location: "Kuvempunagar, Mysuru", type: "Full-time" })).id;
  secondJobId = (await postJob(verified.agent, { title: "Van Driver", location: "Kuvempunagar, Mysuru", type: "Full-time" })).id;
  const profile = await candidate.agent.patch("/api/profile", {
    skills: ["Driver", "Two-wheeler licence"],
    experience: [{ title: "Driver", company: "City Cabs", period: "2019 - 2023" }],
    wantedPlaces: ["Kuvempunagar"],
    wantedJobTypes: ["Full-time"],
  });
  expect(profile.status).toBe(200);
  await otherCandidate.agent.patch("/api/profile", { skills: ["Tally", "GST"], wantedPlaces: ["Gokulam"], wantedJobTypes: ["Part-time"] });
});
afterAll(() => testApp.close());

describe("joining the pool", () => {
  it("is off by default, and nobody finds a candidate who has not joined", async () => {
    expect((await candidate.agent.get("/api/profile/talent-pool")).body).toEqual({ inPool: false, headline: "", since: null });
    expect(await refs(verified.agent)).toEqual([]);
  });

  it("is the candidate's own choice, with a headline of at most 120 characters", async () => {
    for (const agent of [guest, verified.agent, admin]) expect((await agent.put("/api/profile/talent-pool", { inPool: true })).status).toBeGreaterThanOrEqual(401);
    await expectError(candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "x".repeat(121) }), 400, "invalid_input");
    const joined = await candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Driver with a heavy licence" });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ inPool: true, headline: "Driver with a heavy licence" });
    expect((await otherCandidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Accounts assistant" })).status).toBe(200);
  });
});

describe("searching the pool", () => {
  it("answers verified employers only", async () => {
    await expectError(guest.get("/api/talent-pool"), 401, "unauthenticated");
    await expectError(candidate.agent.get("/api/talent-pool"), 403, "forbidden");
    await expectError(otherCandidate.agent.get("/api/talent-pool"), 403, "forbidden");
    await expectError(admin.get("/api/talent-pool"), 403, "forbidden");
    await expectError(unverified.agent.get("/api/talent-pool"), 403, "employer_not_verified");
    expect((await refs(verified.agent)).sort()).toEqual([await poolRef(candidate), await poolRef(otherCandidate)].sort());
  });

  it("finds a skill as typed, misspelt, and in Kannada; by place and by job type", async () => {
    expect(await refs(verified.agent, "q=driver")).toEqual([await poolRef(candidate)]);
    expect(await refs(verified.agent, "q=drivr")).toEqual([await poolRef(candidate)]);
    expect(await refs(verified.agent, `q=${encodeURIComponent("ಚಾಲಕ")}`)).toEqual([await poolRef(candidate)]);
    expect(await refs(verified.agent, "q=tally")).toEqual([await poolRef(otherCandidate)]);
    expect(await refs(verified.agent, "place=gokulam")).toEqual([await poolRef(otherCandidate)]);
    expect(await refs(verified.agent, "type=Full-time")).toEqual([await poolRef(candidate)]);
    expect(await refs(verified.agent, "q=driver&place=Gokulam")).toEqual([]);
    // Both match one word; the one matching more skills comes first.
    expect(await refs(verified.agent, "q=tally%20gst%20driver")).toEqual([await poolRef(otherCandidate), await poolRef(candidate)]);
  });

  it("shows what the issue lists and nothing that names or reaches the candidate", async () => {
    const page = await search(verified.agent, "q=driver");
    expect(page.candidates[0]).toEqual({
      ref: await poolRef(candidate),
      headline: "Driver with a heavy licence",
      skills: ["Driver", "Two-wheeler licence"],
      experienceYears: 4,
      wantedPlaces: ["Kuvempunagar"],
      wantedJobTypes: ["Full-time"],
      lastActiveOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const text = JSON.stringify(page);
    // An employer who had an application from the candidate knows their account id: the pool never shows it.
    expect(text).not.toContain(candidate.user.id);
    expect(text).not.toContain(candidate.input.email);
    expect(text).not.toContain(candidate.input.name);
    if (candidate.user.phone) expect(text).not.toContain(candidate.user.phone);
    expect(text).not.toMatch(/resume|\.pdf|\/api\/files/i);
  });
});

describe("invitations", () => {
  it("refuses everyone but a verified employer, and stores nothing on a refusal", async () => {
    await expectError(invite(guest, await poolRef(candidate)), 401);
    await expectError(invite(otherCandidate.agent, await poolRef(candidate)), 403);
    await expectError(invite(admin, await poolRef(candidate)), 403);
    await expectError(invite(unverified.agent, await poolRef(candidate)), 403, "employer_not_verified");
    // Another employer's job, and a candidate not in the pool.
    await expectError(invite(otherVerified.agent, await poolRef(candidate), jobId), 404, "not_found");
    const outsider = await signUp("candidate");
    await expectError(invite(verified.agent, await poolRef(outsider)), 404, "not_found");
    await expectError(invite(verified.agent, await poolRef(candidate), jobId, "x".repeat(501)), 400, "invalid_input");
    expect(await invitationsOf(candidate.user.id)).toEqual([]);
  });

  it("sends one per candidate and job, mailed to the candidate and told live to both sides", async () => {
    const events: AppEvent[] = [];
    const stop = testApp.deps.events.subscribe((event) => events.push(event));
    const sent = await invite(verified.agent, await poolRef(candidate));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const invitation = (sent.body as { invitation: { id: string; status: string } }).invitation;
    expect(invitation.status).toBe("sent");
    // On PostgreSQL the event comes back through LISTEN a moment later.
    await vi.waitFor(() => expect(events).toContainEqual({ topic: "invitations", id: invitation.id, userIds: [candidate.user.id, verified.user.id] }));
    stop();
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, candidate.input.email));
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("Chamundi Logistics invites you to apply")]);
    expect(mails[0]!.text).toContain("We would like you to drive for us.");
    await expectError(invite(verified.agent, await poolRef(candidate)), 409, "already_invited");
    expect(await invitationsOf(candidate.user.id)).toHaveLength(1);
  });

  it("shows the candidate their invitations and the employer those sent, to no one else", async () => {
    const received = await candidate.agent.get("/api/invitations");
    expect(received.body).toMatchObject({ invitations: [{ jobTitle: "Delivery Driver", jobTitleKn: "ಡೆಲಿವರಿ ಚಾಲಕ", company: "Chamundi Logistics", note: "We would like you to drive for us.", status: "sent", jobOpen: true }] });
    expect((await otherCandidate.agent.get("/api/invitations")).body).toEqual({ invitations: [] });
    const sent = await verified.agent.get("/api/employer/invitations");
    expect(sent.body).toMatchObject({ invitations: [{ jobTitle: "Delivery Driver", candidateHeadline: "Driver with a heavy licence", status: "sent" }], leftToday: invitationsPerDay - 1 });
    expect(JSON.stringify(sent.body)).not.toContain(candidate.input.email);
    expect((await otherVerified.agent.get("/api/employer/invitations")).body).toMatchObject({ invitations: [] });
    await expectError(unverified.agent.get("/api/employer/invitations"), 403, "employer_not_verified");
    for (const agent of [guest, admin, candidate.agent]) expect((await agent.get("/api/employer/invitations")).status).toBeGreaterThanOrEqual(401);
    for (const agent of [guest, admin, verified.agent]) expect((await agent.get("/api/invitations")).status).toBeGreaterThanOrEqual(401);
  });

  it("keeps the job's texts as sent: an edit held for review never reaches the candidate", async () => {
    const job = await postJob(verified.agent, { title: "Packing Helper", titleKn: "ಪ್ಯಾಕಿಂಗ್ ಸಹಾಯಕ", company: "Chamundi Logistics", location: "Hebbal, Mysuru" });
    expect((await invite(verified.agent, await poolRef(otherCandidate), job.id, "")).status).toBe(201);
    const held = await verified.agent.put(`/api/jobs/${job.id}`, {
      ...buildJobPost({ description: job.description }),
      title: "Packing Helper, pay Rs 500 registration fee",
      titleKn: "ಪ್ಯಾಕಿಂಗ್ ಸಹಾಯಕ ₹500 ಶುಲ್ಕ",
      company: "Chamundi Logistics 9876543210",
      location: "Hebbal, Mysuru, call 9876543210",
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({ job: { status: "pending_review" } });
    const { invitations } = (await otherCandidate.agent.get("/api/invitations")).body as { invitations: Record<string, unknown>[] };
    const shown = invitations.find((invitation) => invitation.jobId === job.id);
    expect(shown).toMatchObject({ jobTitle: "Packing Helper", jobTitleKn: "ಪ್ಯಾಕಿಂಗ್ ಸಹಾಯಕ", company: "Chamundi Logistics", jobLocation: "Hebbal, Mysuru", jobOpen: false });
    expect(JSON.stringify(invitations)).not.toMatch(/registration fee|ಶುಲ್ಕ|9876543210/);
  });

  it("answers 404 to a reference that is no pool profile's, a NUL byte too", async () => {
    for (const ref of ["not-a-reference", "%00", candidate.user.id]) await expectError(invite(verified.agent, ref), 404, "not_found");
  });

  it("refuses the 51st invitation of 24 hours", async () => {
    const busy = await signUp("employer", { company: "Busy Agency" });
    await verify(busy);
    const employerRow = { id: busy.user.id, company: "Busy Agency" };
    const earlier: string[] = [];
    for (let index = 0; index < invitationsPerDay; index += 1) earlier.push(await insertJob(testApp.db, employerRow, { title: `Helper ${index}` }));
    await testApp.db
      .insert(talentInvitations)
      .values(earlier.map((id) => ({ employerId: busy.user.id, candidateId: otherCandidate.user.id, jobId: id, jobTitle: "Helper", company: "Busy Agency", jobLocation: "Mysuru" })));
    const last = await insertJob(testApp.db, employerRow, { title: "Driver" });
    const refused = await invite(busy.agent, await poolRef(candidate), last);
    await expectError(refused, 429, "invitation_limit");
    expect((await invitationsOf(candidate.user.id)).filter((row) => row.jobId === last)).toEqual([]);
    // A day later the count starts again.
    await testApp.db.update(talentInvitations).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(talentInvitations.employerId, busy.user.id));
    expect((await invite(busy.agent, await poolRef(candidate), last)).status).toBe(201);
  });
});

describe("answering", () => {
  const received = async (person: SignedUp) => (await person.agent.get("/api/invitations")).body as { invitations: { id: string; jobId: string; status: string }[] };

  it("applies in one tap: the employer then has the application with the resume and contact", async () => {
    const { invitations } = await received(candidate);
    const invitation = invitations.find((found) => found.jobId === jobId)!;
    await expectError(otherCandidate.agent.post(`/api/invitations/${invitation.id}/apply`), 404, "not_found");
    await expectError(verified.agent.post(`/api/invitations/${invitation.id}/apply`), 403);
    await expectError(guest.post(`/api/invitations/${invitation.id}/apply`), 401);
    const applied = await candidate.agent.post(`/api/invitations/${invitation.id}/apply`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ invitation: { status: "applied" } });
    expect(await testApp.db.select().from(applications).where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidate.user.id)))).toHaveLength(1);
    const applicants = await verified.agent.get("/api/applications");
    expect(applicants.body).toMatchObject({ applications: [{ candidateEmail: candidate.input.email, resume: { name: "resume.pdf" } }] });
    await expectError(candidate.agent.post(`/api/invitations/${invitation.id}/apply`), 409, "invitation_answered");
    expect((await verified.agent.get("/api/employer/invitations")).body).toMatchObject({ invitations: expect.arrayContaining([expect.objectContaining({ status: "applied" })]) });
  });

  it("declines", async () => {
    const sent = await invite(verified.agent, await poolRef(candidate), secondJobId);
    const { id } = (sent.body as { invitation: { id: string } }).invitation;
    await expectError(otherCandidate.agent.post(`/api/invitations/${id}/decline`), 404);
    expect((await candidate.agent.post(`/api/invitations/${id}/decline`)).body).toMatchObject({ invitation: { status: "declined" } });
    await expectError(candidate.agent.post(`/api/invitations/${id}/decline`), 409, "invitation_answered");
    expect(await testApp.db.select().from(applications).where(and(eq(applications.jobId, secondJobId), eq(applications.candidateId, candidate.user.id)))).toEqual([]);
  });

  it("invites an applicant as any candidate, telling the employer nothing, and tells the candidate they have applied, asking nothing", async () => {
    const job = (await postJob(verified.agent, { title: "Route Driver", location: "Kuvempunagar, Mysuru" })).id;
    const application = await candidate.agent.post("/api/applications", { jobId: job });
    expect(application.status, JSON.stringify(application.body)).toBe(201);
    const applicationsBefore = await testApp.db.select().from(applications).where(eq(applications.jobId, job));

    // The employer's answer is an invitation's, for the applicant as for a candidate who has not applied:
    // a refusal would tell which applicant the pool's reference is.
    const toApplicant = await invite(verified.agent, await poolRef(candidate), job, "");
    const toOther = await invite(verified.agent, await poolRef(otherCandidate), job, "");
    expect([toApplicant.status, toOther.status]).toEqual([201, 201]);
    const shape = (body: unknown) => {
      const { invitation } = body as { invitation: Record<string, unknown> };
      return { ...invitation, id: "ID", sentAt: "AT", candidateHeadline: "HEADLINE" };
    };
    expect(shape(toApplicant.body)).toEqual(shape(toOther.body));
    expect(JSON.stringify((await verified.agent.get("/api/employer/invitations")).body)).not.toMatch(/hasApplied/);

    // The applicant's mail and invitation say they have applied; the other candidate's ask them to apply.
    const mailOf = async (person: SignedUp) => (await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, person.input.email))).find((mail) => mail.text.includes("Route Driver"));
    const applicantMail = await mailOf(candidate);
    expect(applicantMail?.text).toContain("You have already applied for this job, so there is nothing more to do");
    expect(applicantMail?.text).toContain("ನೀವು ಈಗಾಗಲೇ ಈ ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದೀರಿ");
    expect(applicantMail?.text).not.toContain("Apply in one tap");
    expect((await mailOf(otherCandidate))?.text).toContain("Apply in one tap");
    const shown = async (person: SignedUp) => ((await person.agent.get("/api/invitations")).body as { invitations: { jobId: string; hasApplied: boolean; status: string }[] }).invitations;
    expect((await shown(candidate)).find((invitation) => invitation.jobId === job)).toMatchObject({ status: "sent", hasApplied: true });
    expect((await shown(otherCandidate)).find((invitation) => invitation.jobId === job)).toMatchObject({ status: "sent", hasApplied: false });
    // Applied through an invitation, that invitation says so too; one declined without applying does not.
    expect((await shown(candidate)).find((invitation) => invitation.jobId === jobId)).toMatchObject({ status: "applied", hasApplied: true });
    expect((await shown(candidate)).find((invitation) => invitation.jobId === secondJobId)).toMatchObject({ status: "declined", hasApplied: false });

    // Applying through it changes nothing: one application, as it was.
    const id = (toApplicant.body as { invitation: { id: string } }).invitation.id;
    await expectError(candidate.agent.post(`/api/invitations/${id}/apply`), 409, "already_applied");
    expect(await testApp.db.select().from(applications).where(eq(applications.jobId, job))).toEqual(applicationsBefore);
  });

  it("an invitation is answered by the candidate's own application to its job: Applied on both sides, once", async () => {
    const invited = await signUp("candidate");
    const bystander = await signUp("candidate");
    for (const person of [invited, bystander]) {
      await insertResume(testApp.deps, person.user.id);
      expect((await person.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Warehouse helper" })).status).toBe(200);
    }
    const job = (await postJob(verified.agent, { title: "Loading Helper", titleKn: "ಲೋಡಿಂಗ್ ಸಹಾಯಕ", location: "Hebbal, Mysuru" })).id;
    const otherJob = (await postJob(verified.agent, { title: "Stock Helper", location: "Hebbal, Mysuru" })).id;
    const idOf = (response: { body: unknown }) => (response.body as { invitation: { id: string } }).invitation.id;
    const invitation = idOf(await invite(verified.agent, await poolRef(invited), job, ""));
    const toOtherJob = idOf(await invite(verified.agent, await poolRef(invited), otherJob, ""));
    const toBystander = idOf(await invite(verified.agent, await poolRef(bystander), job, ""));
    const statusOf = async (id: string) => (await testApp.db.select().from(talentInvitations).where(eq(talentInvitations.id, id)))[0];

    // Nobody but the invited candidate answers it by applying: an employer or a guest is refused, and it waits.
    await expectError(verified.agent.post("/api/applications", { jobId: job }), 403);
    await expectError(guest.post("/api/applications", { jobId: job }), 401);
    expect(await statusOf(invitation)).toMatchObject({ status: "sent", answeredAt: null });

    const events: AppEvent[] = [];
    const stop = testApp.deps.events.subscribe((event) => events.push(event));
    const mailsBefore = (await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, verified.input.email))).length;
    const applied = await invited.agent.post("/api/applications", { jobId: job });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await vi.waitFor(() => expect(events).toContainEqual({ topic: "invitations", id: invitation, userIds: [invited.user.id, verified.user.id] }));
    stop();

    expect(await statusOf(invitation)).toMatchObject({ status: "applied", answeredAt: expect.any(Date) });
    // The candidate's other invitation and another candidate's to this job still wait.
    expect(await statusOf(toOtherJob)).toMatchObject({ status: "sent", answeredAt: null });
    expect(await statusOf(toBystander)).toMatchObject({ status: "sent", answeredAt: null });
    const sent = ((await verified.agent.get("/api/employer/invitations")).body as { invitations: { id: string; status: string }[] }).invitations;
    expect(Object.fromEntries(sent.filter((row) => [invitation, toOtherJob, toBystander].includes(row.id)).map((row) => [row.id, row.status]))).toEqual({
      [invitation]: "applied",
      [toOtherJob]: "sent",
      [toBystander]: "sent",
    });
    const mine = ((await invited.agent.get("/api/invitations")).body as { invitations: { id: string; status: string; hasApplied: boolean }[] }).invitations;
    expect(mine.find((row) => row.id === invitation)).toMatchObject({ status: "applied", hasApplied: true });

    // One application, and the employer's one mail of it, as for any application.
    expect(await testApp.db.select().from(applications).where(and(eq(applications.jobId, job), eq(applications.candidateId, invited.user.id)))).toHaveLength(1);
    // In the order they were queued: a row's place in the table moves when it is sent (PostgreSQL).
    const employerMails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, verified.input.email)).orderBy(mailOutbox.id);
    expect(employerMails.slice(mailsBefore).map((mail) => mail.subject)).toEqual([expect.stringContaining("Loading Helper")]);

    // Answered, it takes no other answer.
    await expectError(invited.agent.post(`/api/invitations/${invitation}/apply`), 409, "invitation_answered");
    await expectError(invited.agent.post(`/api/invitations/${invitation}/decline`), 409, "invitation_answered");
    expect(await statusOf(invitation)).toMatchObject({ status: "applied" });
  });

  it("blocks an employer: hidden from them in the pool, and inviting refused", async () => {
    const otherJob = (await postJob(otherVerified.agent, { title: "Press Driver", location: "Gokulam, Mysuru" })).id;
    const sent = await invite(otherVerified.agent, await poolRef(candidate), otherJob);
    const { id } = (sent.body as { invitation: { id: string } }).invitation;
    await expectError(otherCandidate.agent.post(`/api/invitations/${id}/block`), 404);
    expect((await candidate.agent.post(`/api/invitations/${id}/block`)).status).toBe(200);
    expect(await testApp.db.select().from(candidateBlocks).where(eq(candidateBlocks.candidateId, candidate.user.id))).toHaveLength(1);
    expect((await invitationsOf(candidate.user.id)).find((row) => row.id === id)?.status).toBe("declined");
    expect(await refs(otherVerified.agent, "q=driver")).toEqual([]);
    const anotherJob = (await postJob(otherVerified.agent, { title: "Cab Driver", location: "Gokulam, Mysuru" })).id;
    await expectError(invite(otherVerified.agent, await poolRef(candidate), anotherJob), 404, "not_found");
    // Other employers still find the candidate.
    expect(await refs(verified.agent, "q=driver")).toEqual([await poolRef(candidate)]);
  });

  it("leaving the pool hides the candidate at once and refuses new invitations", async () => {
    expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: false, headline: "Driver with a heavy licence" })).body).toMatchObject({ inPool: false, since: null });
    expect(await refs(verified.agent, "q=driver")).toEqual([]);
    const third = (await postJob(verified.agent, { title: "Night Driver", location: "Kuvempunagar, Mysuru" })).id;
    await expectError(invite(verified.agent, await poolRef(candidate), third), 404, "not_found");
  });

  it("joining again draws a new reference: the earlier one names no one", async () => {
    const before = await poolRef(candidate);
    expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Driver" })).status).toBe(200);
    const after = await poolRef(candidate);
    expect(after).not.toBe(before);
    expect(await refs(verified.agent, "q=driver")).toEqual([after]);
    const job = (await postJob(verified.agent, { title: "School Van Driver", location: "Kuvempunagar, Mysuru" })).id;
    await expectError(invite(verified.agent, before, job), 404, "not_found");
    // Saving the headline while in the pool keeps the reference.
    expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Driver, 5 years" })).status).toBe(200);
    expect(await poolRef(candidate)).toBe(after);
  });
});
