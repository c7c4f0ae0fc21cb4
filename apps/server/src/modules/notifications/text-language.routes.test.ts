/**
 * The site's language switch, signed in (`PUT /api/notifications/language`): a person's SMS and
 * WhatsApp messages follow it, as they follow the language chosen on the channels' card.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { byEmail, bySms, none, notificationTestHelpers, preferences, read, save } from "./notification-test-helpers.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

const { candidateWithNumber, phoneRowsOf, application, shortlist } = notificationTestHelpers(
  () => testApp,
  () => employer,
);

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
