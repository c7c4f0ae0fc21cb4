import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "@app/shared/events";
import { jobs } from "../../db/schema/index.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";
import { createTestApp, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: Awaited<ReturnType<typeof signUpAgent>>;
let otherEmployer: Awaited<ReturnType<typeof signUpAgent>>;
let candidate: Awaited<ReturnType<typeof signUpAgent>>;
let admin: Agent;

async function postJob(title: string) {
  const response = await employer.agent.post("/api/jobs", { title, location: "Gokulam", type: "Part-time", description: `${title} needed.` });
  expect(response.status).toBe(201);
  return response.body.job.id as string;
}

async function jobRow(id: string) {
  const [row] = await testApp.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function listedIds(query: string) {
  const response = await testApp.agent().get(`/api/jobs?q=${encodeURIComponent(query)}`);
  return response.body.jobs.map((job: { id: string }) => job.id) as string[];
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer");
  otherEmployer = await signUpAgent(testApp, "employer");
  candidate = await signUpAgent(testApp, "candidate");
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, "admin-pass-1");
  admin = testApp.agent();
  expect((await admin.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass-1" })).status).toBe(200);
});
afterAll(() => testApp.close());

describe("PATCH /api/jobs/:id/status", () => {
  it("closes a job (it leaves search) and reopens it (it comes back), telling every page", async () => {
    const id = await postJob("Librarian");
    const events: AppEvent[] = [];
    const stop = testApp.deps.events.subscribe((event) => events.push(event));

    const closed = await employer.agent.patch(`/api/jobs/${id}/status`, { status: "expired" });
    expect(closed.status).toBe(200);
    expect(closed.body.job).toMatchObject({ id, status: "expired" });
    expect((await jobRow(id)).status).toBe("expired");
    expect(await listedIds("librarian")).toEqual([]);
    for (let attempt = 0; attempt < 100 && !events.some((event) => event.topic === "jobs" && event.id === id); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(events).toContainEqual({ topic: "jobs", id });
    stop();

    const reopened = await employer.agent.patch(`/api/jobs/${id}/status`, { status: "active" });
    expect(reopened.status).toBe(200);
    expect(reopened.body.job.status).toBe("active");
    expect(await listedIds("librarian")).toEqual([id]);
  });

  it("lists a posted job for 60 days; past that date it leaves search by itself", async () => {
    const id = await postJob("Night Watchman");
    const row = await jobRow(id);
    const listedFor = row!.expiresAt!.getTime() - Date.now();
    expect(listedFor).toBeGreaterThan(59 * 24 * 3600 * 1000);
    expect(listedFor).toBeLessThanOrEqual(60 * 24 * 3600 * 1000);
    expect(await listedIds("watchman")).toEqual([id]);
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, id));
    expect(await listedIds("watchman")).toEqual([]);
  });

  it("lists a lapsed job for another 60 days on reopening, and keeps a date still ahead", async () => {
    const lapsed = await postJob("Gardener");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '2 days'` }).where(eq(jobs.id, lapsed));
    expect(await listedIds("gardener")).toEqual([]);
    const reopened = await employer.agent.patch(`/api/jobs/${lapsed}/status`, { status: "active" });
    expect(reopened.body.job).toMatchObject({ status: "active" });
    const listedFor = new Date(reopened.body.job.expiresAt).getTime() - Date.now();
    expect(listedFor).toBeGreaterThan(59 * 24 * 3600 * 1000);
    expect(listedFor).toBeLessThanOrEqual(60 * 24 * 3600 * 1000);
    expect(await listedIds("gardener")).toEqual([lapsed]);

    const ahead = await postJob("Watchman");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() + interval '7 days'` }).where(eq(jobs.id, ahead));
    expect((await employer.agent.patch(`/api/jobs/${ahead}/status`, { status: "expired" })).status).toBe(200);
    const back = await employer.agent.patch(`/api/jobs/${ahead}/status`, { status: "active" });
    expect(back.body.job.expiresAt).toEqual(expect.any(String));
    expect((await jobRow(ahead)).expiresAt).not.toBeNull();
  });

  it("leaves a filled job filled (409 job_not_open)", async () => {
    const id = await postJob("Plumber");
    await testApp.db.update(jobs).set({ status: "filled", filledAt: sql`now()` }).where(eq(jobs.id, id));
    for (const status of ["active", "expired"]) {
      const response = await employer.agent.patch(`/api/jobs/${id}/status`, { status });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe("job_not_open");
    }
    expect((await jobRow(id)).status).toBe("filled");
  });

  it("is the owner's or the admin's: another employer 404, a candidate 403, signed out 401", async () => {
    const id = await postJob("Painter");
    expect((await otherEmployer.agent.patch(`/api/jobs/${id}/status`, { status: "expired" })).status).toBe(404);
    expect((await candidate.agent.patch(`/api/jobs/${id}/status`, { status: "expired" })).status).toBe(403);
    expect((await testApp.agent().patch(`/api/jobs/${id}/status`, { status: "expired" })).status).toBe(401);
    expect((await jobRow(id)).status).toBe("active");
    const byAdmin = await admin.patch(`/api/jobs/${id}/status`, { status: "expired" });
    expect(byAdmin.status).toBe(200);
    expect((await jobRow(id)).status).toBe("expired");
  });

  it("answers 400 for a status other than active or expired, 404 for a bad or unknown id", async () => {
    const id = await postJob("Carpenter");
    for (const body of [{ status: "filled" }, { status: "draft" }, {}, { status: 1 }]) {
      const response = await employer.agent.patch(`/api/jobs/${id}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe("invalid_input");
    }
    expect((await employer.agent.patch("/api/jobs/not-an-id/status", { status: "expired" })).status).toBe(404);
    expect((await employer.agent.patch("/api/jobs/00000000-0000-4000-8000-000000000000/status", { status: "expired" })).status).toBe(404);
    expect((await jobRow(id)).status).toBe("active");
  });
});
