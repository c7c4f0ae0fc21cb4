/**
 * The admin deleting an employer's account ends each of their jobs as deleting a job does
 * (admin-actions.ts `removeAccount`, jobs.service.ts `endJobBeforeDeletion`): the undecided
 * applicants are told the job was withdrawn, the upcoming interviews are cancelled (one message to
 * each of their candidates saying both: the mail with the calendar's METHOD:CANCEL, or the one SMS
 * in Kannada they chose), the waiting
 * invitations are closed and both sides hear it live; never a word of why. The deleted employer is
 * told nothing. The wrong users are refused and nothing changes.
 */
import { desc, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import { insertResume } from "../../db/factories.ts";
import { applications, candidateProfiles, interviews, jobs, mailOutbox, phoneOutbox, talentInvitations, user } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { oneTimeProposal, readCalendar } from "../interviews/calendar-test-helpers.ts";
import { bySms, byEmail, notificationTestHelpers, preferences, save } from "../notifications/notification-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let employer: SignedUp;
const helpers = notificationTestHelpers(
  () => testApp,
  () => employer,
);

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", SITE_TIME_ZONE: "Asia/Kolkata" });
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

async function applied(candidate: SignedUp, jobId: string) {
  await insertResume(testApp.deps, candidate.user.id);
  return (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
}

async function interviewed(candidate: SignedUp, jobId: string, accept: boolean) {
  const id = await applied(candidate, jobId);
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
  await expectStatus(employer.agent.api.applications[":id"].interview.$post({ param: { id }, json: oneTimeProposal }), 201);
  if (accept) await expectStatus(candidate.agent.api.applications[":id"].interview.accept.$post({ param: { id }, json: { slot: 0 } }), 200);
  return id;
}

async function invited(jobId: string) {
  const candidate = await signUpFromOwnAddress(testApp, "candidate");
  await insertResume(testApp.deps, candidate.user.id);
  expect((await candidate.agent.put("/api/profile/talent-pool", { inPool: true, headline: "Shop helper, billing" })).status).toBe(200);
  const [profile] = await testApp.db.select({ poolRef: candidateProfiles.poolRef }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
  const sent = await employer.agent.post(`/api/talent-pool/${profile!.poolRef}/invitations`, { jobId, note: "Please apply." });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { candidate, id: (sent.body as { invitation: { id: string } }).invitation.id };
}

/** An employer with two jobs: a pending applicant, an agreed interview, a proposed one (SMS in Kannada), a waiting invitation. */
async function employerWithPeople() {
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
  await testApp.db.update(user).set({ verifiedAt: sql`now()` }).where(eq(user.id, employer.user.id));
  const first = await postJob(employer.agent, { title: `Store Helper ${uniqueWord()}`, titleKn: "ಅಂಗಡಿ ಸಹಾಯಕ" });
  const second = await postJob(employer.agent, { title: `Billing Clerk ${uniqueWord()}`, titleKn: "ಬಿಲ್ಲಿಂಗ್ ಗುಮಾಸ್ತ" });
  const pending = await signUpFromOwnAddress(testApp, "candidate");
  const agreed = await signUpFromOwnAddress(testApp, "candidate");
  const proposed = await helpers.candidateWithNumber();
  await expectStatus(save(proposed, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: bySms, status: bySms }, language: "kn" })), 200);
  const ids = {
    pending: await applied(pending, second.id),
    agreed: await interviewed(agreed, first.id, true),
    proposed: await interviewed(proposed, second.id, false),
  };
  const invitation = await invited(first.id);
  return { jobs: { first, second }, people: { pending, agreed, proposed, invited: invitation.candidate }, ids, invitationId: invitation.id };
}
type Setup = Awaited<ReturnType<typeof employerWithPeople>>;

const lastId = async (table: typeof mailOutbox | typeof phoneOutbox) => (await testApp.db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1))[0]?.id ?? 0;

async function snapshot(setup: Setup) {
  const jobIds = [setup.jobs.first.id, setup.jobs.second.id];
  return {
    jobs: await testApp.db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, jobIds)).orderBy(jobs.id),
    applications: await testApp.db.select({ id: applications.id, status: applications.status }).from(applications).where(inArray(applications.jobId, jobIds)).orderBy(applications.id),
    interviews: await testApp.db.select().from(interviews).where(inArray(interviews.applicationId, Object.values(setup.ids))).orderBy(interviews.id),
    invitations: await testApp.db.select({ status: talentInvitations.status }).from(talentInvitations).where(eq(talentInvitations.id, setup.invitationId)),
    mail: await lastId(mailOutbox),
    text: await lastId(phoneOutbox),
  };
}

const deleteEmployerAs = (agent: Agent) => agent.api.admin.employers[":id"].$delete({ param: { id: employer.user.id } });

describe("the admin deleting an employer's account", () => {
  it("ends each of their jobs as deleting the job does, and tells each person in their language, never why", async () => {
    const setup = await employerWithPeople();
    const someoneElse = await signUpFromOwnAddress(testApp, "employer", { company: "Mysuru Printers" });

    // The wrong users are refused, and nothing changes.
    const before = await snapshot(setup);
    for (const agent of [employer.agent, someoneElse.agent, setup.people.agreed.agent]) expect((await deleteEmployerAs(agent)).status).toBe(403);
    expect(await snapshot(setup)).toEqual(before);

    const [agreedBefore] = await testApp.db.select().from(interviews).where(eq(interviews.applicationId, setup.ids.agreed));
    const recorder = recordEvents(testApp);
    await expectStatus(deleteEmployerAs(admin), 200);
    for (const id of [setup.ids.agreed, setup.ids.proposed]) await recorder.waitFor((seen) => seen.topic === "interviews" && seen.id === id);
    const invitationEvent = await recorder.waitFor((seen) => seen.topic === "invitations" && seen.id === setup.invitationId);
    recorder.stop();
    expect(invitationEvent.userIds).toEqual(expect.arrayContaining([setup.people.invited.user.id]));
    const interviewEvents = recorder.events.filter((event) => event.topic === "interviews");
    expect(interviewEvents.find((event) => event.id === setup.ids.agreed)?.userIds).toEqual(expect.arrayContaining([setup.people.agreed.user.id]));
    expect(interviewEvents.find((event) => event.id === setup.ids.proposed)?.userIds).toEqual(expect.arrayContaining([setup.people.proposed.user.id]));

    // The rows went with the account.
    const after = await snapshot(setup);
    expect({ jobs: after.jobs, applications: after.applications, interviews: after.interviews, invitations: after.invitations }).toEqual({ jobs: [], applications: [], interviews: [], invitations: [] });

    const mails = (await testApp.db.select().from(mailOutbox).where(gt(mailOutbox.id, before.mail)).orderBy(mailOutbox.id)).map((row) => ({
      ...row,
      calendar: row.icalEvent ? readCalendar(row.icalEvent.content) : null,
    }));
    // The pending applicant: the job was withdrawn, in English and Kannada.
    const toPending = mails.filter((mail) => mail.recipient === setup.people.pending.input.email);
    expect(toPending).toHaveLength(1);
    expect(toPending[0]!.subject).toBe(`Nagara Jobs: ${setup.jobs.second.title} has been withdrawn / ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ಬಿಲ್ಲಿಂಗ್ ಗುಮಾಸ್ತ`);
    expect(toPending[0]!.text).toContain(`The job "${setup.jobs.second.title}" (Brindavan Retail) you applied for has been withdrawn.`);

    // The agreed interview's candidate: one mail, the job withdrawn and the interview cancelled, with the CANCEL.
    const toAgreed = mails.filter((mail) => mail.recipient === setup.people.agreed.input.email);
    expect(toAgreed).toHaveLength(1);
    const [interviewMail] = toAgreed;
    expect(interviewMail!.subject).toBe(`Nagara Jobs: interview for ${setup.jobs.first.title} cancelled, the job has been withdrawn / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ಅಂಗಡಿ ಸಹಾಯಕ`);
    expect(interviewMail!.text).toContain(`The job "${setup.jobs.first.title}" (Brindavan Retail) you applied for has been withdrawn.`);
    expect(interviewMail!.text).toContain("So your interview for this job is cancelled. Please do not go to it.");
    expect(interviewMail!.text).toContain("ಹಾಗಾಗಿ ಈ ಉದ್ಯೋಗದ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ.");
    expect(interviewMail!.icalEvent?.method).toBe("CANCEL");
    expect(interviewMail!.calendar?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(interviewMail!.calendar?.event.sequence).toBe(agreedBefore!.sequence + 1);

    // Never a word of why, to anyone; nothing to the deleted employer.
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/report|admin|reason|employer.s account|ವರದಿ|ಅಡ್ಮಿನ್/i);
    expect(mails.filter((mail) => mail.recipient === employer.input.email)).toEqual([]);

    // The proposed interview's candidate chose SMS in Kannada for both: one text, the withdrawal and the cancelled interview.
    const texts = await testApp.db.select().from(phoneOutbox).where(gt(phoneOutbox.id, before.text)).orderBy(phoneOutbox.id);
    const toProposed = texts.filter((text) => text.userId === setup.people.proposed.user.id);
    expect(toProposed.map((text) => [text.kind, text.channel, text.language])).toEqual([["interview", "sms", "kn"]]);
    expect(toProposed[0]!.text).toContain("ಬಿಲ್ಲಿಂಗ್ ಗುಮಾಸ್ತ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ: ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ.");
    expect(texts.filter((text) => text.userId === employer.user.id)).toEqual([]);
  });

  it("with no jobs, tells no one", async () => {
    employer = await signUpFromOwnAddress(testApp, "employer", { company: "Empty Shop" });
    const [mail, text] = [await lastId(mailOutbox), await lastId(phoneOutbox)];
    await expectStatus(deleteEmployerAs(admin), 200);
    expect([await lastId(mailOutbox), await lastId(phoneOutbox)]).toEqual([mail, text]);
  });
});
