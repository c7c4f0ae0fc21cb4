/**
 * Migration 0013: applications left pending or shortlisted on jobs filled or closed before filling
 * and closing ended them become not_selected; those of open jobs stay, and nobody is mailed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, jobs } from "./schema/index.ts";
import { insertApplication, insertResume } from "./factories.ts";
import { migrationsFolder } from "./client.ts";
import { createTestApp, postJob, signUpAgent, type TestApp } from "../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("0013_ended_jobs_undecided_applications", () => {
  it("ends the undecided applications of filled and closed jobs only, and sends no mail", async () => {
    const employer = await signUpAgent(testApp, "employer");
    const candidate = await signUpAgent(testApp, "candidate");
    const [filled, closed, open] = [await postJob(employer.agent), await postJob(employer.agent), await postJob(employer.agent)];
    // The state such jobs were left in: ended, with applications still waiting.
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filled.id));
    await testApp.db.update(jobs).set({ status: "expired" }).where(eq(jobs.id, closed.id));
    const resumeFileId = await insertResume(testApp.deps, candidate.user.id);
    for (const job of [filled, closed, open]) await insertApplication(testApp.db, { jobId: job.id, candidateId: candidate.user.id, resumeFileId });
    const idOf = async (jobId: string) => (await testApp.db.select({ id: applications.id }).from(applications).where(eq(applications.jobId, jobId)))[0]!.id;
    const rows = { filledPending: await idOf(filled.id), closedShortlisted: await idOf(closed.id), openPending: await idOf(open.id) };
    await testApp.db.update(applications).set({ status: "shortlisted" }).where(eq(applications.id, rows.closedShortlisted));
    const mailsBefore = (await testApp.outbox()).length;

    const file = path.join(migrationsFolder, "0013_ended_jobs_undecided_applications.sql");
    await testApp.db.execute(sql.raw(readFileSync(file, "utf8")));

    const statusOf = async (id: string) => (await testApp.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]?.status;
    expect(await statusOf(rows.filledPending)).toBe("not_selected");
    expect(await statusOf(rows.closedShortlisted)).toBe("not_selected");
    expect(await statusOf(rows.openPending)).toBe("pending");
    expect((await testApp.outbox()).length).toBe(mailsBefore);
  });
});
