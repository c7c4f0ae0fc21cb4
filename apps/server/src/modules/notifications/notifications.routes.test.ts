import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPreferencesInput } from "@app/shared/notifications";
import { conversationMessages, conversations, mailOutbox, notificationPreferences, phoneOutbox, phoneStops, user } from "../../db/schema/index.ts";
import { queueNotices } from "../../notifications/notify.ts";
import { shortJobReference, statusNews } from "../../notifications/phone-texts.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { matchNewJobs } from "../alerts/alert-matching.ts";
import { stopSms } from "../sms-inbound/sms-inbound.service.ts";
import { sendUnreadMessageMails } from "../conversations/unread-message-mails.ts";
import { byEmail, bySms, none, notificationTestHelpers, preferences, read, save } from "./notification-test-helpers.ts";

let testApp: TestApp;
let employer: SignedUp;

/** Caps small enough to reach: 6 parts a day for the site, 3 for a person. */
beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", SITE_TIME_ZONE: "Asia/Kolkata", SMS_DAILY_CAP: "6", SMS_DAILY_CAP_PER_PERSON: "3" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

const { candidateWithNumber, phoneRowsOf, application, shortlist } = notificationTestHelpers(
  () => testApp,
  () => employer,
);
const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));

describe("GET and PUT /api/notifications/preferences", () => {
  it("refuses a guest with 401 and the admin with 403", async () => {
    await expectError(testApp.agent().api.notifications.preferences.$get(), 401, "unauthenticated");
    await expectError(testApp.agent().api.notifications.preferences.$put({ json: preferences() }), 401, "unauthenticated");
    const admin = await signInAdmin(testApp);
    await expectError(admin.api.notifications.preferences.$get(), 403, "forbidden");
  });

  it("gives an e-mail account e-mail for every kind by default, and nothing by phone", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const settings = await expectStatus(read(candidate), 200);
    expect(settings).toMatchObject({ saved: false, email: candidate.user.email, phoneNumber: null, whatsappOptIn: false, language: "en" });
    expect(settings.channels).toEqual({ alerts: byEmail, messages: byEmail, interviews: byEmail, status: byEmail });
  });

  it("gives a phone-only account interviews and status by SMS, and nothing promotional", async () => {
    const candidate = await candidateWithNumber({ phoneOnly: true });
    const settings = await expectStatus(read(candidate), 200);
    expect(settings).toMatchObject({ saved: false, email: null, phoneNumber: candidate.phoneNumber });
    expect(settings.channels).toEqual({ alerts: none, messages: none, interviews: bySms, status: bySms });
  });

  it("writes texts, before a choice is saved, in the language of the person's newest job alert", async () => {
    const candidate = await candidateWithNumber();
    await expectStatus(candidate.agent.api.alerts.$post({ json: { criteria: { q: "cook" }, frequency: "daily", language: "kn" } }), 201);
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ saved: false, language: "kn" });
  });

  it("keeps e-mail alone by default for an account with an address and a number", async () => {
    const employerWithNumber = await candidateWithNumber();
    expect((await expectStatus(read(employerWithNumber), 200)).channels.status).toEqual(byEmail);
  });

  it("saves the person's own choice, which another person's reading and saving leave alone", async () => {
    const candidate = await candidateWithNumber();
    const other = await candidateWithNumber();
    const chosen = preferences({ channels: { alerts: none, messages: { email: true, sms: true, whatsapp: false }, interviews: bySms, status: byEmail }, language: "kn" });
    const saved = await expectStatus(save(candidate, chosen), 200);
    expect(saved).toMatchObject({ saved: true, language: "kn", channels: chosen.channels });
    await expectStatus(save(other, preferences()), 200);
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ channels: chosen.channels, language: "kn" });
    const rows = await testApp.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, candidate.user.id));
    expect(rows.map((row) => [row.kind, row.sms, row.language]).sort()).toEqual([
      ["alerts", false, "kn"],
      ["interviews", true, "kn"],
      ["messages", true, "kn"],
      ["status", false, "kn"],
    ]);
  });

  it("refuses a channel the account cannot be reached on, by field, and saves nothing", async () => {
    const emailOnly = await signUpFromOwnAddress(testApp, "candidate");
    const body = await expectError(save(emailOnly, preferences({ channels: { ...preferences().channels, status: bySms } })), 400, "invalid_input");
    expect(body.fieldKeys).toEqual({ "channels.status.sms": ["validation.notifications.numberNeeded"] });
    const phoneOnly = await candidateWithNumber({ phoneOnly: true });
    const noAddress = await expectError(save(phoneOnly, preferences()), 400, "invalid_input");
    expect(Object.keys(noAddress.fieldKeys ?? {})).toEqual(["channels.alerts.email", "channels.messages.email", "channels.interviews.email", "channels.status.email"]);
    const whatsapp = { email: false, sms: false, whatsapp: true };
    const noOptIn = await expectError(save(phoneOnly, preferences({ channels: { alerts: none, messages: none, interviews: whatsapp, status: none } })), 400, "invalid_input");
    expect(noOptIn.fieldKeys).toEqual({ "channels.interviews.whatsapp": ["validation.notifications.whatsappOptInNeeded"] });
    const malformed = await emailOnly.agent.api.notifications.preferences.$put({ json: { ...preferences(), language: "fr" } as unknown as NotificationPreferencesInput });
    await expectError(malformed, 400, "invalid_input");
    expect(await testApp.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, phoneOnly.user.id))).toEqual([]);
  });

  it("takes WhatsApp after the opt-in, and the opt-in again lifts a STOP", async () => {
    const candidate = await candidateWithNumber({ phoneOnly: true });
    const whatsapp = { email: false, sms: false, whatsapp: true };
    const chosen = preferences({ channels: { alerts: none, messages: none, interviews: whatsapp, status: whatsapp }, whatsappOptIn: true });
    expect(await expectStatus(save(candidate, chosen), 200)).toMatchObject({ whatsappOptIn: true, whatsappStopped: false });
    const [account] = await testApp.db.select({ optIn: user.whatsappOptInAt }).from(user).where(eq(user.id, candidate.user.id));
    expect(account!.optIn).toBeInstanceOf(Date);

    await testApp.db.insert(phoneStops).values({ phoneNumber: candidate.phoneNumber, channel: "whatsapp" });
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ whatsappOptIn: false, whatsappStopped: true });
    // A STOP-ed number gets no WhatsApp, whatever it chose.
    await shortlist(await application(candidate));
    expect(await phoneRowsOf(candidate.user.id)).toEqual([]);

    expect(await expectStatus(save(candidate, chosen), 200)).toMatchObject({ whatsappOptIn: true, whatsappStopped: false });
    expect(await testApp.db.select().from(phoneStops).where(eq(phoneStops.phoneNumber, candidate.phoneNumber))).toEqual([]);
    await shortlist(await application(candidate));
    const [message] = await phoneRowsOf(candidate.user.id);
    expect(message).toMatchObject({ channel: "whatsapp", kind: "status", recipient: candidate.phoneNumber, language: "en", parts: 1 });
    expect(message!.template).toMatchObject({ name: "application_status", language: "en" });
    expect(message!.text).toContain("Reply STOP to stop.");
  });

  it("tells the number's owner that SMS is off because it said STOP, no one else, and ticking SMS again lifts it", async () => {
    const candidate = await candidateWithNumber({ phoneOnly: true });
    const other = await candidateWithNumber({ phoneOnly: true });
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ smsStopped: false, whatsappStopped: false });

    await stopSms(testApp.db, candidate.phoneNumber);
    await testApp.db.insert(phoneStops).values({ phoneNumber: candidate.phoneNumber, channel: "whatsapp" });
    const stopped = await expectStatus(read(candidate), 200);
    expect(stopped).toMatchObject({ smsStopped: true, whatsappStopped: true, phoneNumber: candidate.phoneNumber });
    expect(stopped.channels).toEqual({ alerts: none, messages: none, interviews: none, status: none });
    // Another account reads its own settings only: its number said no STOP, by SMS or on WhatsApp.
    expect(await expectStatus(read(other), 200)).toMatchObject({ smsStopped: false, whatsappStopped: false, phoneNumber: other.phoneNumber });
    await expectError(testApp.agent().api.notifications.preferences.$get(), 401, "unauthenticated");

    const again = await expectStatus(save(candidate, preferences({ channels: { alerts: none, messages: none, interviews: bySms, status: none } })), 200);
    expect(again).toMatchObject({ smsStopped: false, whatsappStopped: true, channels: { interviews: bySms } });
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ smsStopped: false });
  });

  it("says nothing of a stop to an account whose number is not verified: the number is not theirs yet", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const unverified = `+9199${String(Date.now()).slice(-8)}`;
    await testApp.db.update(user).set({ phoneNumber: unverified, phoneNumberVerified: false }).where(eq(user.id, candidate.user.id));
    await stopSms(testApp.db, unverified);
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ smsStopped: false, phoneNumber: null });
  });
});

describe("the news on each person's channels", () => {
  it("mails an e-mail account as before and texts it nothing", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await shortlist(await application(candidate));
    const [mail] = await mailsTo(candidate.user.email);
    expect(mail!.subject).toContain("Shortlisted");
    expect(await phoneRowsOf(candidate.user.id)).toEqual([]);
  });

  it("texts a phone-only candidate their status in Kannada, and mails no stand-in address", async () => {
    const candidate = await candidateWithNumber({ phoneOnly: true });
    await save(candidate, preferences({ channels: { alerts: none, messages: bySms, interviews: bySms, status: bySms }, language: "kn" }));
    const applicationId = await application(candidate);
    await shortlist(applicationId);
    const [sms] = await phoneRowsOf(candidate.user.id);
    expect(sms).toMatchObject({ channel: "sms", kind: "status", language: "kn", recipient: candidate.phoneNumber });
    expect(sms!.text).toContain("ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ");
    expect(sms!.text).toContain(`ನಿಲ್ಲಿಸಲು ${testApp.config.publicUrl}/n`);
    expect(sms!.parts).toBeLessThanOrEqual(2);
    expect(await testApp.db.select().from(mailOutbox).where(sql`${mailOutbox.recipient} like '%@phone.invalid'`)).toEqual([]);

    // An interview's invitation goes the same way, as interview news.
    const proposal = { slots: [{ date: "2031-03-10", start: "10:00", durationMinutes: 30 }], placeKind: "phone" as const };
    await expectStatus(employer.agent.api.applications[":id"].interview.$post({ param: { id: applicationId }, json: proposal }), 201);
    const [, invitation] = await phoneRowsOf(candidate.user.id);
    expect(invitation).toMatchObject({ channel: "sms", kind: "interview", language: "kn" });
    expect(invitation!.text).toContain("ಸಮಯ ಆರಿಸಿ");
  });

  it("texts a message left unread to a reader who chose SMS for messages, instead of mailing it", async () => {
    const candidate = await candidateWithNumber();
    await save(candidate, preferences({ channels: { alerts: byEmail, messages: bySms, interviews: byEmail, status: byEmail } }));
    const applicationId = await application(candidate);
    await shortlist(applicationId);
    await expectStatus(employer.agent.api.applications[":id"].messages.$post({ param: { id: applicationId }, json: { body: "Can you come on Monday?" } }), 201);
    // The message has waited unread long enough.
    await testApp.db.update(conversationMessages).set({ createdAt: sql`now() - interval '2 hours'` }).where(eq(conversationMessages.applicationId, applicationId));
    await testApp.db.update(conversations).set({ candidateMailedAt: null }).where(eq(conversations.applicationId, applicationId));
    await sendUnreadMessageMails(testApp.deps);
    const messages = (await phoneRowsOf(candidate.user.id)).filter((row) => row.kind === "message");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.text).toMatch(/^New message from .+ about Driver\. http/);
    expect((await mailsTo(candidate.user.email)).filter((mail) => mail.subject.includes("new message"))).toEqual([]);
  });

  it("texts a new job of a candidate's alert in the alert's language, with the number of jobs and a link", async () => {
    const candidate = await candidateWithNumber();
    await save(candidate, preferences({ channels: { alerts: { email: true, sms: true, whatsapp: false }, messages: byEmail, interviews: byEmail, status: byEmail } }));
    await expectStatus(candidate.agent.api.alerts.$post({ json: { criteria: { q: "tonga" }, frequency: "instant", language: "kn" } }), 201);
    const job = await postJob(employer.agent, { title: "Tonga driver", location: "Nazarbad, Mysuru", type: "Full-time", description: "Drives our tonga for visitors to the palace." });
    await matchNewJobs(testApp.deps);
    const [sms] = (await phoneRowsOf(candidate.user.id)).filter((row) => row.kind === "alert");
    expect(sms).toMatchObject({ channel: "sms", language: "kn" });
    expect(sms!.text).toBe(`ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: 1. ${testApp.config.publicUrl}/j/${shortJobReference(job.id)} ನಿಲ್ಲಿಸಲು ${testApp.config.publicUrl}/n`);
    expect((await mailsTo(candidate.user.email)).filter((mail) => mail.subject.includes("Tonga"))).toHaveLength(1);
  });
});

describe("the cost guard", () => {
  const news = statusNews("http://localhost:3000", { title: "Cook" }, "shortlisted");
  const notice = (userId: string) => ({ userId, kind: "status" as const, mail: { to: "", subject: "Shortlisted", text: "Shortlisted" }, phone: news });

  /**
   * Queues `notices` in one transaction after filling that day's count with `parts` sent for
   * `userId` (or a stranger), and codes that do not count; gives the transaction's `now()`. The
   * parts are sent at that same `now()`, so they are on the queueing's day whatever the hour: made
   * a moment earlier, a run a moment before midnight (IST) counted them on the day before.
   */
  async function queueAfterSent(parts: number, userId: string | null, notices: Parameters<typeof queueNotices>[2]): Promise<Date> {
    return testApp.db.transaction(async (tx) => {
      await tx.insert(phoneOutbox).values([
        { channel: "sms", recipient: "+919999999999", kind: "status", language: "en", text: "earlier", parts, userId, sentAt: sql`now()` },
        { channel: "sms", recipient: "+919999999999", kind: "code", language: "en", text: "code", parts: 50, sentAt: sql`now()` },
      ]);
      await queueNotices(tx as never, testApp.config, notices);
      const [row] = await tx.select({ now: sql<Date | string>`now()` }).from(sql`(select 1) as one`);
      return new Date(row!.now);
    });
  }

  /** The time of day `at` shows on the site's clock (Asia/Kolkata), "HH:MM:SS". */
  async function onSiteClock(at: Date): Promise<string> {
    const result = await testApp.db.execute<{ at: string }>(sql`select to_char(${at.toISOString()}::timestamptz at time zone 'Asia/Kolkata', 'HH24:MI:SS') as at`);
    return (result as unknown as { rows: { at: string }[] }).rows[0]!.at;
  }

  async function clearToday() {
    await testApp.db.delete(phoneOutbox).where(gt(phoneOutbox.id, 0));
  }

  it("sends at once under the caps, codes not counted", async () => {
    await clearToday();
    const candidate = await candidateWithNumber({ phoneOnly: true });
    await queueAfterSent(2, null, [notice(candidate.user.id)]);
    const [sms] = await phoneRowsOf(candidate.user.id);
    expect(sms!.sendAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("past the person's cap, a phone-only person's SMS waits for the next midnight on the site's clock", async () => {
    await clearToday();
    const candidate = await candidateWithNumber({ phoneOnly: true });
    const queuedAt = await queueAfterSent(3, candidate.user.id, [notice(candidate.user.id)]);
    const waiting = (await phoneRowsOf(candidate.user.id)).filter((row) => row.sentAt === null);
    expect(waiting).toHaveLength(1);
    expect(await onSiteClock(waiting[0]!.sendAfter)).toBe("00:00:00");
    expect(waiting[0]!.sendAfter.getTime()).toBeGreaterThan(queuedAt.getTime());
    expect(waiting[0]!.sendAfter.getTime()).toBeLessThanOrEqual(queuedAt.getTime() + 86_400_000);
  });

  it("past the site's cap, a person with an address gets the news by e-mail instead", async () => {
    await clearToday();
    const candidate = await candidateWithNumber();
    await expectStatus(save(candidate, preferences({ channels: { alerts: byEmail, messages: byEmail, interviews: byEmail, status: bySms } })), 200);
    const address = candidate.user.email;
    await queueAfterSent(6, null, [{ ...notice(candidate.user.id), mail: { to: address, subject: "Shortlisted", text: "Shortlisted" } }]);
    expect(await phoneRowsOf(candidate.user.id)).toEqual([]);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it("counts the SMS queued in the same round: the fourth part of a person's day waits", async () => {
    await clearToday();
    const candidate = await candidateWithNumber({ phoneOnly: true });
    await testApp.db.transaction(async (tx) => queueNotices(tx as never, testApp.config, [1, 2, 3, 4].map(() => notice(candidate.user.id))));
    const rows = await phoneRowsOf(candidate.user.id);
    // The first three go at once, the fourth at the next midnight on the site's clock: compared with
    // that midnight, not with "a minute from now", which a run just before midnight (IST) fails.
    const atOnce = rows.slice(0, 3).map((row) => row.sendAfter.getTime());
    expect(Math.max(...atOnce)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(rows).toHaveLength(4);
    expect(await onSiteClock(rows[3]!.sendAfter)).toBe("00:00:00");
    expect(rows[3]!.sendAfter.getTime()).toBeGreaterThan(Math.max(...atOnce));
    expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.userId, candidate.user.id), eq(phoneOutbox.channel, "whatsapp")))).toEqual([]);
  });
});
