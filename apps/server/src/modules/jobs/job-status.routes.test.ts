import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SetJobStatusInput } from "@app/shared/applications";
import type { AppEvent } from "@app/shared/events";
import { jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;
let otherEmployer: SignedUp;
let candidate: SignedUp;
let admin: Agent;

async function post(title: string) {
  return (await postJob(employer.agent, { title, location: "Gokulam", type: "Part-time", description: `${title} needed.` })).id;
}

function setStatus(agent: Agent, id: string, status: SetJobStatusInput["status"]) {
  return agent.api.jobs[":id"].status.$patch({ param: { id }, json: { status } });
}

async function jobRow(id: string) {
  const [row] = await testApp.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function listedIds(query: string) {
  const { jobs: listed } = await expectStatus(testApp.agent().api.jobs.$get({ query: { q: query } }), 200);
  return listed.map((job) => job.id);
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer");
  otherEmployer = await signUpAgent(testApp, "employer");
  candidate = await signUpAgent(testApp, "candidate");
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

describe("PATCH /api/jobs/:id/status", () => {
  it("closes a job (it leaves search) and reopens it (it comes back), telling every page", async () => {
    const id = await post("Librarian");
    const events: AppEvent[] = [];
    const stop = testApp.deps.events.subscribe((event) => events.push(event));

    const closed = await expectStatus(setStatus(employer.agent, id, "expired"), 200);
    expect(closed.job).toMatchObject({ id, status: "expired" });
    expect((await jobRow(id)).status).toBe("expired");
    expect(await listedIds("librarian")).toEqual([]);
    for (let attempt = 0; attempt < 100 && !events.some((event) => event.topic === "jobs" && event.id === id); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(events).toContainEqual({ topic: "jobs", id });
    stop();

    const reopened = await expectStatus(setStatus(employer.agent, id, "active"), 200);
    expect(reopened.job.status).toBe("active");
    expect(await listedIds("librarian")).toEqual([id]);
  });

  it("lists a posted job for 30 days (JOB_EXPIRY_DAYS); past that date it leaves search by itself", async () => {
    const id = await post("Night Watchman");
    const row = await jobRow(id);
    const listedFor = row!.expiresAt.getTime() - Date.now();
    expect(listedFor).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(listedFor).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    expect(await listedIds("watchman")).toEqual([id]);
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, id));
    expect(await listedIds("watchman")).toEqual([]);
  });

  it("lists a lapsed job for another 30 days on reopening, and keeps a date still ahead", async () => {
    const lapsed = await post("Gardener");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '2 days'` }).where(eq(jobs.id, lapsed));
    expect(await listedIds("gardener")).toEqual([]);
    const { job: reopened } = await expectStatus(setStatus(employer.agent, lapsed, "active"), 200);
    expect(reopened).toMatchObject({ status: "active" });
    const listedFor = new Date(reopened.expiresAt!).getTime() - Date.now();
    expect(listedFor).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(listedFor).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    expect(await listedIds("gardener")).toEqual([lapsed]);

    const ahead = await post("Watchman");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() + interval '7 days'` }).where(eq(jobs.id, ahead));
    await expectStatus(setStatus(employer.agent, ahead, "expired"), 200);
    const back = await expectStatus(setStatus(employer.agent, ahead, "active"), 200);
    expect(back.job.expiresAt).toEqual(expect.any(String));
    expect((await jobRow(ahead)).expiresAt).not.toBeNull();
  });

  it("leaves a filled job filled (409 job_not_open)", async () => {
    const id = await post("Plumber");
    await testApp.db.update(jobs).set({ status: "filled", filledAt: sql`now()` }).where(eq(jobs.id, id));
    for (const status of ["active", "expired"] as const) {
      await expectError(setStatus(employer.agent, id, status), 409, "job_not_open");
    }
    expect((await jobRow(id)).status).toBe("filled");
  });

  it("is the owner's or the admin's: another employer 404, a candidate 403, signed out 401", async () => {
    const id = await post("Painter");
    await expectError(setStatus(otherEmployer.agent, id, "expired"), 404);
    await expectError(setStatus(candidate.agent, id, "expired"), 403);
    await expectError(setStatus(testApp.agent(), id, "expired"), 401);
    expect((await jobRow(id)).status).toBe("active");
    await expectStatus(setStatus(admin, id, "expired"), 200);
    expect((await jobRow(id)).status).toBe("expired");
  });

  it("answers 400 for a status other than active or expired, 404 for a bad or unknown id", async () => {
    const id = await post("Carpenter");
    for (const body of [{ status: "filled" }, { status: "draft" }, {}, { status: 1 }]) {
      // Untyped: statuses the contract does not allow.
      await expectError(employer.agent.patch(`/api/jobs/${id}/status`, body), 400, "invalid_input");
    }
    await expectError(setStatus(employer.agent, "not-an-id", "expired"), 404);
    await expectError(setStatus(employer.agent, "00000000-0000-4000-8000-000000000000", "expired"), 404);
    expect((await jobRow(id)).status).toBe("active");
  });
});

describe("JOB_EXPIRY_DAYS", () => {
  it("sets how long a posted job and a reopened one stay listed", async () => {
    const weekly = await createTestApp({ JOB_EXPIRY_DAYS: "7" });
    try {
      const owner = await signUpAgent(weekly, "employer");
      const job = await postJob(owner.agent, { title: "Security Guard" });
      const days = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / (24 * 3600 * 1000);
      expect(days(job.expiresAt)).toBeGreaterThan(6.99);
      expect(days(job.expiresAt)).toBeLessThanOrEqual(7);

      await weekly.db.update(jobs).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, job.id));
      const { job: reopened } = await expectStatus(owner.agent.api.jobs[":id"].status.$patch({ param: { id: job.id }, json: { status: "active" } }), 200);
      expect(days(reopened.expiresAt)).toBeGreaterThan(6.99);
      expect(days(reopened.expiresAt)).toBeLessThanOrEqual(7);
    } finally {
      await weekly.close();
    }
  });
});

describe("POST /api/jobs/:id/renew", () => {
  const renew = (agent: Agent, id: string) => agent.api.jobs[":id"].renew.$post({ param: { id } }, emptyJsonBody);
  const daysLeft = (expiresAt: Date | string) => (new Date(expiresAt).getTime() - Date.now()) / (24 * 3600 * 1000);

  it("lists a job for another 30 days from now, keeps its posting date, and tells every page", async () => {
    const id = await post("Tailor");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() + interval '2 days'` }).where(eq(jobs.id, id));
    const before = await jobRow(id);
    const events: AppEvent[] = [];
    const stop = testApp.deps.events.subscribe((event) => events.push(event));

    const { job } = await expectStatus(renew(employer.agent, id), 200);
    expect(job).toMatchObject({ id, status: "active" });
    expect(daysLeft(job.expiresAt!)).toBeGreaterThan(29.99);
    expect(daysLeft(job.expiresAt!)).toBeLessThanOrEqual(30);
    const after = await jobRow(id);
    expect(daysLeft(after.expiresAt)).toBeGreaterThan(29.99);
    expect(after.createdAt).toEqual(before.createdAt);
    expect(job.postedAt).toBe(before.createdAt.toISOString());
    // On PostgreSQL the event comes back through LISTEN/NOTIFY, a moment later.
    await vi.waitFor(() => expect(events).toContainEqual({ topic: "jobs", id }));
    stop();
  });

  it("brings back a job whose date has passed, still active", async () => {
    const id = await post("Cobbler");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, id));
    expect(await listedIds("cobbler")).toEqual([]);
    await expectStatus(renew(employer.agent, id), 200);
    expect(await listedIds("cobbler")).toEqual([id]);
  });

  it("renews only an active job: a closed, filled or held one answers 409 job_not_open, unchanged", async () => {
    for (const status of ["expired", "filled", "pending_review"] as const) {
      const id = await post(`Welder ${status}`);
      await testApp.db.update(jobs).set({ status, expiresAt: sql`now() + interval '3 days'` }).where(eq(jobs.id, id));
      await expectError(renew(employer.agent, id), 409, "job_not_open");
      const row = await jobRow(id);
      expect(row.status).toBe(status);
      expect(daysLeft(row.expiresAt)).toBeLessThan(3.01);
    }
  });

  it("is the owner's or the admin's: another employer 404, a candidate 403, signed out 401; a bad or unknown id 404", async () => {
    const id = await post("Potter");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() + interval '3 days'` }).where(eq(jobs.id, id));
    await expectError(renew(otherEmployer.agent, id), 404);
    await expectError(renew(candidate.agent, id), 403);
    await expectError(renew(testApp.agent(), id), 401);
    expect(daysLeft((await jobRow(id)).expiresAt)).toBeLessThan(3.01);
    await expectError(renew(employer.agent, "not-an-id"), 404);
    await expectError(renew(employer.agent, "00000000-0000-4000-8000-000000000000"), 404);

    await expectStatus(renew(admin, id), 200);
    expect(daysLeft((await jobRow(id)).expiresAt)).toBeGreaterThan(29.99);
  });
});
