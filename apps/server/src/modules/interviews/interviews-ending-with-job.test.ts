/**
 * A job that ends cancels its interviews not yet over (interviews-ending-with-job.ts): closed by
 * its employer or the admin, taken down, deleted, or filled (but for the hired applicant's). For
 * each: the rows; one message to each candidate saying both that the application ended and that the
 * interview is cancelled (the mail with the calendar's METHOD:CANCEL where an invitation went out,
 * one SMS in their language for a candidate who reads both by SMS), the employer's CANCEL, never a
 * word of a report; the live events; a past interview left as it was; a proposal whose times are all
 * over cancelled without a word about it; and the same requests by the wrong people refused,
 * changing nothing.
 */
import { desc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import { insertResume } from "../../db/factories.ts";
import { interviews, jobs, mailOutbox, phoneOutbox, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { bySms, byEmail, notificationTestHelpers, preferences, save } from "../notifications/notification-test-helpers.ts";
import { oneTimeProposal, readCalendar } from "./calendar-test-helpers.ts";

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

const interviewRoutes = (agent: Agent) => agent.api.applications[":id"].interview;

/** A candidate shortlisted for `jobId`, with an interview proposed, and accepted when `accept`. */
async function interviewed(candidate: SignedUp, jobId: string, accept: boolean) {
  await insertResume(testApp.deps, candidate.user.id);
  const id = (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
  await expectStatus(interviewRoutes(employer.agent).$post({ param: { id }, json: oneTimeProposal }), 201);
  if (accept) await expectStatus(interviewRoutes(candidate.agent).accept.$post({ param: { id }, json: { slot: 0 } }), 200);
  return id;
}

/**
 * A job with four interviews: one agreed (its candidate reads mail), one only proposed (its
 * candidate reads interview and application news by SMS in Kannada), one agreed and already over,
 * and one proposed whose only time is over (never agreed: its candidate reads mail).
 */
async function jobWithInterviews() {
  const job = await postJob(employer.agent, { title: `Store Helper ${uniqueWord()}`, titleKn: "ಅಂಗಡಿ ಸಹಾಯಕ" });
  const agreed = await signUpFromOwnAddress(testApp, "candidate");
  const proposed = await helpers.candidateWithNumber();
  await expectStatus(save(proposed, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: bySms, status: bySms }, language: "kn" })), 200);
  const past = await signUpFromOwnAddress(testApp, "candidate");
  const stale = await signUpFromOwnAddress(testApp, "candidate");
  const ids = {
    agreed: await interviewed(agreed, job.id, true),
    proposed: await interviewed(proposed, job.id, false),
    past: await interviewed(past, job.id, true),
    stale: await interviewed(stale, job.id, false),
  };
  // The third interview happened yesterday; the fourth's only time was yesterday, and nobody took it.
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await testApp.db.update(interviews).set({ startsAt: yesterday }).where(eq(interviews.applicationId, ids.past));
  await testApp.db
    .update(interviews)
    .set({ slots: [{ startsAt: yesterday.toISOString(), durationMinutes: 30 }] })
    .where(eq(interviews.applicationId, ids.stale));
  return { job, people: { agreed, proposed, past, stale }, ids };
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

/** How each ending is told: the interview's words (the employer's mail, in their own words when they ended it), the application's (the candidate's), the application's in a Kannada text. */
interface Told {
  english: string;
  kannada: string;
  why: string;
  kannadaWhy: string;
  text: string;
}

/** Ends the job as `end` says, and checks what each party is told and sees. */
async function expectEnded(setup: Setup, end: () => Promise<unknown>, told: Told, options: { deleted?: boolean } = {}) {
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
    // The interview already over stays as it was; the proposal nobody took, its time over, ends with the job.
    expect(byApplication.get(setup.ids.past)).toMatchObject({ status: "accepted" });
    expect(byApplication.get(setup.ids.stale)).toMatchObject({ status: "cancelled", sequence: 0 });
    // Each candidate reads it cancelled.
    for (const who of ["agreed", "stale"] as const) {
      const own = await expectStatus(interviewRoutes(setup.people[who].agent).$get({ param: { id: setup.ids[who] } }), 200);
      expect(own.interview?.status).toBe("cancelled");
    }
  }

  const mails = await mailsSince(mailMark);
  // The agreed interview's candidate: one mail, the application's end and the interview's cancel, with the METHOD:CANCEL.
  const toCandidate = mails.filter((mail) => mail.recipient === setup.people.agreed.input.email);
  // (A job taken down also mails its employer why: that mail is the reports' tests'.)
  const toEmployer = mails.filter((mail) => mail.recipient === employer.input.email && mail.subject.includes("interview"));
  expect(toCandidate).toHaveLength(1);
  expect(toEmployer).toHaveLength(1);
  const [candidateMail] = toCandidate;
  expect(candidateMail!.subject).toBe(
    options.deleted
      ? `Nagara Jobs: interview for ${setup.job.title} cancelled, the job has been withdrawn / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ಅಂಗಡಿ ಸಹಾಯಕ`
      : `Nagara Jobs: interview for ${setup.job.title} cancelled, your application is Not selected / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ನಿಮ್ಮ ಅರ್ಜಿ: ಆಯ್ಕೆಯಾಗಿಲ್ಲ`,
  );
  expect(candidateMail!.text).toContain(
    options.deleted
      ? `The job "${setup.job.title}" (Brindavan Retail) you applied for has been withdrawn.`
      : `Your application for "${setup.job.title}" (Brindavan Retail) is now: Not selected.`,
  );
  expect(candidateMail!.text).toContain(`${told.why}\nSo your interview for this job is cancelled. Please do not go to it.`);
  expect(candidateMail!.text).toContain("It was on Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes).");
  expect(candidateMail!.text).toContain(`${told.kannadaWhy}\nಹಾಗಾಗಿ ಈ ಉದ್ಯೋಗದ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ. ದಯವಿಟ್ಟು ಸಂದರ್ಶನಕ್ಕೆ ಹೋಗಬೇಡಿ.`);
  expect(candidateMail!.text).toContain("ಅಂಗಡಿ ಸಹಾಯಕ");
  expect(toEmployer[0]!.text).toMatch(new RegExp(`^${told.english}, so the interview with .+ for "${setup.job.title}" \\(Brindavan Retail\\) is cancelled\\.$`, "m"));
  expect(toEmployer[0]!.text).toContain(`${told.kannada}; ಹಾಗಾಗಿ "ಅಂಗಡಿ ಸಹಾಯಕ" (Brindavan Retail) ಉದ್ಯೋಗಕ್ಕೆ`);
  for (const mail of [candidateMail!, toEmployer[0]!]) {
    expect(mail.icalEvent?.method).toBe("CANCEL");
    expect(mail.calendar?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(mail.calendar?.event.sequence).toBe(before[0]!.sequence + 1);
    expect(mail.calendar?.event.startDate.toJSDate().toISOString()).toBe("2031-03-10T04:30:00.000Z");
  }
  // Never a word of a report or the admin's reason (the calendar line "ತೆಗೆದುಹಾಕುತ್ತದೆ" takes the event out).
  expect(`${candidateMail!.subject}\n${candidateMail!.text}`).not.toMatch(/report|taken down|admin|reason|registration fee|ವರದಿ|ತೆಗೆದುಹಾಕಲಾಗಿದೆ|ಅಡ್ಮಿನ್/i);
  // Nothing to the past interview's candidate about it, nor to the one who reads texts only.
  expect(mails.filter((mail) => mail.recipient === setup.people.past.input.email && mail.subject.includes("interview"))).toEqual([]);
  expect(mails.filter((mail) => mail.recipient === setup.people.proposed.input.email)).toEqual([]);
  // The proposal nobody took, its time over: the application's end as it always was, nothing of an interview, nor to the employer.
  const toStale = mails.filter((mail) => mail.recipient === setup.people.stale.input.email);
  expect(toStale).toHaveLength(1);
  expect(toStale[0]!.text).toContain(told.why);
  expect(`${toStale[0]!.subject}\n${toStale[0]!.text}`).not.toMatch(/interview|ಸಂದರ್ಶನ/i);
  expect(toStale[0]!.icalEvent).toBeNull();

  // The proposed interview's candidate reads interviews and application news by SMS in Kannada: one text for both.
  const texts = (await textsSince(textMark)).filter((text) => text.userId === setup.people.proposed.user.id);
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatchObject({ channel: "sms", kind: "interview", language: "kn", recipient: setup.people.proposed.phoneNumber });
  expect(texts[0]!.text).toContain(`ಅಂಗಡಿ ಸಹಾಯಕ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ: ${told.text}.`);
  expect(texts[0]!.text).not.toMatch(/ವರದಿ|ತೆಗೆದುಹಾಕ/);
}

/** Each refusal answers as said, and nothing changes: the job, the interviews, no mail, no text. */
async function expectRefused(setup: Setup, refusals: [request: () => Promise<Response>, status: number][]) {
  const before = await snapshot(setup);
  for (const [request, status] of refusals) expect((await request()).status).toBe(status);
  expect(await snapshot(setup)).toEqual(before);
}

const withdrawn: Told = {
  english: "The job has been withdrawn",
  kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ",
  why: "It has been deleted from the site, and your application with it.",
  kannadaWhy: "ಅದನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಿಂದ ಅಳಿಸಲಾಗಿದೆ; ಅದರೊಂದಿಗೆ ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನೂ ಅಳಿಸಲಾಗಿದೆ.",
  text: "ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ",
};

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
    // The employer reads it in their own words: they closed it.
    await expectEnded(setup, () => expectStatus(closeAs(employer.agent, setup.job.id), 200), {
      english: "You have closed the job",
      kannada: "ನೀವು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದೀರಿ",
      why: "The employer has closed this job before deciding on your application.",
      kannadaWhy: "ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ನಿರ್ಧರಿಸುವ ಮೊದಲೇ ಉದ್ಯೋಗದಾತರು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದಾರೆ.",
      text: "ಉದ್ಯೋಗ ಮುಚ್ಚಲಾಗಿದೆ",
    });

    const mark = await lastMailId();
    await expectStatus(closeAs(employer.agent, setup.job.id, "active"), 200);
    expect((await interviewRowsOf([setup.ids.agreed, setup.ids.proposed])).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    expect((await mailsSince(mark)).filter((mail) => mail.subject.includes("interview"))).toEqual([]);
    // Its application ended with the job: no new interview for it.
    await expectError(interviewRoutes(employer.agent).$post({ param: { id: setup.ids.agreed }, json: oneTimeProposal }), 409, "application_not_shortlisted");
  });

  it("closed by the admin, told as closed on the site", async () => {
    const setup = await jobWithInterviews();
    await expectEnded(setup, () => expectStatus(closeAs(admin, setup.job.id), 200), {
      english: "The job has been closed on the site",
      kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ",
      why: "This job has been closed on the site before a decision on your application.",
      kannadaWhy: "ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ನಿರ್ಧಾರವಾಗುವ ಮೊದಲೇ ಈ ಉದ್ಯೋಗವನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ.",
      text: "ಉದ್ಯೋಗ ಮುಚ್ಚಲಾಗಿದೆ",
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
      why: "This job is no longer on the site, so no decision will be made on your application.",
      kannadaWhy: "ಈ ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ; ಹಾಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ಯಾವುದೇ ನಿರ್ಧಾರ ಆಗುವುದಿಲ್ಲ.",
      text: "ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ",
    });
  });

  it("deleted by its employer: the interviews go with it, and their parties are told", async () => {
    const setup = await jobWithInterviews();
    await expectRefused(setup, [
      [() => deleteAs(rival.agent, setup.job.id), 404],
      [() => deleteAs(setup.people.agreed.agent, setup.job.id), 403],
    ]);
    await expectEnded(setup, () => expectStatus(deleteAs(employer.agent, setup.job.id), 200), { ...withdrawn, english: "You have withdrawn the job", kannada: "ನೀವು ಈ ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆದಿದ್ದೀರಿ" }, { deleted: true });
  });

  it("deleted by the admin, from the admin's list", async () => {
    const setup = await jobWithInterviews();
    await expectRefused(setup, [[() => rival.agent.api.admin.jobs[":id"].$delete({ param: { id: setup.job.id } }), 403]]);
    await expectEnded(setup, () => expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: setup.job.id } }), 200), withdrawn, { deleted: true });
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
    const mails = await mailsSince(mark);
    expect(mails.filter((mail) => mail.subject.includes("interview for")).map((mail) => mail.recipient).sort()).toEqual([employer.input.email, other.input.email].sort());
    // The other applicant: one mail, not selected and the interview cancelled, with the CANCEL.
    const toOther = mails.filter((mail) => mail.recipient === other.input.email);
    expect(toOther).toHaveLength(1);
    expect(toOther[0]!.subject).toBe(`Nagara Jobs: interview for ${job.title} cancelled, your application is Not selected / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ನಿಮ್ಮ ಅರ್ಜಿ: ಆಯ್ಕೆಯಾಗಿಲ್ಲ`);
    expect(toOther[0]!.text).toContain("The employer has filled this position with another candidate.\nSo your interview for this job is cancelled. Please do not go to it.");
    expect(toOther[0]!.calendar?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
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

describe("a candidate who hears application news and interview news on different channels", () => {
  it("gets the one message of the ending on each: one mail, one text, each saying both", async () => {
    const job = await postJob(employer.agent, { title: `Packer ${uniqueWord()}` });
    const candidate = await helpers.candidateWithNumber();
    await expectStatus(save(candidate, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: bySms, status: byEmail }, language: "en" })), 200);
    const id = await interviewed(candidate, job.id, false);
    const [mailMark, textMark] = [await lastMailId(), await lastTextId()];
    await expectStatus(closeAs(employer.agent, job.id), 200);

    const mails = (await mailsSince(mailMark)).filter((mail) => mail.recipient === candidate.input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Nagara Jobs: interview for ${job.title} cancelled, your application is Not selected / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ನಿಮ್ಮ ಅರ್ಜಿ: ಆಯ್ಕೆಯಾಗಿಲ್ಲ`);
    // Only proposed: no calendar holds it, and no time was agreed.
    expect(mails[0]!.icalEvent).toBeNull();
    expect(mails[0]!.text).not.toContain("It was on");
    const texts = (await textsSince(textMark)).filter((text) => text.userId === candidate.user.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", kind: "interview", language: "en" });
    expect(texts[0]!.text).toMatch(new RegExp(`^Interview for ${job.title} cancelled: the job is closed\\. http://\\S+/a Stop: `));
    expect((await interviewRowsOf([id]))[0]).toMatchObject({ status: "cancelled" });
  });
});

describe("an employer whose job ends with several interviews their calendar holds", () => {
  /**
   * A job of `owner`'s with three interviews: two agreed (in both parties' calendars), one only
   * proposed (in no calendar). The owner hears interviews by mail and SMS, texts in Kannada.
   */
  async function jobWithTwoAgreed(owner: SignedUp & { phoneNumber: string }) {
    const job = await postJob(owner.agent, { title: `Delivery Rider ${uniqueWord()}`, titleKn: "ಡೆಲಿವರಿ ಸವಾರ" });
    const people = [await signUpFromOwnAddress(testApp, "candidate"), await signUpFromOwnAddress(testApp, "candidate"), await signUpFromOwnAddress(testApp, "candidate")] as const;
    const interviewWith = async (candidate: SignedUp, accept: boolean) => {
      await insertResume(testApp.deps, candidate.user.id);
      const id = (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201)).application.id;
      await expectStatus(owner.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
      await expectStatus(interviewRoutes(owner.agent).$post({ param: { id }, json: oneTimeProposal }), 201);
      if (accept) await expectStatus(interviewRoutes(candidate.agent).accept.$post({ param: { id }, json: { slot: 0 } }), 200);
      return id;
    };
    const ids = [await interviewWith(people[0], true), await interviewWith(people[1], true), await interviewWith(people[2], false)];
    return { job, people, ids };
  }

  async function ownerWithNumber() {
    const owner = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Couriers" });
    const phoneNumber = helpers.nextNumber();
    await testApp.db.update(user).set({ phoneNumber, phoneNumberVerified: true }).where(eq(user.id, owner.user.id));
    const both = { email: true, sms: true, whatsapp: false };
    await expectStatus(save(owner, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: both, status: byEmail }, language: "kn" })), 200);
    return { ...owner, phoneNumber };
  }

  /** The mail files written since `seen` files, to `to`. */
  async function mailFilesTo(to: string, seen: number) {
    return (await testApp.outbox()).slice(seen).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to));
  }

  /** The employer's one mail: its subject, both candidates with the time, both languages, one CANCEL file for each agreed interview. */
  async function expectOneListingMail(mails: Awaited<ReturnType<typeof mailFilesTo>>, setup: Awaited<ReturnType<typeof jobWithTwoAgreed>>, english: string, kannada: string) {
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Nagara Jobs: 2 interviews for ${setup.job.title} cancelled / 2 ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ`);
    const [first, second] = setup.people;
    expect(mail!.text).toContain(
      `${english}, so these 2 interviews for "${setup.job.title}" (Chamundi Couriers) are cancelled:\n` +
        `- ${first.input.name}, Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes)\n` +
        `- ${second.input.name}, Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes)\n` +
        "Each candidate has been told.",
    );
    expect(mail!.text).toContain(`${kannada}; ಹಾಗಾಗಿ "ಡೆಲಿವರಿ ಸವಾರ" (Chamundi Couriers) ಉದ್ಯೋಗದ ಈ 2 ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ:\n- ${first.input.name}, `);
    expect(mail!.text).toContain("ಪ್ರತಿಯೊಬ್ಬ ಅಭ್ಯರ್ಥಿಗೂ ತಿಳಿಸಲಾಗಿದೆ.");
    // The proposal nobody agreed to is in no calendar and not in the list.
    expect(mail!.text).not.toContain(setup.people[2].input.name);
    // One METHOD:CANCEL file for each interview, as the one interview's mail carries its own.
    const calendars = mail!.attachments.filter((file) => file.contentType === "text/calendar");
    expect(calendars.map((file) => file.filename)).toEqual(["interview-cancelled-1.ics", "interview-cancelled-2.ics"]);
    const read = calendars.map((file) => readCalendar(file.content.toString("utf8")));
    const rows = await interviewRowsOf(setup.ids.slice(0, 2));
    for (const { calendar, event } of read) {
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(event.startDate.toJSDate().toISOString()).toBe("2031-03-10T04:30:00.000Z");
      expect(rows.map((row) => row.sequence)).toContain(event.sequence);
    }
    expect(new Set(read.map(({ event }) => event.uid)).size).toBe(2);
  }

  it("closed by the employer: one mail listing both, with a CANCEL file for each, and no text (they closed it)", async () => {
    const owner = await ownerWithNumber();
    const setup = await jobWithTwoAgreed(owner);
    const [seen, textMark] = [(await testApp.outbox()).length, await lastTextId()];
    // Not someone else's to close: nothing changes, nothing is sent.
    expect((await closeAs(rival.agent, setup.job.id)).status).toBe(404);
    expect((await closeAs(setup.people[0].agent, setup.job.id)).status).toBe(403);
    expect((await testApp.outbox()).length).toBe(seen);

    await expectStatus(closeAs(owner.agent, setup.job.id), 200);
    await expectOneListingMail(await mailFilesTo(owner.input.email, seen), setup, "You have closed the job", "ನೀವು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದೀರಿ");
    expect(await helpers.phoneRowsOf(owner.user.id).then((rows) => rows.filter((row) => row.id > textMark))).toEqual([]);
    // Each candidate still gets their one mail.
    for (const candidate of setup.people) expect(await mailFilesTo(candidate.input.email, seen)).toHaveLength(1);
  });

  it("closed by the admin: one mail listing both and one text in the employer's language", async () => {
    const owner = await ownerWithNumber();
    const setup = await jobWithTwoAgreed(owner);
    const [seen, textMark] = [(await testApp.outbox()).length, await lastTextId()];
    await expectStatus(closeAs(admin, setup.job.id), 200);
    await expectOneListingMail(await mailFilesTo(owner.input.email, seen), setup, "The job has been closed on the site", "ಈ ಉದ್ಯೋಗವನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ");
    const texts = (await helpers.phoneRowsOf(owner.user.id)).filter((row) => row.id > textMark);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", kind: "interview", language: "kn", recipient: owner.phoneNumber });
    expect(texts[0]!.text).toMatch(/^ಡೆಲಿವರಿ ಸವಾರ: 2 ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ: ಉದ್ಯೋಗ ಮುಚ್ಚಲಾಗಿದೆ\. http:\/\/\S+\/a ನಿಲ್ಲಿಸಲು /);
  });

  it("filled by the employer: one mail listing the others' interviews, none for the hired one's", async () => {
    const owner = await ownerWithNumber();
    const setup = await jobWithTwoAgreed(owner);
    const hired = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, hired.user.id);
    const hiredId = (await expectStatus(hired.agent.api.applications.$post({ json: { jobId: setup.job.id } }), 201)).application.id;
    await expectStatus(owner.agent.api.applications[":id"].$patch({ param: { id: hiredId }, json: { status: "shortlisted" } }), 200);
    await expectStatus(interviewRoutes(owner.agent).$post({ param: { id: hiredId }, json: oneTimeProposal }), 201);
    await expectStatus(interviewRoutes(hired.agent).accept.$post({ param: { id: hiredId }, json: { slot: 0 } }), 200);
    const [seen, textMark] = [(await testApp.outbox()).length, await lastTextId()];
    await expectStatus(owner.agent.api.applications[":id"].hire.$post({ param: { id: hiredId } }, emptyJsonBody), 200);
    await expectOneListingMail(
      (await mailFilesTo(owner.input.email, seen)).filter((mail) => mail.subject?.includes("interview")),
      setup,
      "You have filled the job",
      "ನೀವು ಈ ಹುದ್ದೆಗೆ ನೇಮಕ ಮಾಡಿದ್ದೀರಿ",
    );
    expect((await helpers.phoneRowsOf(owner.user.id)).filter((row) => row.id > textMark && row.kind === "interview")).toEqual([]);
  });
});
