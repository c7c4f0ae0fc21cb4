/**
 * A candidate's news of their application names the job by its Kannada title where the employer gave
 * one: in a Kannada text, and in the Kannada half of the mail (the English half keeps the English title).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResume } from "../../db/factories.ts";
import { mailOutbox, phoneOutbox, user } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpFromOwnAddress, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

const job = { title: "Driver", titleKn: "ಚಾಲಕ", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "A driver for our tourist cabs." } as const;

async function applied(candidate: SignedUp) {
  await insertResume(testApp.deps, candidate.user.id);
  const posted = await postJob(employer.agent, job);
  const { application } = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: posted.id } }), 201);
  return { applicationId: application.id, jobId: posted.id };
}

const move = (applicationId: string, status: "shortlisted" | "rejected") =>
  expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: applicationId }, json: { status } }), 200);

describe("the job's Kannada title in a candidate's news", () => {
  it("names it in a Kannada status SMS", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const phoneNumber = `+9198452${String(Math.floor(Math.random() * 90000) + 10000)}`;
    await testApp.db.update(user).set({ phoneNumber, phoneNumberVerified: true, email: `${phoneNumber.slice(1)}@phone.invalid` }).where(eq(user.id, candidate.user.id));
    await expectStatus(candidate.agent.api.notifications.language.$put({ json: { language: "kn" } }), 200);
    const { applicationId } = await applied(candidate);
    await move(applicationId, "shortlisted");
    const [sms] = await testApp.db.select().from(phoneOutbox).where(eq(phoneOutbox.userId, candidate.user.id));
    expect(sms).toMatchObject({ kind: "status", language: "kn" });
    expect(sms!.text).toContain("ಚಾಲಕ");
    expect(sms!.text).not.toContain("Driver");
  });

  it("names it in the Kannada half of the status mail, and in the withdrawn job's mail", async () => {
    const shortlisted = await signUpFromOwnAddress(testApp, "candidate");
    const { applicationId, jobId } = await applied(shortlisted);
    await move(applicationId, "shortlisted");
    const [status] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shortlisted.user.email));
    const [english, kannada] = status!.text.split("ನಮಸ್ಕಾರ");
    expect(english).toContain('"Driver" (Chamundi Travels)');
    expect(kannada).toContain('"ಚಾಲಕ" (Chamundi Travels)');

    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: jobId } }), 200);
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shortlisted.user.email));
    const withdrawn = mails.find((mail) => mail.subject.includes("withdrawn"))!;
    expect(withdrawn.subject).toContain("ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ಚಾಲಕ");
    expect(withdrawn.text.split("ನಮಸ್ಕಾರ")[1]).toContain('"ಚಾಲಕ" (Chamundi Travels)');
  });
});
