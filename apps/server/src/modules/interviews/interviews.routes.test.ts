import { calendarDate } from "@app/shared/courses";
import type { ErrorCode } from "@app/shared/errors";
import type { ProposeInterviewInput } from "@app/shared/interviews";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResume } from "../../db/factories.ts";
import { englishText } from "../../errors/messages.ts";
import { applications, auditLog, interviews, mailOutbox } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import {
  createTestApp,
  emptyJsonBody,
  postJob,
  signInAdmin,
  signUpFromOwnAddress,
  type Agent,
  type SignedUp,
  type TestApp,
} from "../../test/test-app.ts";
import { readCalendar } from "./calendar-test-helpers.ts";
import { sendInterviewReminders } from "./interview-reminders.ts";

let testApp: TestApp;
let employer: SignedUp;
let rival: SignedUp;
let applicant: SignedUp;
let otherCandidate: SignedUp;
let admin: Agent;

const siteZone = "Asia/Kolkata";

/** Two times in March 2031, given out of order; the interview keeps them in time order. */
const proposal: ProposeInterviewInput = {
  slots: [
    { date: "2031-03-11", start: "15:30", durationMinutes: 60 },
    { date: "2031-03-10", start: "10:00", durationMinutes: 30 },
  ],
  placeKind: "in_person",
  place: "Brindavan Retail, 12 Sayyaji Rao Road, Mysuru",
};
/** The same times as instants: Mysuru is UTC+05:30. */
const march10 = { startsAt: "2031-03-10T04:30:00.000Z", durationMinutes: 30 };
const march11 = { startsAt: "2031-03-11T10:00:00.000Z", durationMinutes: 60 };

const newTimes: ProposeInterviewInput = {
  slots: [{ date: "2031-04-02", start: "11:15", durationMinutes: 45 }],
  placeKind: "video",
  place: "https://meet.example.com/abc-defg-hij",
};
const april2 = { startsAt: "2031-04-02T05:45:00.000Z", durationMinutes: 45 };

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", SITE_TIME_ZONE: siteZone });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
  rival = await signUpFromOwnAddress(testApp, "employer", { company: "Mysuru Printers" });
  applicant = await signUpFromOwnAddress(testApp, "candidate");
  otherCandidate = await signUpFromOwnAddress(testApp, "candidate");
  await insertResume(testApp.deps, applicant.user.id);
  await insertResume(testApp.deps, otherCandidate.user.id);
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

async function apply(candidate: SignedUp, jobId: string) {
  return (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
}

async function shortlist(applicationId: string) {
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: applicationId }, json: { status: "shortlisted" } }), 200);
}

let jobs = 0;
async function postCookJob() {
  jobs += 1;
  return (await postJob(employer.agent, { title: `Cook ${jobs}`, location: "Gokulam, Mysuru", type: "Full-time", description: "A cook for our canteen." })).id;
}

/** A new job of the employer's, applied to by the applicant and shortlisted. */
async function shortlistedApplication() {
  const id = await apply(applicant, await postCookJob());
  await shortlist(id);
  return id;
}

/** The interview routes of one application, through the typed client. */
function interviewOf(id: string) {
  const routes = (agent: Agent) => agent.api.applications[":id"].interview;
  return {
    get: (agent: Agent) => routes(agent).$get({ param: { id } }),
    propose: (agent: Agent, json: ProposeInterviewInput = proposal) => routes(agent).$post({ param: { id }, json }),
    reschedule: (agent: Agent, json: ProposeInterviewInput = newTimes) => routes(agent).$put({ param: { id }, json }),
    accept: (agent: Agent, slot: number) => routes(agent).accept.$post({ param: { id }, json: { slot } }),
    requestChange: (agent: Agent, note: string) => routes(agent)["request-change"].$post({ param: { id }, json: { note } }),
    cancel: (agent: Agent) => routes(agent).cancel.$post({ param: { id } }, emptyJsonBody),
  };
}

async function interviewRows(applicationId: string) {
  return testApp.db.select().from(interviews).where(eq(interviews.applicationId, applicationId)).orderBy(interviews.createdAt);
}

async function lastMailId(): Promise<number> {
  const [row] = await testApp.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row?.id ?? 0;
}

/** The mails queued since `since` (a `lastMailId()`), oldest first, with their .ics read back. */
async function mailsSince(since: number) {
  const rows = await testApp.db.select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(mailOutbox.id);
  return rows.map((row) => ({ ...row, calendar: row.icalEvent ? readCalendar(row.icalEvent.content) : null }));
}

/** The invitation mailed to `email` among `mails`, read back. */
function invitationTo(mails: Awaited<ReturnType<typeof mailsSince>>, email: string) {
  const mail = mails.find((candidate) => candidate.recipient === email);
  if (!mail?.calendar || !mail.icalEvent) return expect.fail(`no invitation to ${email}`);
  return { mail, method: mail.icalEvent.method, ...mail.calendar };
}

/** The interview rows and the mail queue, to show a refused request changed nothing. */
async function snapshot(applicationId: string) {
  return { rows: await interviewRows(applicationId), lastMail: await lastMailId() };
}

type Refusal = [agent: Agent, status: number, code: ErrorCode];

/** Each agent is refused as said, and nothing is stored or mailed. */
async function expectRefused(applicationId: string, method: string, path: string, body: unknown, refusals: Refusal[]) {
  const before = await snapshot(applicationId);
  for (const [agent, status, code] of refusals) await expectError(agent.request(method, path, body), status, code);
  expect(await snapshot(applicationId)).toEqual(before);
}

describe("who may do what", () => {
  const base = (id: string) => `/api/applications/${id}/interview`;

  it("reads an application's interview: its two parties; others find nothing, a guest signs in", async () => {
    const id = await shortlistedApplication();
    expect(await expectStatus(interviewOf(id).get(employer.agent), 200)).toEqual({ interview: null });
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    for (const reader of [employer.agent, applicant.agent]) {
      const { interview } = await expectStatus(interviewOf(id).get(reader), 200);
      expect(interview).toMatchObject({ applicationId: id, status: "proposed" });
    }
    await expectError(interviewOf(id).get(rival.agent), 404, "not_found");
    await expectError(interviewOf(id).get(otherCandidate.agent), 404, "not_found");
    await expectError(interviewOf(id).get(testApp.agent()), 401, "unauthenticated");
    await expectError(employer.agent.get(`${base("7b4a9a3e-1d7e-4c57-8f43-2b1b5a0e9c11")}`), 404, "not_found");
    await expectError(employer.agent.get(`${base("not-an-id")}`), 404, "not_found");
  });

  it("lets the admin read an interview only while its conversation is reported, each reading in the audit log", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    const readings = () => testApp.db.select().from(auditLog).where(and(eq(auditLog.action, "interview.read"), eq(auditLog.targetId, id)));
    await expectError(interviewOf(id).get(admin), 404, "not_found");
    expect(await readings()).toEqual([]);
    expect((await employer.agent.post(`/api/applications/${id}/messages`, { body: "Please come for the interview." })).status).toBe(201);
    expect((await applicant.agent.post(`/api/applications/${id}/conversation/report`, { reason: "other", note: "Odd questions." })).status).toBe(201);
    const { interview } = await expectStatus(interviewOf(id).get(admin), 200);
    expect(interview).toMatchObject({ applicationId: id, status: "proposed" });
    expect(await readings()).toMatchObject([{ actorEmail: testApp.deps.config.adminEmail, targetType: "conversation" }]);
  });

  it("proposes: only the job's employer", async () => {
    const id = await shortlistedApplication();
    await expectRefused(id, "POST", base(id), proposal, [
      [rival.agent, 404, "not_found"],
      [applicant.agent, 403, "forbidden"],
      [otherCandidate.agent, 403, "forbidden"],
      [admin, 403, "forbidden"],
      [testApp.agent(), 401, "unauthenticated"],
    ]);
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
  });

  it("reschedules and cancels: only the job's employer", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    const employerOnly: Refusal[] = [
      [rival.agent, 404, "not_found"],
      [applicant.agent, 403, "forbidden"],
      [otherCandidate.agent, 403, "forbidden"],
      [admin, 403, "forbidden"],
      [testApp.agent(), 401, "unauthenticated"],
    ];
    await expectRefused(id, "PUT", base(id), newTimes, employerOnly);
    await expectStatus(interviewOf(id).reschedule(employer.agent), 200);
    await expectRefused(id, "POST", `${base(id)}/cancel`, {}, employerOnly);
    await expectStatus(interviewOf(id).cancel(employer.agent), 200);
  });

  it("accepts and asks for other times: only the applicant", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    const applicantOnly: Refusal[] = [
      [otherCandidate.agent, 404, "not_found"],
      [employer.agent, 403, "candidates_only"],
      [rival.agent, 403, "candidates_only"],
      [admin, 403, "candidates_only"],
      [testApp.agent(), 401, "unauthenticated"],
    ];
    await expectRefused(id, "POST", `${base(id)}/request-change`, { note: "Mornings are better for me." }, applicantOnly);
    await expectRefused(id, "POST", `${base(id)}/accept`, { slot: 0 }, applicantOnly);
    await expectStatus(interviewOf(id).accept(applicant.agent, 0), 200);
    await expectStatus(interviewOf(id).requestChange(applicant.agent, "Something came up that day."), 200);
  });

  it("lists: a candidate's own interviews, an employer's own coming ones", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    const mine = (agent: Agent) => agent.api.interviews.mine.$get();
    const coming = (agent: Agent) => agent.api.employer.interviews.$get();
    expect((await expectStatus(mine(applicant.agent), 200)).interviews.map((interview) => interview.applicationId)).toContain(id);
    expect((await expectStatus(mine(otherCandidate.agent), 200)).interviews).toEqual([]);
    for (const agent of [employer.agent, rival.agent, admin]) await expectError(mine(agent), 403, "candidates_only");
    await expectError(mine(testApp.agent()), 401, "unauthenticated");

    expect((await expectStatus(coming(employer.agent), 200)).interviews.map((interview) => interview.applicationId)).toContain(id);
    expect((await expectStatus(coming(rival.agent), 200)).interviews).toEqual([]);
    for (const agent of [applicant.agent, otherCandidate.agent, admin]) await expectError(coming(agent), 403, "forbidden");
    await expectError(coming(testApp.agent()), 401, "unauthenticated");
  });
});

describe("proposing times", () => {
  it("stores the times as instants in time order, answers 201 and mails the candidate the times to choose from", async () => {
    const id = await shortlistedApplication();
    const since = await lastMailId();
    const { interview } = await expectStatus(interviewOf(id).propose(employer.agent), 201);
    expect(interview).toMatchObject({
      applicationId: id,
      status: "proposed",
      slots: [march10, march11],
      placeKind: "in_person",
      place: proposal.place,
      scheduled: null,
      candidateNote: null,
      company: "Brindavan Retail",
    });
    const [row] = await interviewRows(id);
    expect(row).toMatchObject({ status: "proposed", sequence: 0, startsAt: null, slots: [march10, march11] });

    const mails = await mailsSince(since);
    expect(mails.map((mail) => mail.recipient)).toEqual([applicant.input.email]);
    const [mail] = mails;
    expect(mail?.icalEvent).toBeNull();
    expect(mail?.text).toContain("- Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes)");
    expect(mail?.text).toContain("- Tue, 11 Mar 2031, 3:30 PM to 4:30 PM (60 minutes)");
    expect(mail?.text).toContain("- ಮಂಗಳವಾರ, 11 ಮಾರ್ಚ್ 2031, ಮಧ್ಯಾಹ್ನ 3:30ರಿಂದ ಸಂಜೆ 4:30ರವರೆಗೆ (60 ನಿಮಿಷ)");
    expect(mail?.text).toContain(`Place: ${proposal.place}`);
    expect(mail?.text).toContain(`${testApp.config.publicUrl}/candidate/profile?tab=applications`);
    expect(mail?.text).toContain("ಸಂದರ್ಶನ");
  });

  it("keeps no place for a phone call, and the link of a video call", async () => {
    const phone = await shortlistedApplication();
    const { interview } = await expectStatus(interviewOf(phone).propose(employer.agent, { ...proposal, placeKind: "phone", place: "ignored" }), 201);
    expect(interview).toMatchObject({ placeKind: "phone", place: null });
    const video = await shortlistedApplication();
    expect((await expectStatus(interviewOf(video).propose(employer.agent, newTimes), 201)).interview).toMatchObject({ placeKind: "video", place: newTimes.place });
  });

  it("refuses a time already past, outside 7:00 to 21:00, given twice or on no real day, and stores nothing", async () => {
    const id = await shortlistedApplication();
    const yesterday = calendarDate(new Date(Date.now() - 86_400_000), siteZone);
    const cases: [ProposeInterviewInput["slots"], string][] = [
      [[{ date: yesterday, start: "10:00", durationMinutes: 30 }], "This time has passed: choose a time still to come"],
      [[{ date: "2020-01-06", start: "10:00", durationMinutes: 30 }, proposal.slots[0]!], "This time has passed: choose a time still to come"],
      [[{ date: "2031-03-10", start: "06:30", durationMinutes: 30 }], "Interviews are between 7:00 AM and 9:00 PM: choose a start and a length within them"],
      [[{ date: "2031-03-10", start: "20:30", durationMinutes: 45 }], "Interviews are between 7:00 AM and 9:00 PM: choose a start and a length within them"],
      [[proposal.slots[0]!, { ...proposal.slots[0]!, durationMinutes: 30 }], "The same time is given twice: offer different times"],
      [[{ date: "2031-02-29", start: "10:00", durationMinutes: 30 }], "Please choose a day"],
      [[], "Please offer at least one time"],
    ];
    const before = await snapshot(id);
    for (const [slots, message] of cases) {
      const error = await expectError(interviewOf(id).propose(employer.agent, { ...proposal, slots }), 400, "invalid_input");
      expect(error.fields, JSON.stringify(slots)).toEqual({ slots: [message] });
      // Its i18n key beside it, naming the same text.
      const [key] = error.fieldKeys?.slots ?? [];
      expect(key && englishText(key), JSON.stringify(error.fieldKeys)).toBe(message);
    }
    // Ending at 21:00 sharp and starting at 7:00 sharp are within the day.
    const edges = [{ date: "2031-03-10", start: "07:00", durationMinutes: 15 }, { date: "2031-03-10", start: "19:00", durationMinutes: 120 }];
    const place = await expectError(interviewOf(id).propose(employer.agent, { slots: edges, placeKind: "video", place: "http://insecure.example.com" }), 400);
    expect(place.fields).toEqual({ place: ["Please enter the video call's link, starting with https://"] });
    // The schema's own key beside the text, for the web app to show it in the reader's language.
    expect(place.fieldKeys).toEqual({ place: ["validation.interviews.linkInvalid"] });
    expect(await snapshot(id)).toEqual(before);
    await expectStatus(interviewOf(id).propose(employer.agent, { ...proposal, slots: edges }), 201);
  });

  it("is only for a shortlisted application (409 application_not_shortlisted)", async () => {
    const jobId = await postCookJob();
    const pending = await apply(applicant, jobId);
    await expectError(interviewOf(pending).propose(employer.agent), 409, "application_not_shortlisted");
    const rejected = await apply(otherCandidate, jobId);
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: rejected }, json: { status: "rejected" } }), 200);
    await expectError(interviewOf(rejected).propose(employer.agent), 409, "application_not_shortlisted");
    expect(await interviewRows(pending)).toEqual([]);
    expect(await interviewRows(rejected)).toEqual([]);
  });

  it("allows one interview at a time (409 interview_exists); a cancelled one makes room for a new one", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    await expectError(interviewOf(id).propose(employer.agent, newTimes), 409, "interview_exists");
    await expectStatus(interviewOf(id).cancel(employer.agent), 200);
    const { interview } = await expectStatus(interviewOf(id).propose(employer.agent, newTimes), 201);
    expect(interview).toMatchObject({ status: "proposed", slots: [april2] });
    expect((await interviewRows(id)).map((row) => row.status)).toEqual(["cancelled", "proposed"]);
    expect((await expectStatus(interviewOf(id).get(applicant.agent), 200)).interview?.id).toBe(interview.id);
  });

  it("takes at most 10 proposals of times for one application an hour (each mails the candidate)", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    for (let round = 0; round < 9; round += 1) await expectStatus(interviewOf(id).reschedule(employer.agent), 200);
    await expectError(interviewOf(id).reschedule(employer.agent), 429, "rate_limited");
    // Another application's are counted apart.
    await expectStatus(interviewOf(await shortlistedApplication()).propose(employer.agent), 201);
  });

  it("lets one of two proposals at the same moment win", async () => {
    const id = await shortlistedApplication();
    const answers = await Promise.all([interviewOf(id).propose(employer.agent), interviewOf(id).propose(employer.agent, newTimes)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await interviewRows(id)).toHaveLength(1);
  });
});

describe("from proposal to calendar", () => {
  it("names the job by its Kannada title in the Kannada half of each mail, and writes the invitation in both languages", async () => {
    const job = await postJob(employer.agent, { title: "Head Cook", titleKn: "ಮುಖ್ಯ ಅಡುಗೆಯವರು", location: "Gokulam, Mysuru", type: "Full-time", description: "A cook for our canteen." });
    const id = await apply(applicant, job.id);
    await shortlist(id);
    let since = await lastMailId();
    await expectStatus(interviewOf(id).propose(employer.agent, { ...proposal, placeKind: "phone" }), 201);
    const [times] = await mailsSince(since);
    const [english, kannada] = times!.text.split("ನಮಸ್ಕಾರ");
    expect(english).toContain('"Head Cook" (Brindavan Retail)');
    expect(kannada).toContain('"ಮುಖ್ಯ ಅಡುಗೆಯವರು" (Brindavan Retail) ಉದ್ಯೋಗಕ್ಕೆ');
    expect(kannada).not.toContain("Head Cook");

    since = await lastMailId();
    await expectStatus(interviewOf(id).accept(applicant.agent, 0), 200);
    const mails = await mailsSince(since);
    for (const email of [applicant.input.email, employer.input.email]) {
      const { mail, event } = invitationTo(mails, email);
      expect(mail.text.split("ನಮಸ್ಕಾರ")[1]).toContain('"ಮುಖ್ಯ ಅಡುಗೆಯವರು" (Brindavan Retail)');
      expect(event.summary).toBe("Interview: Head Cook at Brindavan Retail / ಸಂದರ್ಶನ: ಮುಖ್ಯ ಅಡುಗೆಯವರು (Brindavan Retail)");
      expect(event.location).toBe("Phone call / ಫೋನ್ ಕರೆ");
      expect(event.description).toContain('Interview for "Head Cook" (Brindavan Retail), arranged on');
      expect(event.description).toContain("Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes)");
      expect(event.description).toContain('"ಮುಖ್ಯ ಅಡುಗೆಯವರು" (Brindavan Retail) ಉದ್ಯೋಗದ ಸಂದರ್ಶನ');
      expect(event.description).toContain("ಸೋಮವಾರ, 10 ಮಾರ್ಚ್ 2031, ಬೆಳಿಗ್ಗೆ 10:00ರಿಂದ ಬೆಳಿಗ್ಗೆ 10:30ರವರೆಗೆ (30 ನಿಮಿಷ)");
    }
  });

  it("sends invitations under one UID whose SEQUENCE rises with every change, and cancels them", async () => {
    const id = await shortlistedApplication();
    const interviewApi = interviewOf(id);
    const { interview: proposed } = await expectStatus(interviewApi.propose(employer.agent), 201);

    // Accepting the second time (11 March, 15:30): both get a METHOD:REQUEST, SEQUENCE 0.
    let since = await lastMailId();
    const { interview: accepted } = await expectStatus(interviewApi.accept(applicant.agent, 1), 200);
    expect(accepted).toMatchObject({ status: "accepted", scheduled: march11 });
    let mails = await mailsSince(since);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([applicant.input.email, employer.input.email].sort());
    const first = invitationTo(mails, applicant.input.email);
    const uid = `interview-${proposed.id}@${new URL(testApp.config.publicUrl).hostname}`;
    expect(first.method).toBe("REQUEST");
    expect(first.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(first.event.uid).toBe(uid);
    expect(first.event.sequence).toBe(0);
    expect(first.vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(siteZone);
    expect(first.event.startDate.toString()).toBe("2031-03-11T15:30:00");
    expect(first.event.startDate.toJSDate().toISOString()).toBe(march11.startsAt);
    expect(first.event.endDate.toJSDate().toISOString()).toBe("2031-03-11T11:00:00.000Z");
    expect(first.event.summary).toBe(`Interview: ${accepted.jobTitle} at Brindavan Retail / ಸಂದರ್ಶನ: ${accepted.jobTitle} (Brindavan Retail)`);
    expect(first.event.location).toBe(proposal.place);
    expect(first.mail.text).toContain("Tue, 11 Mar 2031, 3:30 PM to 4:30 PM (60 minutes)");
    const employerCopy = invitationTo(mails, employer.input.email);
    expect(employerCopy.event.uid).toBe(uid);
    expect(employerCopy.event.sequence).toBe(0);
    expect(employerCopy.mail.text).toContain(`${applicant.input.name} has accepted the interview`);

    // Accepted once, so no second acceptance; the employer moves it: proposed again, nothing agreed.
    await expectError(interviewApi.accept(applicant.agent, 0), 409, "interview_not_open");
    since = await lastMailId();
    const { interview: moved } = await expectStatus(interviewApi.reschedule(employer.agent), 200);
    expect(moved).toMatchObject({ id: proposed.id, status: "proposed", scheduled: null, slots: [april2], placeKind: "video", place: newTimes.place });
    mails = await mailsSince(since);
    expect(mails.map((mail) => [mail.recipient, mail.icalEvent])).toEqual([[applicant.input.email, null]]);
    expect(mails[0]?.text).toContain("- Wed, 2 Apr 2031, 11:15 AM to 12:00 PM (45 minutes)");
    expect(mails[0]?.text).toContain("Any time agreed before no longer holds");

    // The new time accepted: a REQUEST with a higher SEQUENCE moves the event in both calendars.
    since = await lastMailId();
    await expectStatus(interviewApi.accept(applicant.agent, 0), 200);
    mails = await mailsSince(since);
    const second = invitationTo(mails, employer.input.email);
    expect(second.event.uid).toBe(uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toString()).toBe("2031-04-02T11:15:00");
    expect(second.event.location).toBe(newTimes.place);
    expect(invitationTo(mails, applicant.input.email).event.sequence).toBe(1);

    // The candidate asks for other times: the employer reads the note; accepting waits for new times.
    since = await lastMailId();
    const { interview: asked } = await expectStatus(interviewApi.requestChange(applicant.agent, "  I have an exam that morning.  "), 200);
    expect(asked).toMatchObject({ status: "change_requested", candidateNote: "I have an exam that morning.", scheduled: null });
    mails = await mailsSince(since);
    expect(mails.map((mail) => [mail.recipient, mail.icalEvent])).toEqual([[employer.input.email, null]]);
    expect(mails[0]?.text).toContain('"I have an exam that morning."');
    expect(mails[0]?.text).toContain(`${testApp.config.publicUrl}/employer/dashboard?tab=applications`);
    await expectError(interviewApi.accept(applicant.agent, 0), 409, "interview_not_open");
    await expectError(interviewApi.requestChange(applicant.agent, "Again"), 409, "interview_not_open");

    await expectStatus(interviewApi.reschedule(employer.agent, proposal), 200);
    expect((await interviewRows(id))[0]).toMatchObject({ status: "proposed", sequence: 3, candidateNote: null });

    // Cancelled: both calendars held the invitation, so both get METHOD:CANCEL, SEQUENCE raised.
    since = await lastMailId();
    const { interview: cancelled } = await expectStatus(interviewApi.cancel(employer.agent), 200);
    expect(cancelled).toMatchObject({ status: "cancelled", scheduled: null });
    mails = await mailsSince(since);
    for (const email of [applicant.input.email, employer.input.email]) {
      const cancel = invitationTo(mails, email);
      expect(cancel.method).toBe("CANCEL");
      expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(cancel.event.uid).toBe(uid);
      expect(cancel.event.sequence).toBe(4);
    }
    expect((await interviewRows(id))[0]).toMatchObject({ status: "cancelled", sequence: 4, startsAt: null });

    // Once cancelled, nothing moves it.
    await expectError(interviewApi.reschedule(employer.agent), 409, "interview_not_open");
    await expectError(interviewApi.cancel(employer.agent), 409, "interview_not_open");
    await expectError(interviewApi.accept(applicant.agent, 0), 409, "interview_not_open");
    await expectError(interviewApi.requestChange(applicant.agent, "Please"), 409, "interview_not_open");
  });

  it("cancels a time never agreed with a plain mail to the candidate, no invitation", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    await expectStatus(interviewOf(id).reschedule(employer.agent), 200);
    const since = await lastMailId();
    await expectStatus(interviewOf(id).cancel(employer.agent), 200);
    const mails = await mailsSince(since);
    expect(mails.map((mail) => [mail.recipient, mail.icalEvent])).toEqual([[applicant.input.email, null]]);
    expect(mails[0]?.subject).toContain("cancelled");
    expect((await interviewRows(id))[0]).toMatchObject({ status: "cancelled", sequence: 0 });
  });

  it("answers 404 no_interview to every move before a proposal", async () => {
    const id = await shortlistedApplication();
    await expectError(interviewOf(id).reschedule(employer.agent), 404, "no_interview");
    await expectError(interviewOf(id).cancel(employer.agent), 404, "no_interview");
    await expectError(interviewOf(id).accept(applicant.agent, 0), 404, "no_interview");
    await expectError(interviewOf(id).requestChange(applicant.agent, "Later please"), 404, "no_interview");
  });

  it("accepts only a time offered and still to come, and a note is needed to ask for others", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    const before = await snapshot(id);
    expect((await expectError(interviewOf(id).accept(applicant.agent, 2), 400, "invalid_input")).fields).toEqual({
      slot: ["Please choose one of the times offered"],
    });
    await expectError(applicant.agent.post(`/api/applications/${id}/interview/accept`, { slot: 3 }), 400, "invalid_input");
    await expectError(applicant.agent.post(`/api/applications/${id}/interview/accept`, {}), 400, "invalid_input");
    expect((await expectError(interviewOf(id).requestChange(applicant.agent, "   "), 400, "invalid_input")).fields).toEqual({
      note: ["Please say which times would suit you"],
    });
    // A time that has passed since it was offered.
    await testApp.db
      .update(interviews)
      .set({ slots: [{ startsAt: "2024-01-02T04:30:00.000Z", durationMinutes: 30 }, march11] })
      .where(eq(interviews.applicationId, id));
    const stale = await snapshot(id);
    const passed = await expectError(interviewOf(id).accept(applicant.agent, 0), 400, "invalid_input");
    expect(passed.fields).toEqual({ slot: ["This time has passed: choose a time still to come"] });
    expect(passed.fieldKeys).toEqual({ slot: ["validation.interviews.slotInPast"] });
    expect(await snapshot(id)).toEqual(stale);
    expect(stale.lastMail).toBe(before.lastMail);
    await expectStatus(interviewOf(id).accept(applicant.agent, 1), 200);
  });

  it("lets one of two acceptances at the same moment win, with one invitation each", async () => {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    const since = await lastMailId();
    const answers = await Promise.all([interviewOf(id).accept(applicant.agent, 0), interviewOf(id).accept(applicant.agent, 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await mailsSince(since)).map((mail) => mail.recipient).sort()).toEqual([applicant.input.email, employer.input.email].sort());
  });

  it("is not accepted once the application is out of the running; a hire cancels the others' interviews", async () => {
    const jobId = await postCookJob();
    const id = await apply(applicant, jobId);
    const hired = await apply(otherCandidate, jobId);
    await shortlist(id);
    await shortlist(hired);
    await expectStatus(interviewOf(id).propose(employer.agent), 201);
    await expectStatus(interviewOf(hired).propose(employer.agent, newTimes), 201);
    await expectStatus(interviewOf(hired).accept(otherCandidate.agent, 0), 200);
    // Hiring the other applicant ends this application (not_selected) and cancels its interview
    // (interviews-ending-with-job.test.ts); the hired one's interview stays open.
    await expectStatus(employer.agent.api.applications[":id"].hire.$post({ param: { id: hired } }, emptyJsonBody), 200);
    expect((await expectStatus(interviewOf(id).get(applicant.agent), 200)).interview?.status).toBe("cancelled");
    await expectError(interviewOf(id).accept(applicant.agent, 0), 409, "interview_not_open");
    await expectError(interviewOf(id).reschedule(employer.agent), 409, "interview_not_open");
    await expectError(interviewOf(id).cancel(employer.agent), 409, "interview_not_open");
    await expectStatus(interviewOf(hired).reschedule(employer.agent, proposal), 200);

    // The same when the application was rejected by other means (as an older status move could).
    const rejected = await shortlistedApplication();
    await expectStatus(interviewOf(rejected).propose(employer.agent), 201);
    await testApp.db.update(applications).set({ status: "rejected" }).where(eq(applications.id, rejected));
    await expectError(interviewOf(rejected).accept(applicant.agent, 0), 409, "interview_not_open");
  });
});

describe("rejecting a shortlisted applicant with an interview", () => {
  // Reject applies to pending applications only (SPEC): a shortlisted one is not rejected, so its
  // interview, agreed or proposed, is never left standing by a rejection, nor its calendars told.
  it("is refused, and the application, its interview and everyone's mail stay as they were", async () => {
    const agreed = await shortlistedApplication();
    await expectStatus(interviewOf(agreed).propose(employer.agent), 201);
    await expectStatus(interviewOf(agreed).accept(applicant.agent, 0), 200);
    const proposed = await shortlistedApplication();
    await expectStatus(interviewOf(proposed).propose(employer.agent), 201);
    for (const id of [agreed, proposed]) {
      const [before, mark] = [await interviewRows(id), await lastMailId()];
      await expectError(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "rejected" } }), 409, "invalid_status_change");
      const [row] = await testApp.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
      expect(row?.status).toBe("shortlisted");
      expect(await interviewRows(id)).toEqual(before);
      expect(await mailsSince(mark)).toEqual([]);
    }
  });
});

describe("interview lists", () => {
  it("lists the employer's coming interviews soonest first, with the candidate's name, and the candidate's own not cancelled", async () => {
    const testEmployer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Foods" });
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, candidate.user.id);
    const applicationFor = async (title: string) => {
      const job = await postJob(testEmployer.agent, { title, location: "Kuvempunagar, Mysuru", type: "Part-time", description: `${title} wanted.` });
      const id = await apply(candidate, job.id);
      await expectStatus(testEmployer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
      return id;
    };
    const at = (date: string, start: string): ProposeInterviewInput => ({ slots: [{ date, start, durationMinutes: 30 }], placeKind: "phone" });
    const [later, agreed, asked, over, cancelled] = [
      await applicationFor("Packer"),
      await applicationFor("Driver"),
      await applicationFor("Helper"),
      await applicationFor("Cashier"),
      await applicationFor("Cleaner"),
    ];
    await expectStatus(interviewOf(later).propose(testEmployer.agent, at("2031-06-20", "09:00")), 201);
    await expectStatus(interviewOf(agreed).propose(testEmployer.agent, at("2031-06-18", "09:00")), 201);
    await expectStatus(interviewOf(agreed).accept(candidate.agent, 0), 200);
    await expectStatus(interviewOf(asked).propose(testEmployer.agent, at("2031-06-19", "09:00")), 201);
    await expectStatus(interviewOf(asked).requestChange(candidate.agent, "Any afternoon next week"), 200);
    await expectStatus(interviewOf(over).propose(testEmployer.agent, at("2031-06-17", "09:00")), 201);
    await testApp.db
      .update(interviews)
      .set({ slots: [{ startsAt: "2024-06-17T03:30:00.000Z", durationMinutes: 30 }] })
      .where(eq(interviews.applicationId, over));
    await expectStatus(interviewOf(cancelled).propose(testEmployer.agent, at("2031-06-16", "09:00")), 201);
    await expectStatus(interviewOf(cancelled).cancel(testEmployer.agent), 200);

    const { interviews: coming } = await expectStatus(testEmployer.agent.api.employer.interviews.$get(), 200);
    expect(coming.map((interview) => [interview.applicationId, interview.status])).toEqual([
      [agreed, "accepted"],
      [asked, "change_requested"],
      [later, "proposed"],
    ]);
    expect(coming[0]).toMatchObject({ candidateName: candidate.input.name, company: "Chamundi Foods", scheduled: { startsAt: "2031-06-18T03:30:00.000Z" } });

    const { interviews: mine } = await expectStatus(candidate.agent.api.interviews.mine.$get(), 200);
    expect(mine.map((interview) => interview.applicationId)).toEqual([over, agreed, asked, later]);
    expect(mine[0]).not.toHaveProperty("candidateName");
  });
});

describe("the reminder the day before", () => {
  /** A shortlisted application of a fresh pair, with `slot` accepted. */
  async function agreedInterview(slot: ProposeInterviewInput["slots"][number]) {
    const id = await shortlistedApplication();
    await expectStatus(interviewOf(id).propose(employer.agent, { slots: [slot], placeKind: "phone" }), 201);
    await expectStatus(interviewOf(id).accept(applicant.agent, 0), 200);
    return id;
  }

  async function remindersSince(since: number) {
    return (await mailsSince(since)).filter((mail) => mail.subject.includes("reminder"));
  }

  it("reminds both parties once, from 9:00 the day before on the site's clocks, and again for a new time", async () => {
    const id = await agreedInterview({ date: "2032-05-20", start: "10:00", durationMinutes: 30 });
    const since = await lastMailId();
    // 9:00 on 19 May in Mysuru is 03:30 UTC.
    expect(await sendInterviewReminders(testApp.deps, new Date("2032-05-19T03:29:59Z"))).toBe(0);
    expect(await sendInterviewReminders(testApp.deps, new Date("2032-05-19T03:30:00Z"))).toBe(1);
    expect(await sendInterviewReminders(testApp.deps, new Date("2032-05-19T03:45:00Z"))).toBe(0);
    let reminders = await remindersSince(since);
    expect(reminders.map((mail) => mail.recipient).sort()).toEqual([applicant.input.email, employer.input.email].sort());
    expect(reminders[0]?.text).toContain("Thu, 20 May 2032, 10:00 AM to 10:30 AM (30 minutes)");
    expect(reminders[0]?.text).toContain("Place: a phone call");
    expect(reminders.every((mail) => mail.icalEvent === null)).toBe(true);

    // Moved to the next day and agreed again: that start gets its own reminder.
    await expectStatus(interviewOf(id).reschedule(employer.agent, { slots: [{ date: "2032-05-21", start: "10:00", durationMinutes: 30 }], placeKind: "phone" }), 200);
    await expectStatus(interviewOf(id).accept(applicant.agent, 0), 200);
    expect(await sendInterviewReminders(testApp.deps, new Date("2032-05-20T03:29:00Z"))).toBe(0);
    expect(await sendInterviewReminders(testApp.deps, new Date("2032-05-20T03:30:00Z"))).toBe(1);
    reminders = await remindersSince(since);
    expect(reminders).toHaveLength(4);
    expect(reminders.filter((mail) => mail.text.includes("21 May 2032"))).toHaveLength(2);
    // Once it has begun, it is past reminding.
    expect(await sendInterviewReminders(testApp.deps, new Date("2032-05-21T04:31:00Z"))).toBe(0);
  });

  it("reminds of an interview tomorrow (in Mysuru) from 9:00 today, and with the real clock of one starting soon", async () => {
    // Both days of one reading of the clock (IST keeps no summer time: a day on is 24 hours on):
    // read twice, a run a moment before midnight (IST) took tomorrow for today.
    const now = Date.now();
    const today = calendarDate(new Date(now), siteZone);
    const tomorrow = calendarDate(new Date(now + 86_400_000), siteZone);
    const id = await agreedInterview({ date: tomorrow, start: "20:00", durationMinutes: 60 });
    const nineToday = (await testApp.db.execute(sql`select (${today}::date + time '09:00') at time zone ${siteZone} as at`)) as unknown as {
      rows: { at: Date | string }[];
    };
    const remindFrom = new Date(nineToday.rows[0]!.at);
    expect(await sendInterviewReminders(testApp.deps, new Date(remindFrom.getTime() - 1000))).toBe(0);
    expect(await sendInterviewReminders(testApp.deps, remindFrom)).toBe(1);

    // Two hours from now is due now, whatever the hour: today or tomorrow, 9:00 the day before has passed.
    const soon = await agreedInterview({ date: "2032-07-01", start: "10:00", durationMinutes: 30 });
    await testApp.db.update(interviews).set({ startsAt: sql`now() + interval '2 hours'` }).where(eq(interviews.applicationId, soon));
    await testApp.db.update(interviews).set({ startsAt: sql`now() + interval '3 days'` }).where(eq(interviews.applicationId, id));
    const since = await lastMailId();
    expect(await sendInterviewReminders(testApp.deps)).toBe(1);
    expect((await remindersSince(since)).map((mail) => mail.recipient).sort()).toEqual([applicant.input.email, employer.input.email].sort());
  });

  it("sends each reminder once when two servers look at the same time", async () => {
    await agreedInterview({ date: "2033-01-10", start: "11:00", durationMinutes: 30 });
    const since = await lastMailId();
    const at = new Date("2033-01-09T06:00:00Z");
    const counts = await Promise.all([sendInterviewReminders(testApp.deps, at), sendInterviewReminders(testApp.deps, at)]);
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(1);
    expect(await remindersSince(since)).toHaveLength(2);
  });

  it("does not remind of an interview whose application left the running", async () => {
    const id = await agreedInterview({ date: "2034-02-10", start: "11:00", durationMinutes: 30 });
    await testApp.db.update(applications).set({ status: "not_selected" }).where(eq(applications.id, id));
    expect(await sendInterviewReminders(testApp.deps, new Date("2034-02-09T06:00:00Z"))).toBe(0);
  });
});
