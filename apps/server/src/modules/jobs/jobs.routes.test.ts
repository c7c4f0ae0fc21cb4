import { eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost } from "@app/shared/factories";
import { jobCountLimit, type CreateJobInput } from "@app/shared/jobs";
import { insertResume, jobRow } from "../../db/factories.ts";
import { files, jobs, savedJobs, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { storedObjectExists } from "../../test/test-storage.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;
let otherEmployer: SignedUp;
let candidate: SignedUp;

/** The jobs of a search as a guest sees them. */
function search(query: InferRequestType<Agent["api"]["jobs"]["$get"]>["query"] = {}) {
  return expectStatus(testApp.agent().api.jobs.$get({ query }), 200);
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer", { company: "Mysore Logistics" });
  otherEmployer = await signUpAgent(testApp, "employer", { company: "Chamundi Foods" });
  candidate = await signUpAgent(testApp, "candidate");
});
afterAll(() => testApp.close());

describe("posting a job", () => {
  it("lets an employer post; the company defaults to the employer's and the salary is parsed", async () => {
    const { job } = await expectStatus(employer.agent.api.jobs.$post({ json: buildJobPost() }), 201);
    expect(job).toMatchObject({
      title: "Delivery Executive",
      company: "Mysore Logistics",
      salaryMin: 15000,
      salaryMax: 22000,
      salary: "₹15,000 - ₹22,000 per month",
      type: "Full-time",
      status: "active",
      employerId: employer.user.id,
      flags: [],
    });
    const [row] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.employerId).toBe(employer.user.id);
  });

  it("says 'Salary not specified' without a salary and flags phone numbers and fee requests", async () => {
    const job = await postJob(employer.agent, {
      salary: undefined,
      description: "Call 98450 12345. A registration fee of Rs 500 is needed.",
    });
    expect(job).toMatchObject({ salary: "Salary not specified", salaryMin: null, flags: ["phone", "money"] });
  });

  it("refuses guests (401) and candidates (403 'Only employers can add jobs.') and stores nothing", async () => {
    const before = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    await expectError(testApp.agent().api.jobs.$post({ json: buildJobPost() }), 401, "unauthenticated");
    const asCandidate = await expectError(candidate.agent.api.jobs.$post({ json: buildJobPost() }), 403, "employers_only");
    expect(asCandidate.message).toBe("Only employers can add jobs.");
    const after = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("answers 400 with field messages for missing fields and a bad salary", async () => {
    // Wrong on purpose: no location or description, and a type that is not one.
    const response = await employer.agent.post("/api/jobs", { title: " ", type: "Gig", salary: "40000 - 10000" });
    const error = await expectError(response, 400, "invalid_input");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["description", "location", "salary", "title", "type"]);
    expect(error.fields?.title).toEqual(["Job title is required"]);
  });
});

describe("searching jobs", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await testApp.db.delete(jobs);
    const make = async (agent: Agent, overrides: Partial<CreateJobInput>) => (await postJob(agent, overrides)).id;
    ids = {
      developer: await make(employer.agent, { title: "Frontend Developer", company: "Infosys Mysuru", location: "Hebbal", type: "Full-time", salary: "40000 - 60000", description: "React and TypeScript." }),
      cook: await make(otherEmployer.agent, { title: "Cook", location: "Kuvempunagar", type: "Part-time", salary: "12000", description: "South Indian meals for a busy mess." }),
      accountant: await make(otherEmployer.agent, { title: "Accountant", company: "Anand Traders", location: "Hebbal", type: "Contract", salary: "25000 - 30000", description: "Tally and GST filing." }),
      filled: await make(employer.agent, { title: "Developer Intern", location: "Hebbal", type: "Internship", description: "Filled already." }),
      expired: await make(employer.agent, { title: "Developer Trainee", location: "Hebbal", description: "Expired." }),
    };
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, ids.filled!));
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, ids.expired!));
    // Distinct creation times so "latest" has one right order.
    let minutes = 0;
    for (const key of ["developer", "cook", "accountant"]) {
      minutes += 10;
      await testApp.db.update(jobs).set({ createdAt: sql`now() - make_interval(mins => ${60 - minutes})` }).where(eq(jobs.id, ids[key]!));
    }
  });

  const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

  it("lists only active, unexpired jobs, newest first, with the total", async () => {
    const body = await search();
    expect(titles(body)).toEqual(["Accountant", "Cook", "Frontend Developer"]);
    expect(body.totalCount).toBe(3);
  });

  it("matches words and partial words in title, company and description", async () => {
    expect(titles(await search({ q: "develop" }))).toEqual(["Frontend Developer"]);
    expect(titles(await search({ q: "infosys" }))).toEqual(["Frontend Developer"]);
    expect(titles(await search({ q: "gst tally" }))).toEqual(["Accountant"]);
    expect(await search({ q: "plumber" })).toMatchObject({ jobs: [], totalCount: 0 });
    await search({ q: `'":*&!` });
  });

  it("filters by type, location and salary, and sorts by company", async () => {
    expect(titles(await search({ type: "Part-time" }))).toEqual(["Cook"]);
    expect(titles(await search({ location: "hebb" }))).toEqual(["Accountant", "Frontend Developer"]);
    expect(titles(await search({ salaryMin: "26000" }))).toEqual(["Accountant", "Frontend Developer"]);
    expect(titles(await search({ salaryMax: "20000" }))).toEqual(["Cook"]);
    const companies = (await search({ sort: "top" })).jobs.map((job) => job.company);
    expect(companies).toEqual(["Anand Traders", "Chamundi Foods", "Infosys Mysuru"]);
  });

  it("gives filter options with counts, each ignoring its own filter", async () => {
    const options = await expectStatus(testApp.agent().api.jobs.options.$get({ query: { location: "Hebbal", type: "Contract" } }), 200);
    expect(options.types).toEqual([
      { value: "Contract", count: 1 },
      { value: "Full-time", count: 1 },
    ]);
    expect(options.locations).toEqual([{ value: "Hebbal", count: 1 }]);
  });

  it("pages on the server", async () => {
    const first = await search({ pageSize: "2", page: "1" });
    const second = await search({ pageSize: "2", page: "2" });
    const beyond = await search({ pageSize: "2", page: "3" });
    expect(titles(first)).toEqual(["Accountant", "Cook"]);
    expect(titles(second)).toEqual(["Frontend Developer"]);
    expect(beyond).toMatchObject({ jobs: [], totalCount: 3 });
  });

  it("answers 400, never 500, for bad parameters", async () => {
    for (const query of ["page=0", "page=abc", "pageSize=101", "type=Gig", "sort=random", "salaryMin=-5", `q=${"x".repeat(201)}`]) {
      // Raw query strings: bad values the typed client would not let through.
      await expectError(testApp.agent().get(`/api/jobs?${query}`), 400, "invalid_input");
    }
  });

  it("counts the home statistics from rows, and only verified employers", async () => {
    const stats = () => expectStatus(testApp.agent().api.jobs.stats.$get(), 200);
    expect(await stats()).toEqual({ activeJobs: 3, candidates: 1, companies: 0 });
    await testApp.db.update(user).set({ verifiedAt: new Date() }).where(eq(user.id, employer.user.id));
    expect(await stats()).toEqual({ activeJobs: 3, candidates: 1, companies: 1 });
    await testApp.db.update(user).set({ verifiedAt: null }).where(eq(user.id, employer.user.id));
  });
});

describe("reading, viewing and deleting a job", () => {
  const read = (agent: Agent, id: string) => expectStatus(agent.api.jobs[":id"].$get({ param: { id } }), 200);

  it("counts one view per visitor per day, not the employer's own", async () => {
    const job = await postJob(employer.agent);
    const visitor = testApp.agent();
    expect((await read(visitor, job.id)).job.views).toBe(1);
    expect((await read(visitor, job.id)).job.views).toBe(1);
    expect((await read(testApp.agent(), job.id)).job.views).toBe(2);
    expect((await read(employer.agent, job.id)).job.views).toBe(2);
  });

  it("answers 404 for a missing job or a malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      await expectError(testApp.agent().api.jobs[":id"].$get({ param: { id } }), 404, "not_found");
    }
  });

  it("lets only the owner or the admin delete; the job then leaves search", async () => {
    const job = await postJob(employer.agent, { title: "Warehouse Helper" });
    const remove = (agent: Agent, id = job.id) => agent.api.jobs[":id"].$delete({ param: { id } });
    await expectError(remove(candidate.agent), 403);
    await expectError(remove(otherEmployer.agent), 404);
    await expectError(remove(testApp.agent()), 401);
    expect((await search({ q: "warehouse" })).totalCount).toBe(1);

    expect(await expectStatus(remove(employer.agent), 200)).toEqual({ ok: true });
    expect((await search({ q: "warehouse" })).totalCount).toBe(0);
    await expectError(testApp.agent().api.jobs[":id"].$get({ param: { id: job.id } }), 404);
    await expectError(remove(employer.agent), 404);

    const another = await postJob(otherEmployer.agent, { title: "Security Guard" });
    const admin = await signInAdmin(testApp);
    await expectStatus(remove(admin, another.id), 200);
  });
});

describe("the résumés a deleted job's applications kept", () => {
  /** Whether a résumé is still there: its row, and its bytes in the file storage. */
  async function kept(fileId: string) {
    const [row] = await testApp.db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId));
    if (!row) return false;
    expect(await storedObjectExists(testApp.config, row.key)).toBe(true);
    return true;
  }

  async function applicant() {
    const signedUp = await signUpAgent(testApp, "candidate");
    return { signedUp, resumeId: await insertResume(testApp.deps, signedUp.user.id) };
  }

  const apply = (agent: Agent, jobId: string) => expectStatus(agent.api.applications.$post({ json: { jobId } }), 201);

  it("go with it when nothing else keeps them, for the employer's delete and the admin's", async () => {
    const first = await postJob(employer.agent, { title: "Loader" });
    const second = await postJob(otherEmployer.agent, { title: "Packer" });
    // Applied to the first job only, then replaced the résumé.
    const replaced = await applicant();
    await apply(replaced.signedUp.agent, first.id);
    const replacement = await insertResume(testApp.deps, replaced.signedUp.user.id, { name: "newer.pdf" });
    // Applied to both, then replaced the résumé.
    const twice = await applicant();
    await apply(twice.signedUp.agent, first.id);
    await apply(twice.signedUp.agent, second.id);
    await insertResume(testApp.deps, twice.signedUp.user.id, { name: "newer.pdf" });
    // Still the profile's résumé.
    const current = await applicant();
    await apply(current.signedUp.agent, first.id);

    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: first.id } }), 200);
    expect(await kept(replaced.resumeId)).toBe(false);
    expect(await kept(replacement)).toBe(true);
    expect(await kept(twice.resumeId)).toBe(true);
    expect(await kept(current.resumeId)).toBe(true);
    const profile = await expectStatus(current.signedUp.agent.api.profile.$get(), 200);
    expect(profile.profile.resume?.id).toBe(current.resumeId);

    const admin = await signInAdmin(testApp);
    await expectStatus(admin.api.jobs[":id"].$delete({ param: { id: second.id } }), 200);
    expect(await kept(twice.resumeId)).toBe(false);
  });

  it("stay when the delete is refused", async () => {
    const job = await postJob(employer.agent, { title: "Cashier" });
    const replaced = await applicant();
    await apply(replaced.signedUp.agent, job.id);
    await insertResume(testApp.deps, replaced.signedUp.user.id, { name: "newer.pdf" });
    await expectError(otherEmployer.agent.api.jobs[":id"].$delete({ param: { id: job.id } }), 404);
    expect(await kept(replaced.resumeId)).toBe(true);
  });
});

describe("saved jobs", () => {
  it("saves idempotently, lists, and unsaves, for candidates only", async () => {
    const job = await postJob(employer.agent, { title: "Receptionist" });
    const save = (agent: Agent, id = job.id) => agent.api.jobs[":id"].saved.$put({ param: { id } });
    expect(await expectStatus(save(candidate.agent), 200)).toEqual({ saved: true });
    await expectStatus(save(candidate.agent), 200);
    const rows = await testApp.db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect((await expectStatus(candidate.agent.api.jobs[":id"].$get({ param: { id: job.id } }), 200)).saved).toBe(true);
    const saved = await expectStatus(candidate.agent.api.jobs.saved.$get(), 200);
    expect(saved.jobs.map((listed) => listed.id)).toEqual([job.id]);

    await expectError(save(employer.agent), 403);
    await expectError(save(testApp.agent()), 401);
    await expectError(save(candidate.agent, "00000000-0000-4000-8000-000000000000"), 404);
    const draft = await postJob(employer.agent, { title: "Draft Role" });
    await testApp.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, draft.id));
    await expectError(save(candidate.agent, draft.id), 404);

    // The browser sends a body-less PUT without a content type.
    const bare = await candidate.agent.request("PUT", `/api/jobs/${job.id}/saved`, undefined);
    expect(bare.status).toBe(200);

    const unsaved = await candidate.agent.api.jobs[":id"].saved.$delete({ param: { id: job.id } });
    expect(await expectStatus(unsaved, 200)).toEqual({ saved: false });
    expect((await expectStatus(candidate.agent.api.jobs.saved.$get(), 200)).jobs).toEqual([]);
  });

  it("tells nothing of a saved job that is hidden now, only that one is not available, and lists it again once it is cleared", async () => {
    const reader = await signUpAgent(testApp, "candidate");
    const listed = await postJob(employer.agent, { title: "Loom Operator" });
    const edited = await postJob(employer.agent, { title: "Tailor" });
    for (const id of [listed.id, edited.id]) await expectStatus(reader.agent.api.jobs[":id"].saved.$put({ param: { id } }), 200);

    // The employer's edit asks for a fee and gives a phone number: the job is held for review.
    const heldText = buildJobPost({ title: "Tailor, pay ₹500 fee", description: "Pay registration fee ₹500, WhatsApp 9845012345." });
    const { job } = await expectStatus(employer.agent.api.jobs[":id"].$put({ param: { id: edited.id }, json: heldText }), 200);
    expect(job.status).toBe("pending_review");

    const response = await reader.agent.api.jobs.saved.$get();
    const saved = await expectStatus(response, 200);
    expect(saved.jobs.map((listed) => listed.id)).toEqual([listed.id]);
    expect(saved.unavailable).toBe(1);
    const body = JSON.stringify(saved);
    // Words of the held text only ("fee" alone may stand in a company page's random slug).
    for (const leak of [edited.id, "9845012345", "registration fee", "₹500 fee", "Tailor"]) expect(body).not.toContain(leak);

    // Approved after all: the job is the candidate's saved job again.
    const admin = await signInAdmin(testApp);
    await expectStatus(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: edited.id } }, emptyJsonBody), 200);
    const again = await expectStatus(reader.agent.api.jobs.saved.$get(), 200);
    expect(again.jobs.map((listed) => listed.id)).toEqual([edited.id, listed.id]);
    expect(again.unavailable).toBe(0);
  });
});

describe("counting a broad search", () => {
  it("counts up to 1,000 matches and says when there are more; a narrower search is counted exactly", async () => {
    await testApp.db.delete(jobs);
    const post = buildJobPost({ title: "Warehouse Helper", description: "Loading and unloading." });
    const rows = Array.from({ length: jobCountLimit + 1 }, () => ({ ...jobRow(post, { id: employer.user.id, company: "Mysore Logistics" }), status: "active" as const }));
    await testApp.db.insert(jobs).values(rows);
    await postJob(employer.agent, { title: "Night Watchman", description: "Guarding the depot." });

    const broad = await search({ pageSize: "5" });
    expect(broad).toMatchObject({ totalCount: jobCountLimit, moreThanCount: true });
    expect(broad.jobs).toHaveLength(5);
    expect(await search({ q: "watchman" })).toMatchObject({ totalCount: 1, moreThanCount: false });
    await testApp.db.delete(jobs).where(eq(jobs.title, "Warehouse Helper"));
    expect(await search()).toMatchObject({ totalCount: 1, moreThanCount: false });
  });
});
