/**
 * The site's language switch, signed in (`PUT /api/notifications/language`): a person's SMS and
 * WhatsApp messages follow it, as they follow the language chosen on the channels' card.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPreferencesInput } from "@app/shared/notifications";
import { insertResume } from "../../db/factories.ts";
import { notificationPreferences, phoneOutbox, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

let numbers = 0;
/** A fresh verified number (E.164). */
function nextNumber(): string {
  numbers += 1;
  return `+9198451${String(numbers + Math.floor(Math.random() * 90000)).padStart(5, "0")}`;
}

/** A candidate whose number came back verified; with `phoneOnly`, their address is a phone-only account's stand-in. */
async function candidateWithNumber(options: { phoneOnly?: boolean } = {}) {
  const signedUp = await signUpFromOwnAddress(testApp, "candidate");
  const phoneNumber = nextNumber();
  await testApp.db
    .update(user)
    .set({ phoneNumber, phoneNumberVerified: true, ...(options.phoneOnly ? { email: `${phoneNumber.slice(1)}@phone.invalid` } : {}) })
    .where(eq(user.id, signedUp.user.id));
  return { ...signedUp, phoneNumber };
}

const none = { email: false, sms: false, whatsapp: false };
const byEmail = { email: true, sms: false, whatsapp: false };
const bySms = { email: false, sms: true, whatsapp: false };

function preferences(overrides: Partial<NotificationPreferencesInput> = {}): NotificationPreferencesInput {
  return { channels: { alerts: byEmail, messages: byEmail, interviews: byEmail, status: byEmail }, language: "en", whatsappOptIn: false, ...overrides };
}

const read = (who: SignedUp) => who.agent.api.notifications.preferences.$get();
const save = (who: SignedUp, json: NotificationPreferencesInput) => who.agent.api.notifications.preferences.$put({ json });
const phoneRowsOf = (userId: string) => testApp.db.select().from(phoneOutbox).where(eq(phoneOutbox.userId, userId)).orderBy(phoneOutbox.id);

/** An application of `candidate` to a new job of the employer's. */
async function application(candidate: SignedUp) {
  await insertResume(testApp.deps, candidate.user.id);
  const job = await postJob(employer.agent, { title: "Driver", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "A driver for our tourist cabs." });
  return (await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201)).application.id;
}

async function shortlist(applicationId: string) {
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: applicationId }, json: { status: "shortlisted" } }), 200);
}

const switchTo = (who: SignedUp, language: string) => who.agent.api.notifications.language.$put({ json: { language } as { language: "en" | "kn" } });

describe("PUT /api/notifications/language: the site's language switch", () => {
  it("sends a phone-only candidate's texts in Kannada after they switch the site to Kannada, and in English after they switch back", async () => {
    const candidate = await candidateWithNumber({ phoneOnly: true });
    expect(await expectStatus(switchTo(candidate, "kn"), 200)).toMatchObject({ saved: false, language: "kn", channels: { status: bySms } });
    const applicationId = await application(candidate);
    await shortlist(applicationId);
    const [sms] = await phoneRowsOf(candidate.user.id);
    expect(sms).toMatchObject({ channel: "sms", kind: "status", language: "kn" });
    expect(sms!.text).toContain("ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ");

    await expectStatus(switchTo(candidate, "en"), 200);
    const proposal = { slots: [{ date: "2031-03-10", start: "10:00", durationMinutes: 30 }], placeKind: "phone" as const };
    await expectStatus(employer.agent.api.applications[":id"].interview.$post({ param: { id: applicationId }, json: proposal }), 201);
    const [, invitation] = await phoneRowsOf(candidate.user.id);
    expect(invitation).toMatchObject({ channel: "sms", kind: "interview", language: "en" });
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ saved: false, language: "en" });
  });

  it("changes the language saved with the person's channels, and leaves the channels and other people alone", async () => {
    const candidate = await candidateWithNumber();
    const other = await candidateWithNumber();
    const chosen = preferences({ channels: { alerts: none, messages: byEmail, interviews: bySms, status: bySms }, language: "en" });
    await expectStatus(save(candidate, chosen), 200);
    await expectStatus(save(other, chosen), 200);
    expect(await expectStatus(switchTo(candidate, "kn"), 200)).toMatchObject({ saved: true, language: "kn", channels: chosen.channels });
    const rows = await testApp.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, candidate.user.id));
    expect(rows.map((row) => row.language)).toEqual(["kn", "kn", "kn", "kn"]);
    expect(await expectStatus(read(other), 200)).toMatchObject({ language: "en" });
    await shortlist(await application(candidate));
    expect((await phoneRowsOf(candidate.user.id))[0]).toMatchObject({ kind: "status", language: "kn" });

    // The card's choice, saved later, is the last word again.
    await expectStatus(save(candidate, chosen), 200);
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ language: "en" });
  });

  it("outweighs the guess from the person's newest job alert", async () => {
    const candidate = await candidateWithNumber();
    await expectStatus(candidate.agent.api.alerts.$post({ json: { criteria: { q: "cook" }, frequency: "daily", language: "kn" } }), 201);
    await expectStatus(switchTo(candidate, "en"), 200);
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ saved: false, language: "en" });
  });

  it("refuses a guest with 401, the admin with 403 and another language with 400, changing nothing", async () => {
    await expectError(testApp.agent().api.notifications.language.$put({ json: { language: "kn" } }), 401, "unauthenticated");
    const admin = await signInAdmin(testApp);
    await expectError(admin.api.notifications.language.$put({ json: { language: "kn" } }), 403, "forbidden");
    const candidate = await candidateWithNumber({ phoneOnly: true });
    await expectError(switchTo(candidate, "fr"), 400, "invalid_input");
    expect(await expectStatus(read(candidate), 200)).toMatchObject({ language: "en" });
    const [account] = await testApp.db.select({ textLanguage: user.textLanguage }).from(user).where(eq(user.id, candidate.user.id));
    expect(account).toEqual({ textLanguage: null });
  });
});
