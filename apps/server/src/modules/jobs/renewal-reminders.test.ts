import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDate } from "@app/shared/courses";
import { jobs } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signUpAgent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { sendRenewalReminders } from "./renewal-reminders.ts";

let testApp: TestApp;
let employer: SignedUp;
let otherEmployer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ SITE_TIME_ZONE: "Asia/Kolkata" });
  employer = await signUpAgent(testApp, "employer");
  otherEmployer = await signUpAgent(testApp, "employer");
});
afterAll(() => testApp.close());

async function postEndingIn(who: SignedUp, title: string, interval: string, status: "active" | "expired" | "filled" = "active") {
  const { id } = await postJob(who.agent, { title, location: "Gokulam", type: "Part-time", description: `${title} needed.` });
  await testApp.db.update(jobs).set({ status, expiresAt: sql`now() + ${interval}::interval` }).where(eq(jobs.id, id));
  return id;
}

/** The reminders in the outbox, by job title. */
async function remindersFor(title: string) {
  return (await testApp.outbox()).filter((mail) => mail.subject?.includes(`"${title}" leaves the job list`));
}

describe("renewal reminders", () => {
  it("e-mails the employer of each listed job that ends within 3 days, once, with the day and the dashboard", async () => {
    const tailorId = await postEndingIn(employer, "Tailor", "2 days");
    await postEndingIn(otherEmployer, "Weaver", "5 hours");
    // Not yet in its last 3 days; closed, filled or already past its end: nothing to renew.
    await postEndingIn(employer, "Cook", "10 days");
    await postEndingIn(employer, "Driver", "2 days", "expired");
    await postEndingIn(employer, "Plumber", "2 days", "filled");
    await postEndingIn(employer, "Painter", "-1 day");

    expect(await sendRenewalReminders(testApp.deps)).toBe(2);

    const [tailor] = await remindersFor("Tailor");
    expect(tailor?.to).toMatchObject({ text: employer.input.email });
    expect(tailor?.text).toContain(`Hello ${employer.input.name},`);
    expect(tailor?.text).toContain(`${testApp.config.publicUrl}/employer/dashboard`);
    expect(tailor?.text).toContain("ನಮಸ್ಕಾರ");
    // The day it ends in Mysuru, written as the site writes dates ('28 Nov 2026'): the day of its
    // stored end, not of two days from a moment later, which a run just before midnight (IST) makes the next day.
    const [tailorRow] = await testApp.db.select({ expiresAt: jobs.expiresAt }).from(jobs).where(eq(jobs.id, tailorId));
    const [year, month, day] = calendarDate(tailorRow!.expiresAt, "Asia/Kolkata").split("-");
    const shortMonth = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(month) - 1];
    expect(tailor?.subject).toContain(`leaves the job list on ${Number(day)} ${shortMonth} ${year}`);
    expect(tailor?.subject).toMatch(/ನಿಮ್ಮ ಉದ್ಯೋಗ \d{1,2} [\u0C80-\u0CFF]+ \d{4} ರಂದು/);
    expect((await remindersFor("Weaver"))[0]?.to).toMatchObject({ text: otherEmployer.input.email });
    for (const title of ["Cook", "Driver", "Plumber", "Painter"]) expect(await remindersFor(title), title).toEqual([]);

    // A second look finds nothing new: each end is told once.
    expect(await sendRenewalReminders(testApp.deps)).toBe(0);
    expect(await remindersFor("Tailor")).toHaveLength(1);
  });

  it("reminds again of the new end after the employer renews the job", async () => {
    const id = await postEndingIn(employer, "Gardener", "1 day");
    expect(await sendRenewalReminders(testApp.deps)).toBe(1);

    await expectStatus(employer.agent.api.jobs[":id"].renew.$post({ param: { id } }, emptyJsonBody), 200);
    expect(await sendRenewalReminders(testApp.deps)).toBe(0);
    // Weeks later the renewed listing nears its own end.
    await testApp.db.update(jobs).set({ expiresAt: sql`now() + interval '2 days'` }).where(eq(jobs.id, id));
    expect(await sendRenewalReminders(testApp.deps)).toBe(1);
    expect(await remindersFor("Gardener")).toHaveLength(2);
  });

  it("sends each reminder once when two servers look at the same time", async () => {
    await postEndingIn(employer, "Mason", "1 day");
    const counts = await Promise.all([sendRenewalReminders(testApp.deps), sendRenewalReminders(testApp.deps)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await remindersFor("Mason")).toHaveLength(1);
  });
});
