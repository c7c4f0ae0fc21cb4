/**
 * A guest's job alert saved to a mobile number (issue 49): off until the code sent to it by SMS comes
 * back, as an address is confirmed by its link; then each new job of its search goes by SMS, with
 * the alert's own link to stop it. Candidates use their account's alerts and channels instead.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts, mailOutbox, phoneOutbox } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { matchNewJobs } from "./alert-matching.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Mysore Silk Looms" });
});
afterAll(() => testApp.close());

let guests = 0;
/** A guest from an address of its own (the code routes limit each address). */
function guest() {
  guests += 1;
  return testApp.agent({ "x-forwarded-for": `10.49.0.${guests}` });
}

/** The code of the newest SMS to `number`: the text starts with it. */
async function codeSentTo(number: string): Promise<string> {
  const rows = await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, number), eq(phoneOutbox.kind, "code"))).orderBy(phoneOutbox.id);
  return rows.at(-1)!.text.slice(0, 6);
}

describe("POST /api/alerts/by-phone", () => {
  it("sends a code to the number, and sends the alert's jobs by SMS once the code came back", async () => {
    const agent = guest();
    const saved = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q: "weaver" }, frequency: "instant", language: "kn", phoneNumber: "98450 49001" } }), 201);
    expect(saved).toMatchObject({ codeSent: true, alert: { email: "+919845049001", confirmed: false } });
    const code = await codeSentTo("+919845049001");
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, "+919845049001"), eq(phoneOutbox.kind, "code")));
    expect(sms).toMatchObject({ channel: "sms", language: "kn", userId: null });

    const wrong = code === "000000" ? "111111" : "000000";
    await expectError(agent.api.alerts["by-phone"].confirm.$post({ json: { id: saved.alert.id, phoneNumber: "+91 98450 49001", code: wrong } }), 400, "phone_code_invalid");
    const confirmed = await expectStatus(agent.api.alerts["by-phone"].confirm.$post({ json: { id: saved.alert.id, phoneNumber: "+91 98450 49001", code } }), 200);
    expect(confirmed.alert.confirmed).toBe(true);

    const job = await postJob(employer.agent, { title: "Silk weaver", location: "Bannimantap, Mysuru", type: "Full-time", description: "Weaves Mysore silk saris on our looms." });
    await matchNewJobs(testApp.deps);
    const [news] = await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.recipient, "+919845049001"), eq(phoneOutbox.kind, "alert")));
    const [row] = await testApp.db.select().from(jobAlerts).where(eq(jobAlerts.id, saved.alert.id));
    expect(news).toMatchObject({ channel: "sms", language: "kn", userId: null });
    expect(news!.text).toBe(`ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: 1. ${testApp.config.publicUrl}/jobs/${job.id} ನಿಲ್ಲಿಸಲು ${testApp.config.publicUrl}/alerts/unsubscribe?token=${row!.token}`);
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Silk weaver"))).toEqual([]);
  });

  it("sends nothing to a number whose alert was never confirmed, and refuses a code for another alert's number", async () => {
    const agent = guest();
    const saved = await expectStatus(agent.api.alerts["by-phone"].$post({ json: { criteria: { q: "tailor" }, frequency: "instant", language: "en", phoneNumber: "98450 49002" } }), 201);
    const other = await expectStatus(guest().api.alerts["by-phone"].$post({ json: { criteria: { q: "tailor" }, frequency: "instant", language: "en", phoneNumber: "98450 49003" } }), 201);
    const code = await codeSentTo("+919845049002");
    // The code of one number does not confirm the alert of another.
    await expectError(agent.api.alerts["by-phone"].confirm.$post({ json: { id: other.alert.id, phoneNumber: "98450 49002", code } }), 404, "not_found");
    await postJob(employer.agent, { title: "Tailor", location: "Agrahara, Mysuru", type: "Full-time", description: "Stitches blouses and kurtas." });
    await matchNewJobs(testApp.deps);
    expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.kind, "alert"), eq(phoneOutbox.recipient, "+919845049002")))).toEqual([]);
    expect(saved.alert.confirmed).toBe(false);
  });

  it("is a guest's: a signed-in candidate is refused, and a number that is not a mobile's too", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    await expectError(candidate.agent.api.alerts["by-phone"].$post({ json: { criteria: {}, frequency: "daily", language: "en", phoneNumber: "98450 49004" } }), 403, "forbidden");
    const landline = await expectError(guest().api.alerts["by-phone"].$post({ json: { criteria: {}, frequency: "daily", language: "en", phoneNumber: "0821 2421234" } }), 400, "invalid_input");
    expect(landline.fieldKeys).toEqual({ phoneNumber: ["validation.mobile.notMobile"] });
  });
});
