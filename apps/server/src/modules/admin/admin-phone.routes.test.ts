/**
 * /api/admin/phone — the phone outbox as the admin's dashboard shows it beside mail: what waits,
 * what is stuck or given up (with the provider's last answer, never a message's text), and what went
 * in the site's day with its SMS parts; Send again for a given-up message, never a one-time code;
 * nobody but the admin sees or changes any of it.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, phoneOutbox } from "../../db/schema/index.ts";
import { queuePhoneMessages, type PhoneMessage } from "../../phone/queue.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, signInAdmin, signUpFromOwnAddress, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

const health = () => expectStatus(admin.api.admin.phone.$get(), 200);
const retry = (agent: Agent, id: string) => agent.api.admin.phone[":id"].retry.$post({ param: { id } }, emptyJsonBody);
const rows = () => testApp.db.select().from(phoneOutbox).orderBy(phoneOutbox.id);
const retries = () => testApp.db.select().from(auditLog).where(eq(auditLog.action, "phone.retry"));
const rowTo = async (recipient: string) => (await testApp.db.select().from(phoneOutbox).where(eq(phoneOutbox.recipient, recipient)))[0]!;

/** Queues a message to `to` and sets its row as the outbox would have left it. */
async function messageIn(to: string, state: PgUpdateSetSource<typeof phoneOutbox>, message: Partial<PhoneMessage> = {}) {
  await queuePhoneMessages(testApp.db, { channel: "sms", to, kind: "status", language: "en", text: "Nagara Jobs: you are shortlisted. STOP to stop.", ...message });
  const [row] = await testApp.db.update(phoneOutbox).set(state).where(eq(phoneOutbox.recipient, to)).returning();
  return row!;
}

/** The start of the site's day (Asia/Kolkata): a message sent before it was sent yesterday. */
const startOfDay = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/** The site's day as the database's clock has it now ('2026-11-30'). */
async function siteDay(): Promise<string> {
  const result = await testApp.db.execute(sql`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day`);
  return (result as unknown as { rows: { day: string }[] }).rows[0]!.day;
}

describe("the admin's view of the phone outbox", () => {
  it("counts what waits, is stuck or was given up, lists the given-up first without their texts, and what went today with its SMS parts", async () => {
    expect(await health()).toEqual({ waiting: 0, stuck: 0, failed: 0, sentToday: { sms: 0, whatsapp: 0 }, smsPartsToday: 0, messages: [] });

    const later = sql`now() + interval '1 hour'`;
    await messageIn("+919800000001", { sendAfter: later });
    const oldest = await messageIn("+919800000002", { createdAt: sql`now() - interval '3 hours'`, sendAfter: later, attempts: 6, lastError: "MSG91 answered 503: Service Unavailable" });
    const refused = await messageIn(
      "+919800000003",
      { createdAt: sql`now() - interval '1 minute'`, attempts: 1, failedAt: sql`now()`, lastError: "WhatsApp answered 400: (#132001) Template name does not exist in the translation [132001]" },
      { channel: "whatsapp", kind: "interview", language: "kn", text: "ಸಂದರ್ಶನ", template: { name: "interview_invitation", language: "kn", values: ["ನಾಳೆ"] } },
    );
    await messageIn("+919800000004", { createdAt: sql`now() - interval '20 minutes'`, sendAfter: later, attempts: 2, lastError: "Twilio did not answer within 10 s" }, { kind: "code", text: "Your code is 804213" });
    // Sent today: an English SMS of two parts (161 GSM-7 characters), a Kannada one of one, a WhatsApp message.
    const dayWhenSent = await siteDay();
    await messageIn("+919800000005", { sentAt: sql`now()` }, { text: "a".repeat(161) });
    await messageIn("+919800000006", { sentAt: sql`now()` }, { language: "kn", text: "ನಿಮ್ಮನ್ನು ಆಯ್ಕೆ ಮಾಡಲಾಗಿದೆ." });
    await messageIn("+919800000007", { sentAt: sql`now()` }, { channel: "whatsapp", template: { name: "application_status", language: "en", values: ["Driver"] } });
    // Sent before the site's day began: not today's.
    await messageIn("+919800000008", { sentAt: sql`${startOfDay} - interval '1 minute'` }, { text: "b".repeat(400) });

    let seen = await health();
    // The answer reads the database's clock, which the test cannot set: a run a moment before
    // midnight (IST) may have sent these yesterday by the time it asks. Then they are sent again
    // now, on the day that has begun, and the question is asked again.
    if ((await siteDay()) !== dayWhenSent) {
      await testApp.db.update(phoneOutbox).set({ sentAt: sql`now()` }).where(inArray(phoneOutbox.recipient, ["+919800000005", "+919800000006", "+919800000007"]));
      seen = await health();
    }
    expect(seen).toMatchObject({ waiting: 3, stuck: 2, failed: 1, sentToday: { sms: 2, whatsapp: 1 }, smsPartsToday: 3 });
    expect(seen.messages.map((message) => message.recipient)).toEqual(["+919800000003", "+919800000002", "+919800000004"]);
    expect(seen.messages[0]).toEqual({
      id: refused.id,
      channel: "whatsapp",
      recipient: "+919800000003",
      kind: "interview",
      language: "kn",
      attempts: 1,
      lastError: "WhatsApp answered 400: (#132001) Template name does not exist in the translation [132001]",
      queuedAt: refused.createdAt.toISOString(),
      failed: true,
      nextAttemptAt: null,
    });
    expect(seen.messages[1]).toMatchObject({ id: oldest.id, failed: false, attempts: 6, nextAttemptAt: oldest.sendAfter.toISOString() });
    // A code's text is nowhere in the answer.
    expect(JSON.stringify(seen)).not.toContain("804213");
  });

  it("sends a given-up message again on the admin's word, audited, and refuses what is not given up or does not exist, changing nothing", async () => {
    const refused = await rowTo("+919800000003");
    const { message } = await expectStatus(retry(admin, String(refused.id)), 200);
    expect(message).toMatchObject({ id: refused.id, recipient: "+919800000003", channel: "whatsapp", kind: "interview", failed: false, attempts: 0 });
    expect(await retries()).toMatchObject([
      {
        actorEmail: testApp.config.adminEmail,
        targetType: "phone_message",
        targetId: String(refused.id),
        targetLabel: "+919800000003",
        details: { channel: "whatsapp", kind: "interview", lastError: refused.lastError },
      },
    ]);
    // Delivered into the outbox folder (no provider here), as any message, and marked sent.
    expect((await testApp.phoneOutbox()).filter((file) => file.to === "+919800000003")).toMatchObject([{ channel: "whatsapp", language: "kn" }]);
    expect(await rowTo("+919800000003")).toMatchObject({ failedAt: null, attempts: 1, lastError: null, sentAt: expect.any(Date) });

    const before = await rows();
    await expectError(retry(admin, String(refused.id)), 409, "not_given_up");
    await expectError(retry(admin, String((await rowTo("+919800000002")).id)), 409, "not_given_up");
    await expectError(retry(admin, "999999999"), 404, "not_found");
    await expectError(retry(admin, "not-a-number"), 404, "not_found");
    await expectError(retry(admin, "-4"), 404, "not_found");
    expect(await rows()).toEqual(before);
    expect(await retries()).toHaveLength(1);
  });

  it("never sends a one-time code again: it expired long before it was given up", async () => {
    await testApp.db.update(phoneOutbox).set({ failedAt: sql`now()`, lastError: "MSG91 answered 400: invalid number" }).where(eq(phoneOutbox.recipient, "+919800000004"));
    const before = await rows();
    const error = await expectError(retry(admin, String((await rowTo("+919800000004")).id)), 409, "code_not_sent_again");
    expect(error.message).toBe("A one-time code is never sent again: it works for 5 minutes only. The person can ask for a new code.");
    expect(await rows()).toEqual(before);
    expect(await retries()).toHaveLength(1);
  });

  it("answers nobody but the admin, and changes nothing for them", async () => {
    const given = await messageIn("+919800000009", { attempts: 1, failedAt: sql`now()`, lastError: "MSG91 answered 400: DLT template not approved" });
    const before = await rows();
    const guest = testApp.agent();
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const employer = await signUpFromOwnAddress(testApp, "employer");
    await expectError(guest.api.admin.phone.$get(), 401, "unauthenticated");
    await expectError(retry(guest, String(given.id)), 401, "unauthenticated");
    for (const agent of [candidate.agent, employer.agent]) {
      await expectError(agent.api.admin.phone.$get(), 403, "forbidden");
      await expectError(retry(agent, String(given.id)), 403, "forbidden");
    }
    expect(await rows()).toEqual(before);
    expect(await retries()).toHaveLength(1);
  });
});
