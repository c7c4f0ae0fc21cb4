/**
 * Property tests: whatever body reaches the apply and review endpoints, the answer is a 4xx (never
 * a 500) and no application or job changes. The fixtures leave no body that could rightly succeed.
 * The random bodies go through the untyped agent: they are wrong on purpose. And whatever mix of
 * applications a job has, hires sent at the same moment leave one hired and none undecided.
 */
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewApplicationSchema } from "@app/shared/applications";
import { insertResume } from "../../db/factories.ts";
import { applications, jobs } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: Agent;
let rival: Agent;
let candidate: Agent;
/** Candidates with a resume, for the jobs of the hiring property. */
const pool: Agent[] = [];
const jobIds: Record<"applied" | "filled" | "draft" | "closed", string> = { applied: "", filled: "", draft: "", closed: "" };
let pendingId: string;
let rejectedId: string;

async function post(title: string) {
  return (await postJob(employer, { title, location: "Nazarbad", type: "Full-time", description: `${title} needed.` })).id;
}

async function apply(agent: Agent, jobId: string) {
  return (await expectStatus(agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
}

/** Everything a request could change: every application's status and time, every job's status. */
async function snapshot() {
  const [applicationRows, jobRows] = await Promise.all([
    testApp.db
      .select({ id: applications.id, status: applications.status, updatedAt: applications.updatedAt, resumeFileId: applications.resumeFileId })
      .from(applications)
      .orderBy(asc(applications.id)),
    testApp.db.select({ id: jobs.id, status: jobs.status, filledBy: jobs.filledBy }).from(jobs).orderBy(asc(jobs.id)),
  ]);
  return { applicationRows, jobRows };
}

/** What the server will parse: a string body is sent as it is. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = (await signUpAgent(testApp, "employer")).agent;
  rival = (await signUpAgent(testApp, "employer")).agent;
  const signedUp = await signUpAgent(testApp, "candidate");
  candidate = signedUp.agent;
  await insertResume(testApp.deps, signedUp.user.id);
  const other = await signUpAgent(testApp, "candidate");
  await insertResume(testApp.deps, other.user.id);

  jobIds.applied = await post("Cook");
  jobIds.filled = await post("Driver");
  jobIds.draft = await post("Tailor");
  jobIds.closed = await post("Cashier");
  pendingId = await apply(candidate, jobIds.applied);
  rejectedId = await apply(other.agent, jobIds.applied);
  await expectStatus(employer.api.applications[":id"].$patch({ param: { id: rejectedId }, json: { status: "rejected" } }), 200);
  await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, jobIds.filled));
  await testApp.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, jobIds.draft));
  await testApp.db.update(jobs).set({ status: "expired" }).where(eq(jobs.id, jobIds.closed));
  for (let index = 0; index < 5; index += 1) {
    const member = await signUpAgent(testApp, "candidate");
    await insertResume(testApp.deps, member.user.id);
    pool.push(member.agent);
  }
});
afterAll(() => testApp.close());

const anyValue = fc.anything({ maxDepth: 3 });

describe("random bodies", () => {
  it("POST /api/applications answers 4xx and stores nothing", async () => {
    const jobId = fc.oneof(fc.constantFrom(...Object.values(jobIds)), fc.uuid(), fc.string(), anyValue);
    const coverLetter = fc.oneof(fc.string(), fc.string({ minLength: 5001, maxLength: 5100 }), anyValue);
    const body = fc.oneof(anyValue, fc.json(), fc.record({ jobId, coverLetter }, { requiredKeys: [] }));
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await candidate.post("/api/applications", value);
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it("PATCH /api/applications/:id answers 4xx and changes nothing", async () => {
    const status = fc.oneof(fc.constantFrom("shortlisted", "rejected", "hired", "pending", "SHORTLISTED"), anyValue);
    const body = fc.oneof(anyValue, fc.json(), fc.record({ status, extra: anyValue }, { requiredKeys: [] }));
    const actor = fc.constantFrom("owner", "rival", "candidate");
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(actor, fc.constantFrom("pending", "rejected"), body, async (who, target, value) => {
        // A valid move on the pending application by its owner would rightly succeed: not a random body.
        fc.pre(!(who === "owner" && target === "pending" && reviewApplicationSchema.safeParse(parsedBody(value)).success));
        const agent = { owner: employer, rival, candidate }[who];
        const response = await agent.patch(`/api/applications/${target === "pending" ? pendingId : rejectedId}`, value);
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});

describe("hiring", () => {
  it("leaves exactly one hired and the undecided not selected, whatever the mix and however many hires race", async () => {
    const decided = fc.constantFrom("pending", "shortlisted", "rejected");
    // Each pool member's status on the job (or not applied), and which shortlisted ones the employer tries to hire at once.
    const mix = fc
      .array(fc.option(decided, { nil: undefined }), { minLength: pool.length, maxLength: pool.length })
      .filter((statuses) => statuses.includes("shortlisted"));
    await fc.assert(
      fc.asyncProperty(mix, fc.integer({ min: 1, max: 5 }), async (statuses, attempts) => {
        const jobId = await post("Helper");
        const planned: { id: string; status: "pending" | "shortlisted" | "rejected" }[] = [];
        for (const [index, status] of statuses.entries()) {
          if (!status) continue;
          const id = await apply(pool[index]!, jobId);
          if (status !== "pending") await testApp.db.update(applications).set({ status }).where(eq(applications.id, id));
          planned.push({ id, status });
        }
        const shortlisted = planned.filter((application) => application.status === "shortlisted");
        const targets = Array.from({ length: attempts }, (_, index) => shortlisted[index % shortlisted.length]!.id);

        const responses = await Promise.all(targets.map((id) => employer.post(`/api/applications/${id}/hire`, {})));
        const statusCodes = responses.map((response) => response.status);
        expect(statusCodes.filter((code) => code === 200)).toHaveLength(1);
        expect(statusCodes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
        const winner = targets[statusCodes.indexOf(200)]!;

        const rows = await testApp.db.select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.jobId, jobId));
        const after = new Map(rows.map((row) => [row.id, row.status]));
        for (const application of planned) {
          const expected = application.id === winner ? "hired" : application.status === "rejected" ? "rejected" : "not_selected";
          expect(after.get(application.id)).toBe(expected);
        }
        const [job] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
        expect(job?.status).toBe("filled");
      }),
      { numRuns: 12 },
    );
  });
});
