/**
 * `GET /api/profile/jobs-for-you`: the open jobs a candidate's profile points to, best first, with
 * reasons; never a job they applied to, nor one that is not listed; and the visits behind New.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpdateProfileInput } from "@app/shared/candidates";
import type { CreateJobInput } from "@app/shared/jobs";
import { isNewSince } from "@app/shared/jobs-for-you";
import { insertApplication, insertJob, insertResume } from "../../db/factories.ts";
import { candidateProfiles, jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { refreshJobConcepts } from "../search/refresh-job-concepts.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer");
});
afterAll(() => testApp.close());

/** A job put straight into the table, with the concepts its search finds it by, as the server finds them at start. */
async function job(overrides: Partial<CreateJobInput>) {
  const id = await insertJob(testApp.db, { id: employer.user.id, company: "Chamundi Traders" }, overrides);
  await refreshJobConcepts(testApp.db);
  return id;
}

async function candidateWith(profile: UpdateProfileInput) {
  const candidate = await signUpAgent(testApp, "candidate");
  await expectStatus(candidate.agent.api.profile.$patch({ json: profile }), 200);
  return candidate;
}

const forYou = (agent: Agent, limit?: string) => agent.api.profile["jobs-for-you"].$get({ query: limit === undefined ? {} : { limit } });
const jobsFor = async (agent: Agent) => (await expectStatus(forYou(agent, "20"), 200)).jobs;
const titles = (found: { job: { title: string } }[]) => found.map(({ job }) => job.title);

describe("GET /api/profile/jobs-for-you", () => {
  it("ranks the jobs that match most of the profile first, says why, and leaves out the rest", async () => {
    const both = await job({ title: "Accountant", description: "Keep the books in Tally and file GST returns every month." });
    const oneSkill = await job({ title: "Billing Clerk", description: "Bills in Tally for a wholesale shop." });
    await job({ title: "Goods Carrier Driver", description: "Drive a pick-up van between our godowns." });
    const candidate = await candidateWith({ skills: ["Tally", "GST"], experience: [{ title: "Accountant", company: "Sri Ganesh Stores" }] });

    const found = await jobsFor(candidate.agent);
    expect(found.map(({ job }) => job.id).slice(0, 2)).toEqual([both, oneSkill]);
    expect(titles(found)).not.toContain("Goods Carrier Driver");
    expect(found[0]!.reasons).toEqual([
      { kind: "skills", skills: ["Tally", "GST"] },
      { kind: "experience", title: "Accountant" },
    ]);
    expect(found[1]!.reasons).toEqual([{ kind: "skills", skills: ["Tally"] }]);
  });

  it("finds through the search's words: another script, another name, a misspelling", async () => {
    await job({ title: "Security Guard", location: "Hebbal, Mysuru", description: "Night shifts at an apartment gate." });
    await job({ title: "Head Cook", description: "Cook South Indian meals for 200 guests." });
    const candidate = await candidateWith({ skills: ["ಕಾವಲುಗಾರ"], experience: [{ title: "Chef", company: "Hotel Dasaprakash" }] });
    const found = await jobsFor(candidate.agent);
    expect(titles(found)).toEqual(expect.arrayContaining(["Security Guard", "Head Cook"]));
    expect(found.find(({ job }) => job.title === "Head Cook")!.reasons).toEqual([{ kind: "experience", title: "Chef" }]);

    const misspelt = await candidateWith({ experience: [{ title: "Securty gard", company: "G4S" }] });
    expect(titles(await jobsFor(misspelt.agent))).toContain("Security Guard");
  });

  it("prefers the places and job types the candidate wants", async () => {
    await job({ title: "Electrician", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "Wiring for new houses." });
    await job({ title: "Electrician Helper", location: "Bannimantap, Mysuru", type: "Part-time", description: "Help the electrician on site." });
    const candidate = await candidateWith({ skills: ["Electrician"], wantedPlaces: ["Bannimantap"], wantedJobTypes: ["Part-time"] });
    const found = await jobsFor(candidate.agent);
    expect(titles(found).slice(0, 2)).toEqual(["Electrician Helper", "Electrician"]);
    expect(found[0]!.reasons).toEqual([
      { kind: "skills", skills: ["Electrician"] },
      { kind: "place", place: "Bannimantap" },
      { kind: "type", type: "Part-time" },
    ]);
  });

  it("with only wanted types, brings jobs of those types", async () => {
    await job({ title: "Summer Intern", type: "Internship", description: "Learn how a shop runs." });
    const candidate = await candidateWith({ wantedJobTypes: ["Internship"] });
    const found = await jobsFor(candidate.agent);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(({ job }) => job.type === "Internship")).toBe(true);
    expect(found[0]!.reasons).toEqual([{ kind: "type", type: "Internship" }]);
  });

  it("never brings a job the candidate applied to, nor one that is filled, and learns from what they applied to", async () => {
    const applied = await job({ title: "Tailor", description: "Stitch blouses and salwar suits." });
    const filled = await job({ title: "Senior Tailor", description: "Stitch suits." });
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filled));
    const another = await job({ title: "Tailor for Boutique", description: "Alterations and new stitching." });
    const candidate = await signUpAgent(testApp, "candidate");
    const resumeFileId = await insertResume(testApp.deps, candidate.user.id);
    await insertApplication(testApp.db, { jobId: applied, candidateId: candidate.user.id, resumeFileId });

    const found = await jobsFor(candidate.agent);
    const ids = found.map(({ job }) => job.id);
    expect(ids).toContain(another);
    expect(ids).not.toContain(applied);
    expect(ids).not.toContain(filled);
    expect(found.find(({ job }) => job.id === another)!.reasons).toEqual([{ kind: "applied", title: "Tailor" }]);
  });

  it("says when the profile gives nothing to look by, and keeps to the limit", async () => {
    const empty = await signUpAgent(testApp, "candidate");
    expect(await expectStatus(forYou(empty.agent), 200)).toMatchObject({ jobs: [], profileUsable: false });

    const candidate = await candidateWith({ wantedJobTypes: ["Full-time"] });
    const limited = await expectStatus(forYou(candidate.agent, "2"), 200);
    expect(limited.profileUsable).toBe(true);
    expect(limited.jobs).toHaveLength(2);
  });

  it("refuses a limit out of range, and is for candidates only", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    await expectError(forYou(candidate.agent, "0"), 400, "invalid_input");
    await expectError(forYou(candidate.agent, "21"), 400, "invalid_input");
    await expectError(forYou(candidate.agent, "many"), 400, "invalid_input");
    await expectError(forYou(testApp.agent()), 401);
    await expectError(forYou(employer.agent), 403, "candidates_only");
  });
});

describe("New since the last visit", () => {
  it("counts New from the last look of the previous visit; looks within a visit keep it", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const newSince = async () => (await expectStatus(forYou(candidate.agent), 200)).newSince;
    expect(await newSince()).toBeNull();
    expect(await newSince()).toBeNull();

    // Two hours pass: the next look begins a new visit, and the previous one's last look is when New counts from.
    await testApp.db
      .update(candidateProfiles)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(candidateProfiles.userId, candidate.user.id));
    const [before] = await testApp.db
      .select({ lastSeenAt: candidateProfiles.lastSeenAt })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, candidate.user.id));
    const since = await newSince();
    expect(since).toBe(before!.lastSeenAt!.toISOString());
    // Ten minutes later, the same visit: New still counts from the same moment.
    await testApp.db
      .update(candidateProfiles)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(candidateProfiles.userId, candidate.user.id));
    expect(await newSince()).toBe(since);

    const posted = await job({ title: "Receptionist" });
    const [row] = await testApp.db.select({ createdAt: jobs.createdAt }).from(jobs).where(eq(jobs.id, posted));
    expect(isNewSince(row!.createdAt.toISOString(), since)).toBe(true);
    expect(isNewSince(new Date(Date.parse(since!) - 60_000).toISOString(), since)).toBe(false);
  });

  it("a visit of one candidate is not another's", async () => {
    const first = await signUpAgent(testApp, "candidate");
    const second = await signUpAgent(testApp, "candidate");
    await expectStatus(forYou(first.agent), 200);
    await testApp.db
      .update(candidateProfiles)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(candidateProfiles.userId, first.user.id));
    expect((await expectStatus(forYou(first.agent), 200)).newSince).not.toBeNull();
    expect((await expectStatus(forYou(second.agent), 200)).newSince).toBeNull();
  });
});
