/**
 * A job that ends cancels its interviews still to come (interviews-ending-with-job.ts): closed by
 * its employer or the admin, taken down, deleted, or filled (but for the hired applicant's). For each: the rows, the mails (with the calendars'
 * METHOD:CANCEL where an invitation went out), the SMS of a candidate who chose it, in their
 * language, never a word of a report; the live events; a past interview left as it was; and the
 * same requests by the wrong people refused, changing nothing.
 */
import type { ProposeInterviewInput } from "@app/shared/interviews";
import { desc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import { insertResume } from "../../db/factories.ts";
import { interviews, jobs, mailOutbox, phoneOutbox } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { bySms, byEmail, notificationTestHelpers, preferences, save } from "../notifications/notification-test-helpers.ts";
import { readCalendar } from "./calendar-test-helpers.ts";

let testApp: TestApp;
let employer: SignedUp;
let rival: SignedUp;
let admin: Agent;
const helpers = notificationTestHelpers(
  () => testApp,
  () => employer,
);

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", SITE_TIME_ZONE: "Asia/Kolkata" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
  rival = await signUpFromOwnAddress(testApp, "employer", { company: "Mysuru Printers" });
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

const proposal: ProposeInterviewInput = {
  slots: [{ date: "2031-03-10", start: "10:00", durationMinutes: 30 }],
  placeKind: "in_person",
  place: "Brindavan Retail, 12 Sayyaji Rao Road, Mysuru",
};

const interviewRoutes = (agent: Agent) => agent.api.applications[":id"].interview;

/** A candidate shortlisted for `jobId`, with an interview proposed, and accepted when `accept`. */
async function interviewed(candidate: SignedUp, jobId: string, accept: boolean) {
  await insertResume(testApp.deps, candidate.user.id);
  const id = (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
  await expectStatus(interviewRoutes(employer.agent).$post({ param: { id }, json: proposal }), 201);
  if (accept) await expectStatus(interviewRoutes(candidate.agent).accept.$post({ param: { id }, json: { slot: 0 } }), 200);
  return id;
}

/**
 * A job with three interviews: one agreed (its candidate reads mail), one only proposed (its
 * candidate reads interview news by SMS in Kannada), and one agreed and already over.
 */
async function jobWithInterviews() {
  const job = await postJob(employer.agent, { title: `Store Helper ${uniqueWord()}`, titleKn: "ಅಂಗಡಿ ಸಹಾಯಕ" });
  const agreed = await signUpFromOwnAddress(testApp, "candidate");
  const proposed = await helpers.candidateWithNumber();
  await expectStatus(save(proposed, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: bySms, status: byEmail }, language: "kn" })), 200);
  const past = await signUpFromOwnAddress(testApp, "candidate");
  const ids = { agreed: await interviewed(agreed, job.id, true), proposed: await interviewed(proposed, job.id, false), past: await interviewed(past, job.id, true) };
  // The third interview happened yesterday.
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await testApp.db.update(interviews).set({ startsAt: yesterday }).where(eq(interviews.applicationId, ids.past));
  return { job, people: { agreed, proposed, past }, ids };
}

type Setup = Awaited<ReturnType<typeof jobWithInterviews>>;

async function interviewRowsOf(applicationIds: string[]) {
  return testApp.db.select().from(interviews).where(inArray(interviews.applicationId, applicationIds)).orderBy(interviews.applicationId);
}

async function lastMailId() {
  const [row] = await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row?.id ?? 0;
}

async function lastTextId() {
  const [row] = await testApp.db.select({ id: phoneOutbox.id }).from(phoneOutbox).orderBy(desc(phoneOutbox.id)).limit(1);
  return row?.id ?? 0;
}

async function mailsSince(since: number) {
  const rows = await testApp.db.select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(mailOutbox.id);
  return rows.map((row) => ({ ...row, calendar: row.icalEvent ? readCalendar(row.icalEvent.content) : null }));
}

const textsSince = (since: number) => testApp.db.select().from(phoneOutbox).where(gt(phoneOutbox.id, since)).orderBy(phoneOutbox.id);

/** Everything a refused ending must leave as it was. */
async function snapshot(setup: Setup) {
  const [job] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, setup.job.id));
  return { job, rows: await interviewRowsOf(Object.values(setup.ids)), mail: await lastMailId(), text: await lastTextId() };
}

/** Ends the job as `end` says, and checks what each party is told and sees. */
async function expectEnded(setup: Setup, end: () => Promise<unknown>, told: { english: string; kannada: string }, options: { deleted?: boolean } = {}) {
  const before = await interviewRowsOf([setup.ids.agreed]);
  const [mailMark, textMark] = [await lastMailId(), await lastTextId()];
  const recorder = recordEvents(testApp);
  await end();
  for (const id of [setup.ids.agreed, setup.ids.proposed]) {
    const event = await recorder.waitFor((seen) => seen.topic === "interviews" && seen.id === id);
    expect(event.userIds).toEqual(expect.arrayContaining([employer.user.id]));
  }
  recorder.stop();
  // (Not "only these": on PostgreSQL the setup's own events may still be arriving.)
  const interviewEvents = recorder.events.filter((event) => event.topic === "interviews");
  expect(interviewEvents.find((event) => event.id === setup.ids.agreed)?.userIds).toEqual(expect.arrayContaining([setup.people.agreed.user.id]));
  expect(interviewEvents.find((event) => event.id === setup.ids.proposed)?.userIds).toEqual(expect.arrayContaining([setup.people.proposed.user.id]));

  const rows = await interviewRowsOf(Object.values(setup.ids));
  const byApplication = new Map(rows.map((row) => [row.applicationId, row]));
  if (options.deleted) {
    expect(rows).toEqual([]);
  } else {
    expect(byApplication.get(setup.ids.agreed)).toMatchObject({ status: "cancelled", startsAt: null, sequence: before[0]!.sequence + 1 });
    expect(byApplication.get(setup.ids.proposed)).toMatchObject({ status: "cancelled", sequence: 0 });
    // The interview already over stays as it was.
    expect(byApplication.get(setup.ids.past)).toMatchObject({ status: "accepted" });
    // Each candidate reads it cancelled.
    const own = await expectStatus(interviewRoutes(setup.people.agreed.agent).$get({ param: { id: setup.ids.agreed } }), 200);
    expect(own.interview?.status).toBe("cancelled");
  }

  const mails = (await mailsSince(mailMark)).filter((mail) => mail.subject.includes("interview for"));
  // The agreed interview: both parties, each with a METHOD:CANCEL of the invitation they hold.
  const toCandidate = mails.filter((mail) => mail.recipient === setup.people.agreed.input.email);
  const toEmployer = mails.filter((mail) => mail.recipient === employer.input.email);
  expect(toCandidate).toHaveLength(1);
  expect(toEmployer).toHaveLength(1);
  const [candidateMail] = toCandidate;
  expect(candidateMail!.subject).toBe(`Nagara Jobs: interview for ${setup.job.title} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`);
  expect(candidateMail!.text).toContain(`${told.english}, so your interview for "${setup.job.title}" (Brindavan Retail) is cancelled. Please do not go to it.`);
  expect(candidateMail!.text).toContain("It was on Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes).");
  expect(candidateMail!.text).toContain(`${told.kannada}; ಹಾಗಾಗಿ "ಅಂಗಡಿ ಸಹಾಯಕ" (Brindavan Retail) ಉದ್ಯೋಗದ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ.`);
  expect(toEmployer[0]!.text).toMatch(new RegExp(`^${told.english}, so the interview with .+ for "${setup.job.title}" \\(Brindavan Retail\\) is cancelled\\.$`, "m"));
  for (const mail of [candidateMail!, toEmployer[0]!]) {
    expect(mail.icalEvent?.method).toBe("CANCEL");
    expect(mail.calendar?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(mail.calendar?.event.sequence).toBe(before[0]!.sequence + 1);
    expect(mail.calendar?.event.startDate.toJSDate().toISOString()).toBe("2031-03-10T04:30:00.000Z");
  }
  // Never a word of a report or the admin's reason (the calendar line "ತೆಗೆದುಹಾಕುತ್ತದೆ" takes the event out).
  expect(`${candidateMail!.subject}\n${candidateMail!.text}`).not.toMatch(/report|taken down|admin|reason|registration fee|ವರದಿ|ತೆಗೆದುಹಾಕಲಾಗಿದೆ|ಅಡ್ಮಿನ್/i);
  // Nothing to the past interview's candidate about it, nor to the one who reads texts only.
  expect(mails.filter((mail) => mail.recipient === setup.people.past.input.email)).toEqual([]);
  expect(mails.filter((mail) => mail.recipient === setup.people.proposed.input.email)).toEqual([]);

  // The proposed interview's candidate chose SMS in Kannada for interview news: one text.
  const texts = (await textsSince(textMark)).filter((text) => text.userId === setup.people.proposed.user.id && text.kind === "interview");
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatchObject({ channel: "sms", language: "kn", recipient: setup.people.proposed.phoneNumber });
  expect(texts[0]!.text).toContain("ಅಂಗಡಿ ಸಹಾಯಕ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ.");
  expect(texts[0]!.text).not.toMatch(/ವರದಿ|ತೆಗೆದುಹಾಕ/);
}

/** Each refusal answers as said, and nothing changes: the job, the interviews, no mail, no text. */
async function expectRefused(setup: Setup, refusals: [request: () => Promise<Response>, status: number][]) {
  const before = await snapshot(setup);
  for (const [request, status] of refusals) expect((await request()).status).toBe(status);
  expect(await snapshot(setup)).toEqual(before);
}

const closeAs = (agent: Agent, id: string, status: "active" | "expired" = "expired") => agent.api.jobs[":id"].status.$patch({ param: { id }, json: { status } });
const deleteAs = (agent: Agent, id: string) => agent.api.jobs[":id"].$delete({ param: { id } });
const takeDownAs = (agent: Agent, jobId: string) => agent.api.admin.reports[":jobId"]["take-down"].$post({ param: { jobId }, json: { reason: "Asks for a registration fee." } });

describe("a job that ends cancels its upcoming interviews", () => {
  it("closed by its employer; reopening it leaves them cancelled", async () => {
    const setup = await jobWithInterviews();
    await expectRefused(setup, [
      [() => closeAs(rival.agent, setup.job.id), 404],
      [() => closeAs(setup.people.agreed.agent, setup.job.id), 403],
    ]);
    await expectEnded(setup, () => expectStatus(closeAs(employer.agent, setup.job.id), 200), {
      english: "The employer has closed the job",
      kannada: "ಉದ್ಯೋಗದಾತರು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದಾರೆ",
    });

    const mark = await lastMailId();
    await expectStatus(closeAs(employer.agent, setup.job.id, "active"), 200);
    expect((await interviewRowsOf([setup.ids.agreed, setup.ids.proposed])).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    expect((await mailsSince(mark)).filter((mail) => mail.subject.includes("interview"))).toEqual([]);
    // Its application ended with the job: no new interview for it.
    await expectError(interviewRoutes(employer.agent).$post({ param: { id: setup.ids.agreed }, json: proposal }), 409, "application_not_shortlisted");
  });

  it("closed by the admin, told as closed on the site", async () => {
    const setup = await jobWithInterviews();
    await expectEnded(setup, () => expectStatus(closeAs(admin, setup.job.id), 200), {
      english: "The job has been closed on the site",
      kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ",
    });
  });

  it("taken down by the admin, told only that the job is no longer on the site", async () => {
    const setup = await jobWithInterviews();
    await expectRefused(setup, [
      [() => takeDownAs(employer.agent, setup.job.id), 403],
      [() => takeDownAs(setup.people.agreed.agent, setup.job.id), 403],
    ]);
    await expectEnded(setup, () => expectStatus(takeDownAs(admin, setup.job.id), 200), {
      english: "The job is no longer on the site",
      kannada: "ಈ ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ",
    });
  });

  it("deleted by its employer: the interviews go with it, and their parties are told", async () => {
    const setup = await jobWithInterviews();
    await expectRefused(setup, [
      [() => deleteAs(rival.agent, setup.job.id), 404],
      [() => deleteAs(setup.people.agreed.agent, setup.job.id), 403],
    ]);
    await expectEnded(setup, () => expectStatus(deleteAs(employer.agent, setup.job.id), 200), { english: "The job has been withdrawn", kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ" }, { deleted: true });
  });

  it("deleted by the admin, from the admin's list", async () => {
    const setup = await jobWithInterviews();
    await expectRefused(setup, [[() => rival.agent.api.admin.jobs[":id"].$delete({ param: { id: setup.job.id } }), 403]]);
    await expectEnded(setup, () => expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: setup.job.id } }), 200), { english: "The job has been withdrawn", kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ" }, { deleted: true });
  });
});

describe("a job filled by one applicant", () => {
  it("cancels the others' upcoming interviews and keeps the hired one's; only the employer may hire", async () => {
    const job = await postJob(employer.agent, { title: `Cashier ${uniqueWord()}`, titleKn: "ಕ್ಯಾಷಿಯರ್" });
    const [hired, other] = [await signUpFromOwnAddress(testApp, "candidate"), await signUpFromOwnAddress(testApp, "candidate")];
    const ids = { hired: await interviewed(hired, job.id, true), other: await interviewed(other, job.id, true) };
    const hire = (agent: Agent) => agent.api.applications[":id"].hire.$post({ param: { id: ids.hired } }, emptyJsonBody);
    const before = await interviewRowsOf(Object.values(ids));
    for (const agent of [rival.agent, other.agent]) expect((await hire(agent)).status).toBeGreaterThanOrEqual(403);
    expect(await interviewRowsOf(Object.values(ids))).toEqual(before);

    const mark = await lastMailId();
    const recorder = recordEvents(testApp);
    await expectStatus(hire(employer.agent), 200);
    await recorder.waitFor((event) => event.topic === "interviews" && event.id === ids.other);
    recorder.stop();
    const rows = new Map((await interviewRowsOf(Object.values(ids))).map((row) => [row.applicationId, row]));
    expect(rows.get(ids.hired)).toMatchObject({ status: "accepted" });
    expect(rows.get(ids.other)).toMatchObject({ status: "cancelled", startsAt: null });
    const mails = (await mailsSince(mark)).filter((mail) => mail.subject.includes("interview for"));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([employer.input.email, other.input.email].sort());
    expect(mails.find((mail) => mail.recipient === other.input.email)!.text).toContain(
      `The employer has filled the job with another candidate, so your interview for "${job.title}" (Brindavan Retail) is cancelled. Please do not go to it.`,
    );
  });
});

describe("an interview cancelled before the job ends", () => {
  it("is not cancelled again, nor told again", async () => {
    const job = await postJob(employer.agent, { title: `Billing Clerk ${uniqueWord()}` });
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const id = await interviewed(candidate, job.id, true);
    await expectStatus(interviewRoutes(employer.agent).cancel.$post({ param: { id } }, emptyJsonBody), 200);
    const [cancelled] = await interviewRowsOf([id]);
    const mark = await lastMailId();
    await expectStatus(closeAs(employer.agent, job.id), 200);
    expect(await interviewRowsOf([id])).toEqual([cancelled]);
    expect((await mailsSince(mark)).filter((mail) => mail.subject.includes("interview"))).toEqual([]);
  });
});
