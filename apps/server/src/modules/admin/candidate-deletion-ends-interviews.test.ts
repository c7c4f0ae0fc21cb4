/**
 * The admin deleting a candidate's account cancels their interviews not yet over before their
 * applications go (admin-actions.ts `removeAccount`, interviews-ending-with-job.ts
 * `cancelInterviewsOfCandidate`): each employer is told that the candidate's account is closed and
 * so the interview is off, on their channels in their language (the mail with the calendar's
 * METHOD:CANCEL where theirs holds the invitation, or the SMS they chose), never by whom or why,
 * and hears it live. The deleted candidate is told nothing; a past interview and a proposal nobody
 * took whose time is over are told to no one. The wrong users are refused and nothing changes.
 */
import { desc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import { insertResume } from "../../db/factories.ts";
import { applications, interviews, mailOutbox, phoneOutbox, user } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { oneTimeProposal, readCalendar } from "../interviews/calendar-test-helpers.ts";
import { byEmail, bySms, preferences, save } from "../notifications/notification-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", SITE_TIME_ZONE: "Asia/Kolkata" });
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

/** `candidate` shortlisted by `employer` for a new job of theirs, with an interview proposed, and accepted when `accept`. */
async function interviewed(employer: SignedUp, candidate: SignedUp, accept: boolean, titleKn: string) {
  const job = await postJob(employer.agent, { title: `Store Helper ${uniqueWord()}`, titleKn });
  const id = (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201)).application.id;
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status: "shortlisted" } }), 200);
  await expectStatus(employer.agent.api.applications[":id"].interview.$post({ param: { id }, json: oneTimeProposal }), 201);
  if (accept) await expectStatus(candidate.agent.api.applications[":id"].interview.accept.$post({ param: { id }, json: { slot: 0 } }), 200);
  return { id, job };
}

/**
 * A candidate with four interviews: agreed with one employer (who reads mail), proposed by another
 * (who reads interview news by SMS in Kannada), agreed and already over, and proposed with its only
 * time over (never agreed).
 */
async function candidateWithInterviews() {
  const candidate = await signUpFromOwnAddress(testApp, "candidate");
  await insertResume(testApp.deps, candidate.user.id);
  const byMail = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
  const byText = await signUpFromOwnAddress(testApp, "employer", { company: "Mysuru Printers" });
  const phoneNumber = `+9198451${String(Math.floor(Math.random() * 100000)).padStart(5, "0")}`;
  await testApp.db.update(user).set({ phoneNumber, phoneNumberVerified: true }).where(eq(user.id, byText.user.id));
  await expectStatus(save(byText, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: bySms, status: byEmail }, language: "kn" })), 200);
  const agreed = await interviewed(byMail, candidate, true, "ಅಂಗಡಿ ಸಹಾಯಕ");
  const proposed = await interviewed(byText, candidate, false, "ಮುದ್ರಣ ಸಹಾಯಕ");
  const past = await interviewed(byMail, candidate, true, "ಬಿಲ್ಲಿಂಗ್ ಗುಮಾಸ್ತ");
  const stale = await interviewed(byMail, candidate, false, "ಕ್ಯಾಷಿಯರ್");
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await testApp.db.update(interviews).set({ startsAt: yesterday }).where(eq(interviews.applicationId, past.id));
  await testApp.db
    .update(interviews)
    .set({ slots: [{ startsAt: yesterday.toISOString(), durationMinutes: 30 }] })
    .where(eq(interviews.applicationId, stale.id));
  return { candidate, employers: { byMail, byText: { ...byText, phoneNumber } }, interviews: { agreed, proposed, past, stale } };
}
type Setup = Awaited<ReturnType<typeof candidateWithInterviews>>;

const lastId = async (table: typeof mailOutbox | typeof phoneOutbox) => (await testApp.db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1))[0]?.id ?? 0;

async function snapshot(setup: Setup) {
  const ids = Object.values(setup.interviews).map((interview) => interview.id);
  return {
    applications: await testApp.db.select({ id: applications.id, status: applications.status }).from(applications).where(inArray(applications.id, ids)).orderBy(applications.id),
    interviews: await testApp.db.select().from(interviews).where(inArray(interviews.applicationId, ids)).orderBy(interviews.id),
    mail: await lastId(mailOutbox),
    text: await lastId(phoneOutbox),
  };
}

const deleteCandidateAs = (agent: Agent, id: string) => agent.api.admin.candidates[":id"].$delete({ param: { id } });

describe("the admin deleting a candidate's account", () => {
  it("cancels their interviews not yet over and tells each employer only that the account is closed", async () => {
    const setup = await candidateWithInterviews();
    const { candidate, employers } = setup;
    const other = await signUpFromOwnAddress(testApp, "candidate");

    // The wrong users are refused, and nothing changes.
    const before = await snapshot(setup);
    for (const agent of [candidate.agent, other.agent, employers.byMail.agent]) expect((await deleteCandidateAs(agent, candidate.user.id)).status).toBe(403);
    expect(await snapshot(setup)).toEqual(before);

    const [agreedBefore] = await testApp.db.select().from(interviews).where(eq(interviews.applicationId, setup.interviews.agreed.id));
    const recorder = recordEvents(testApp);
    await expectStatus(deleteCandidateAs(admin, candidate.user.id), 200);
    const told = {
      agreed: await recorder.waitFor((seen) => seen.topic === "interviews" && seen.id === setup.interviews.agreed.id),
      proposed: await recorder.waitFor((seen) => seen.topic === "interviews" && seen.id === setup.interviews.proposed.id),
    };
    recorder.stop();
    expect(told.agreed.userIds).toEqual(expect.arrayContaining([employers.byMail.user.id]));
    expect(told.proposed.userIds).toEqual(expect.arrayContaining([employers.byText.user.id]));

    // The rows went with the account.
    const after = await snapshot(setup);
    expect({ applications: after.applications, interviews: after.interviews }).toEqual({ applications: [], interviews: [] });

    const mails = (await testApp.db.select().from(mailOutbox).where(gt(mailOutbox.id, before.mail)).orderBy(mailOutbox.id)).map((row) => ({
      ...row,
      calendar: row.icalEvent ? readCalendar(row.icalEvent.content) : null,
    }));
    // The employer of the agreed interview: one mail, with the METHOD:CANCEL of the invitation they hold.
    const toByMail = mails.filter((mail) => mail.recipient === employers.byMail.input.email);
    expect(toByMail).toHaveLength(1);
    const [cancel] = toByMail;
    const { title } = setup.interviews.agreed.job;
    expect(cancel!.subject).toBe(`Nagara Jobs: interview with ${candidate.input.name} for ${title} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`);
    expect(cancel!.text).toContain(
      `${candidate.input.name}'s account on the site is closed, so your interview with them for "${title}" (Brindavan Retail) is cancelled, and their application is no longer on your dashboard.`,
    );
    expect(cancel!.text).toContain("It was on Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes).");
    expect(cancel!.text).toContain(`${candidate.input.name} ಅವರ ಖಾತೆ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಿದೆ; ಹಾಗಾಗಿ "ಅಂಗಡಿ ಸಹಾಯಕ" (Brindavan Retail) ಉದ್ಯೋಗಕ್ಕೆ ಅವರೊಂದಿಗಿನ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`);
    expect(cancel!.icalEvent?.method).toBe("CANCEL");
    expect(cancel!.calendar?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel!.calendar?.event.uid).toContain(agreedBefore!.id);
    expect(cancel!.calendar?.event.sequence).toBe(agreedBefore!.sequence + 1);
    expect(cancel!.calendar?.event.startDate.toJSDate().toISOString()).toBe("2031-03-10T04:30:00.000Z");

    // Never by whom or why; nothing to the deleted candidate, nothing of the past interview or the proposal whose time is over.
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/admin|delet|remov|reason|report|ಅಡ್ಮಿನ್|ಅಳಿಸ|ವರದಿ/i);
    expect(mails.filter((mail) => mail.recipient === candidate.input.email)).toEqual([]);
    for (const gone of [setup.interviews.past, setup.interviews.stale]) expect(mails.filter((mail) => mail.text.includes(gone.job.title))).toEqual([]);
    expect(mails.filter((mail) => mail.recipient === employers.byText.input.email)).toEqual([]);

    // The employer who reads interview news by SMS in Kannada: one text; the candidate none.
    const texts = await testApp.db.select().from(phoneOutbox).where(gt(phoneOutbox.id, before.text)).orderBy(phoneOutbox.id);
    const toByText = texts.filter((text) => text.userId === employers.byText.user.id);
    expect(toByText).toHaveLength(1);
    expect(toByText[0]).toMatchObject({ channel: "sms", kind: "interview", language: "kn", recipient: employers.byText.phoneNumber });
    expect(toByText[0]!.text).toContain("ಮುದ್ರಣ ಸಹಾಯಕ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ.");
    expect(texts.filter((text) => text.userId === candidate.user.id || text.userId === null)).toEqual([]);
  });

  it("tells each employer once: one mail listing the candidate's interviews with them, a cancel file for each, and one text", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, candidate.user.id);
    // Two interviews with one employer, who reads interview news by mail and by SMS in Kannada; one with another, by mail.
    const twice = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Couriers" });
    const phoneNumber = `+9198452${String(Math.floor(Math.random() * 100000)).padStart(5, "0")}`;
    await testApp.db.update(user).set({ phoneNumber, phoneNumberVerified: true }).where(eq(user.id, twice.user.id));
    const both = { email: true, sms: true, whatsapp: false };
    await expectStatus(save(twice, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: both, status: byEmail }, language: "kn" })), 200);
    const once = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
    const first = await interviewed(twice, candidate, true, "ಡೆಲಿವರಿ ಸವಾರ");
    const second = await interviewed(twice, candidate, true, "ಗೋದಾಮು ಸಹಾಯಕ");
    const third = await interviewed(once, candidate, true, "ಅಂಗಡಿ ಸಹಾಯಕ");
    const ids = [first.id, second.id, third.id];
    const rows = await testApp.db.select().from(interviews).where(inArray(interviews.applicationId, ids));
    const interviewOf = (applicationId: string) => rows.find((row) => row.applicationId === applicationId)!;
    const [seen, textMark] = [(await testApp.outbox()).length, await lastId(phoneOutbox)];

    await expectStatus(deleteCandidateAs(admin, candidate.user.id), 200);

    const files = (await testApp.outbox()).slice(seen);
    const to = (address: string) => files.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((one) => one.address === address));
    expect(files).toHaveLength(2);
    const cancelsOf = (mail: (typeof files)[number]) =>
      mail.attachments.filter((file) => file.contentType === "text/calendar").map((file) => ({ filename: file.filename, ...readCalendar(file.content.toString("utf8")) }));

    // The employer of two: one mail listing both jobs with their times, in both languages, with a METHOD:CANCEL file for each.
    const [listing, ...moreToTwice] = to(twice.input.email);
    expect(moreToTwice).toEqual([]);
    const name = candidate.input.name;
    const time = { english: "Mon, 10 Mar 2031, 10:00 AM to 10:30 AM (30 minutes)", kannada: "ಸೋಮವಾರ, 10 ಮಾರ್ಚ್ 2031, ಬೆಳಿಗ್ಗೆ 10:00ರಿಂದ ಬೆಳಿಗ್ಗೆ 10:30ರವರೆಗೆ (30 ನಿಮಿಷ)" };
    expect(listing!.subject).toBe(`Nagara Jobs: 2 interviews with ${name} cancelled / 2 ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ`);
    expect(listing!.text).toContain(
      `${name}'s account on the site is closed, so your 2 interviews with them are cancelled, and their applications are no longer on your dashboard:\n` +
        `- "${first.job.title}" (Chamundi Couriers), ${time.english}\n` +
        `- "${second.job.title}" (Chamundi Couriers), ${time.english}\n` +
        "The attached updates take them out of your calendar, one file for each.",
    );
    expect(listing!.text).toContain(
      `${name} ಅವರ ಖಾತೆ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಿದೆ; ಹಾಗಾಗಿ ಅವರೊಂದಿಗಿನ ನಿಮ್ಮ ಈ 2 ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ, ಮತ್ತು ಅವರ ಅರ್ಜಿಗಳು ಇನ್ನು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಇಲ್ಲ:\n` +
        `- "ಡೆಲಿವರಿ ಸವಾರ" (Chamundi Couriers), ${time.kannada}\n` +
        `- "ಗೋದಾಮು ಸಹಾಯಕ" (Chamundi Couriers), ${time.kannada}\n` +
        "ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್‌ಗಳು (ಪ್ರತಿ ಸಂದರ್ಶನಕ್ಕೆ ಒಂದು ಫೈಲ್) ಇವುಗಳನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತವೆ.",
    );
    const listed = cancelsOf(listing!);
    expect(listed.map((file) => file.filename)).toEqual(["interview-cancelled-1.ics", "interview-cancelled-2.ics"]);
    for (const [index, applicationId] of [first.id, second.id].entries()) {
      const { calendar, event } = listed[index]!;
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(event.uid).toContain(interviewOf(applicationId).id);
      expect(event.sequence).toBe(interviewOf(applicationId).sequence + 1);
      expect(event.startDate.toJSDate().toISOString()).toBe("2031-03-10T04:30:00.000Z");
    }

    // The employer of one: the one interview's mail, as before, its cancel the mail's calendar.
    const [single, ...moreToOnce] = to(once.input.email);
    expect(moreToOnce).toEqual([]);
    expect(single!.subject).toBe(`Nagara Jobs: interview with ${name} for ${third.job.title} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`);
    expect(single!.text).toContain(`"ಅಂಗಡಿ ಸಹಾಯಕ" (Brindavan Retail) ಉದ್ಯೋಗಕ್ಕೆ ಅವರೊಂದಿಗಿನ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`);
    const singleCancels = cancelsOf(single!);
    expect(singleCancels.length).toBeGreaterThan(0);
    for (const { calendar, event } of singleCancels) {
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(event.uid).toContain(interviewOf(third.id).id);
    }
    for (const mail of files) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/admin|delet|remov|reason|report|ಅಡ್ಮಿನ್|ಅಳಿಸ|ವರದಿ/i);

    // One text, to the employer who reads interviews by SMS, in Kannada: how many, with whom.
    const texts = await testApp.db.select().from(phoneOutbox).where(gt(phoneOutbox.id, textMark)).orderBy(phoneOutbox.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", kind: "interview", language: "kn", recipient: phoneNumber, userId: twice.user.id });
    expect(texts[0]!.text).toMatch(new RegExp(`^${name} ಅವರೊಂದಿಗಿನ 2 ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ\\. http://\\S+/a `));
  });

  it("with no interviews, tells no employer", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const employer = await signUpFromOwnAddress(testApp, "employer", { company: "Empty Shop" });
    await insertResume(testApp.deps, candidate.user.id);
    const job = await postJob(employer.agent, { title: `Cook ${uniqueWord()}` });
    await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
    const [mail, text] = [await lastId(mailOutbox), await lastId(phoneOutbox)];
    await expectStatus(deleteCandidateAs(admin, candidate.user.id), 200);
    expect([await lastId(mailOutbox), await lastId(phoneOutbox)]).toEqual([mail, text]);
  });
});
