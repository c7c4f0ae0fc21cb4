import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost, uniqueWord } from "@app/shared/factories";
import type { CreateJobInput, Job } from "@app/shared/jobs";
import { auditLog, jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;
let admin: Agent;
let employer: SignedUp;
let otherEmployer: SignedUp;
let candidate: SignedUp;
let guest: Agent;

const feeText = "Pay registration fee ₹500 before joining. Salary ₹15,000 per month.";

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body><div id=root></div></body></html>");
  testApp = await createTestApp({ TRUST_PROXY: "1" }, { webRoot });
  admin = await signInAdmin(testApp);
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Textiles" });
  otherEmployer = await signUpFromOwnAddress(testApp, "employer");
  candidate = await signUpFromOwnAddress(testApp, "candidate");
  guest = testApp.agent();
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A post whose title says what the test is about, with `description` as its text. */
function post(description: string, overrides: Partial<CreateJobInput> = {}) {
  return postJob(employer.agent, { title: `Weaver ${uniqueWord()}`, description, ...overrides });
}

function edit(agent: Agent, job: Job, changes: Partial<CreateJobInput>) {
  const input = buildJobPost({ title: job.title, location: job.location, type: job.type, description: job.description, ...changes });
  return agent.api.jobs[":id"].$put({ param: { id: job.id }, json: input });
}

async function searchIds(q: string) {
  const page = await expectStatus(guest.api.jobs.$get({ query: { q } }), 200);
  return page.jobs.map((job) => job.id);
}

const readJob = (agent: Agent, id: string) => agent.api.jobs[":id"].$get({ param: { id } });

async function auditRows(jobId: string) {
  return testApp.db.select().from(auditLog).where(and(eq(auditLog.targetType, "job"), eq(auditLog.targetId, jobId)));
}

async function queue() {
  return expectStatus(admin.api.admin.review.$get({ query: {} }), 200);
}

describe("a job that asks for money or carries a phone number is held", () => {
  it("is saved as pending_review with its flags, and an unflagged job goes live at once", async () => {
    const held = await post(feeText);
    expect(held).toMatchObject({ status: "pending_review", flags: ["money"] });
    const phone = await post("Walk in or call 98450 12345 for details.");
    expect(phone).toMatchObject({ status: "pending_review", flags: ["phone"] });
    const clean = await post("Weave silk sarees on power looms. Salary ₹15,000 per month.");
    expect(clean).toMatchObject({ status: "active", flags: [] });
  });

  it("checks the title too", async () => {
    expect(await post("Weave sarees.", { title: `Pay ₹500 deposit and join ${uniqueWord()}` })).toMatchObject({ status: "pending_review" });
  });

  it("checks the location, and sees through odd digits, hidden characters, look-alike letters and number words", async () => {
    const inLocation = await post("Weave sarees.", { location: "Mysuru - registration fee ₹500, WhatsApp 9845012345" });
    expect(inLocation).toMatchObject({ status: "pending_review", flags: ["phone", "money"] });
    for (const [description, flags] of [
      ["Call 98450\u200b12345 for the interview.", ["phone"]],
      ["Call ९८४५०१२३४५ for the interview.", ["phone"]],
      ["Call 9845O12345 for the interview.", ["phone"]],
      ["Registration fее ₹500 at the office.", ["money"]],
      ["Pay five hundred rupees for the joining form.", ["money"]],
    ] as const) {
      expect(await post(description), description).toMatchObject({ status: "pending_review", flags });
    }
    // The exceptions hold through the same reading: a salary in words, a promise of no fee.
    expect(await post("Salary fifteen thousand rupees per month. No fее.")).toMatchObject({ status: "active", flags: [] });

    const item = (await queue()).items.find((entry) => entry.job.id === inLocation.id)!;
    const location = item.matches.find((entry) => entry.field === "location")!.matches;
    expect(location.map((match) => match.text)).toEqual(["registration fee ₹500", "WhatsApp 9845012345"]);
  });

  it("is not listed, not searchable, not in the sitemap, and 404 to everyone but its employer and the admin", async () => {
    const word = uniqueWord();
    const held = await post(`${feeText} ${word}`, { title: `Loom helper ${word}` });
    expect(await searchIds(word)).toEqual([]);
    expect((await expectStatus(guest.api.jobs.options.$get({ query: { q: word } }), 200)).types).toEqual([]);

    for (const agent of [guest, candidate.agent, otherEmployer.agent]) await expectError(readJob(agent, held.id), 404, "not_found");
    expect((await expectStatus(readJob(employer.agent, held.id), 200)).job.status).toBe("pending_review");
    expect((await expectStatus(readJob(admin, held.id), 200)).job.flags).toEqual(["money"]);

    const page = await testApp.app.request(`/jobs/${held.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(word);
    const sitemap = await (await testApp.app.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain(held.id);
  });

  it("cannot be applied to, saved, or put live by its employer", async () => {
    const held = await post(feeText);
    await expectError(candidate.agent.api.applications.$post({ json: { jobId: held.id } }), 404, "not_found");
    await expectError(candidate.agent.api.jobs[":id"].saved.$put({ param: { id: held.id } }), 404, "not_found");
    await expectError(employer.agent.api.jobs[":id"].status.$patch({ param: { id: held.id }, json: { status: "active" } }), 409, "job_not_open");
    const [row] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, held.id));
    expect(row?.status).toBe("pending_review");
  });
});

describe("PUT /api/jobs/:id: the employer edits its job", () => {
  it("saves every field of the post-job form and keeps a clean live job live", async () => {
    const job = await post("Weave sarees.");
    const { job: edited } = await expectStatus(
      edit(employer.agent, job, { title: "Senior Weaver", location: "Hebbal", salary: "20000 - 26000", type: "Contract", description: "Weave silk.", requirements: "Two years", responsibilities: "Train helpers" }),
      200,
    );
    expect(edited).toMatchObject({
      id: job.id,
      title: "Senior Weaver",
      location: "Hebbal",
      salaryMin: 20000,
      salaryMax: 26000,
      type: "Contract",
      description: "Weave silk.",
      requirements: "Two years",
      responsibilities: "Train helpers",
      status: "active",
    });
  });

  it("takes a live job off the listing when the edit asks for money", async () => {
    const word = uniqueWord();
    const job = await post(`Weave sarees. ${word}`);
    expect(await searchIds(word)).toEqual([job.id]);
    const { job: edited } = await expectStatus(edit(employer.agent, job, { description: `${feeText} ${word}` }), 200);
    expect(edited).toMatchObject({ status: "pending_review", flags: ["money"] });
    expect(await searchIds(word)).toEqual([]);
  });

  it("sends a held or rejected job back to review, even when the fee is edited out", async () => {
    const held = await post(feeText);
    expect((await expectStatus(edit(employer.agent, held, { description: "Weave sarees." }), 200)).job).toMatchObject({ status: "pending_review", flags: [] });

    const rejected = await post(feeText);
    await expectStatus(admin.api.admin.review[":jobId"].reject.$post({ param: { jobId: rejected.id }, json: { reason: "Asks for a fee" } }), 200);
    const { job } = await expectStatus(edit(employer.agent, rejected, { description: "Weave sarees." }), 200);
    expect(job).toMatchObject({ status: "pending_review", moderationReason: null });
  });

  it("refuses a filled job, someone else's job, other roles and bad input, and changes nothing", async () => {
    const job = await post("Weave sarees.");
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, job.id));
    await expectError(edit(employer.agent, job, { title: "Changed" }), 409, "job_not_editable");

    const other = await post("Weave sarees.");
    await expectError(edit(otherEmployer.agent, other, { title: "Mine now" }), 404, "not_found");
    await expectError(edit(candidate.agent, other, { title: "Mine now" }), 403, "employers_only");
    await expectError(edit(guest, other, { title: "Mine now" }), 401, "unauthenticated");
    await expectError(edit(admin, other, { title: "Mine now" }), 403, "employers_only");
    const invalid = await expectError(edit(employer.agent, other, { title: "   " }), 400, "invalid_input");
    expect(invalid.fields?.title).toEqual(["Job title is required"]);

    const rows = await testApp.db.select({ id: jobs.id, title: jobs.title, status: jobs.status }).from(jobs).where(eq(jobs.employerId, employer.user.id));
    expect(rows.find((row) => row.id === job.id)).toMatchObject({ title: job.title, status: "filled" });
    expect(rows.find((row) => row.id === other.id)).toMatchObject({ title: other.title, status: "active" });
  });
});

describe("the admin's review queue", () => {
  it("lists held jobs oldest first with where their text was flagged", async () => {
    const first = await post(feeText);
    const second = await post("Call 98450 12345 today.", { requirements: "Security deposit of Rs 2000 refundable" });
    const { items, totalCount } = await queue();
    const ids = items.map((item) => item.job.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(totalCount).toBeGreaterThanOrEqual(2);

    const item = items.find((entry) => entry.job.id === second.id)!;
    expect(item).toMatchObject({ employerName: employer.input.name, employerEmail: employer.input.email });
    const fields = Object.fromEntries(item.matches.map((entry) => [entry.field, entry.matches]));
    expect(fields.description?.[0]).toMatchObject({ flag: "phone" });
    expect(fields.description?.[0]?.text).toContain("98450");
    expect(fields.requirements?.some((match) => match.flag === "money")).toBe(true);
    for (const match of fields.description!) expect(second.description.slice(match.start, match.end)).toBe(match.text);
  });

  it("Approve puts the job live, mails the employer and writes the audit row", async () => {
    const word = uniqueWord();
    const held = await post(`${feeText} ${word}`);
    const { job } = await expectStatus(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: held.id } }, emptyJsonBody), 200);
    expect(job).toMatchObject({ status: "active", moderationReason: null });
    expect(await searchIds(word)).toEqual([held.id]);
    expect((await queue()).items.map((item) => item.job.id)).not.toContain(held.id);

    const mail = (await testApp.outbox()).find((message) => message.subject?.includes(held.title) && message.subject.includes("is live"));
    expect(mail?.to).toMatchObject({ text: employer.input.email });
    expect(mail?.text).toContain(`/jobs/${held.id}`);

    const [row] = await auditRows(held.id);
    expect(row).toMatchObject({ action: "job.approve", actorEmail: testApp.config.adminEmail, reason: null });
    expect(row?.targetLabel).toContain(held.title);
  });

  it("Reject keeps the job hidden with the reason its employer sees and is mailed", async () => {
    const held = await post(feeText);
    const reason = "Candidates must never be asked to pay. Remove the registration fee.";
    const { job } = await expectStatus(admin.api.admin.review[":jobId"].reject.$post({ param: { jobId: held.id }, json: { reason: `  ${reason} ` } }), 200);
    expect(job).toMatchObject({ status: "rejected", moderationReason: reason });
    await expectError(readJob(guest, held.id), 404);
    expect((await expectStatus(readJob(employer.agent, held.id), 200)).job).toMatchObject({ status: "rejected", moderationReason: reason });
    const mail = (await testApp.outbox()).find((message) => message.subject?.includes(held.title) && message.subject.includes("not approved"));
    expect(mail?.text).toContain(reason);
    expect(await auditRows(held.id)).toMatchObject([{ action: "job.reject", reason }]);
  });

  it("refuses a reject without a reason, a job not held and a missing job, and leaves no audit row", async () => {
    const held = await post(feeText);
    const invalid = await expectError(admin.api.admin.review[":jobId"].reject.$post({ param: { jobId: held.id }, json: { reason: "  " } }), 400, "invalid_input");
    expect(invalid.fields?.reason).toEqual(["Please give a reason"]);
    const live = await post("Weave sarees.");
    await expectError(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: live.id } }, emptyJsonBody), 409, "not_under_review");
    await expectError(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: crypto.randomUUID() } }, emptyJsonBody), 404, "not_found");
    await expectError(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: "not-a-uuid" } }, emptyJsonBody), 404, "not_found");

    const [row] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, held.id));
    expect(row?.status).toBe("pending_review");
    expect(await auditRows(held.id)).toEqual([]);
    expect(await auditRows(live.id)).toEqual([]);
  });

  it("approving twice at the same moment lets one win and writes one audit row", async () => {
    const held = await post(feeText);
    const answers = await Promise.all([0, 1].map(() => admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: held.id } }, emptyJsonBody)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows(held.id)).toHaveLength(1);
  });

  it("counts what waits in each queue", async () => {
    const before = await expectStatus(admin.api.admin.moderation.counts.$get(), 200);
    await post(feeText);
    const after = await expectStatus(admin.api.admin.moderation.counts.$get(), 200);
    expect(after.review).toBe(before.review + 1);
    expect(after).toMatchObject({ reports: expect.any(Number), verifications: expect.any(Number) });
  });

  it("is the admin's only", async () => {
    const held = await post(feeText);
    for (const [agent, status] of [
      [guest, 401],
      [candidate.agent, 403],
      [employer.agent, 403],
    ] as const) {
      await expectError(agent.api.admin.review.$get({ query: {} }), status);
      await expectError(agent.api.admin.moderation.counts.$get(), status);
      await expectError(agent.api.admin.review[":jobId"].approve.$post({ param: { jobId: held.id } }, emptyJsonBody), status);
      await expectError(agent.api.admin.review[":jobId"].reject.$post({ param: { jobId: held.id }, json: { reason: "No" } }), status);
    }
    const [row] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, held.id));
    expect(row?.status).toBe("pending_review");
  });
});
