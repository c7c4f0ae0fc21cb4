/**
 * The narrow table a word search reads (`search.jobs`, ADR 064) keeps in step with the jobs: a job
 * posted, edited, closed, reopened, renewed, deleted, held for review, approved or taken down leaves
 * or enters the search as it leaves or enters the listing, with its new words and concepts. On
 * PGlite and on PostgreSQL, as every test here.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost, uniqueWord } from "@app/shared/factories";
import type { CreateJobInput, Job } from "@app/shared/jobs";
import { insertJob } from "../../db/factories.ts";
import { jobs, searchedJobs, searchedTerms } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";
import { paired, pairedConditions, pairedNames } from "./job-concepts.ts";
import { refreshJobConcepts } from "./refresh-job-concepts.ts";

let testApp: TestApp;
let admin: Agent;
let employer: Awaited<ReturnType<typeof signUpAgent>>;

/**
 * The ids of the jobs a search finds, checking that it finds the same by best match, newest first
 * and with a place (read from the narrow table) as A–Z by company (read from `jobs`), with the count.
 */
async function found(q: string) {
  const ask = (query: { q: string; sort?: "latest" | "top"; location?: string }) => expectStatus(testApp.agent().api.jobs.$get({ query }), 200);
  const answers = await Promise.all([ask({ q }), ask({ q, sort: "latest" }), ask({ q, location: "Mysuru" }), ask({ q, sort: "top" })]);
  const ids = answers[0]!.jobs.map((job) => job.id);
  // The narrow table and the whole rows answer alike.
  for (const answer of answers) {
    expect(answer.jobs.map((job) => job.id).sort()).toEqual([...ids].sort());
    expect(answer.totalCount).toBe(ids.length);
  }
  return ids;
}

/** The job's row in the narrow table, or undefined. */
async function searchedRow(id: string) {
  const [row] = await testApp.db.select().from(searchedJobs).where(eq(searchedJobs.jobId, id));
  return row;
}

/** The job's terms (`search.terms`, ADR 068 and 072): each concept and pair with the job's dates, sorted. */
async function searchedTermsOf(id: string) {
  return testApp.db
    .select({ term: searchedTerms.term, createdAt: searchedTerms.createdAt, expiresAt: searchedTerms.expiresAt })
    .from(searchedTerms)
    .where(eq(searchedTerms.jobId, id))
    .orderBy(searchedTerms.term);
}

const kindOf = (concept: string) => concept.split(":")[0]!;

/** The terms a job's concepts make: each concept, and each condition paired with each name (ADR 073). */
function termsOf(concepts: string[]): string[] {
  const conditions = concepts.filter((concept) => (pairedConditions as readonly string[]).includes(kindOf(concept)));
  const names = concepts.filter((concept) => (pairedNames as readonly string[]).includes(kindOf(concept)));
  return [...concepts, ...conditions.flatMap((condition) => names.map((name) => paired(condition, name)))];
}

/**
 * The narrow row of a job matches its whole row: dates, concepts, both search texts, type, place
 * and pay; and its terms are its concepts and their pairs, with its dates.
 */
async function expectInStep(id: string) {
  const [whole] = await testApp.db
    .select({
      createdAt: jobs.createdAt,
      expiresAt: jobs.expiresAt,
      concepts: jobs.concepts,
      search: jobs.search,
      titleSearch: jobs.titleSearch,
      jobType: jobs.jobType,
      location: jobs.location,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      place: sql<string>`lower(${jobs.location})`,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  const { jobId: _, ...narrow } = (await searchedRow(id))!;
  expect(narrow).toEqual(whole);
  const { createdAt, expiresAt } = whole!;
  const sorted = (terms: { term: string }[]) => [...terms].sort((one, other) => (one.term < other.term ? -1 : one.term > other.term ? 1 : 0));
  expect(sorted(await searchedTermsOf(id))).toEqual(sorted(termsOf(whole!.concepts).map((term) => ({ term, createdAt, expiresAt }))));
}

const edit = (job: Job, changes: Partial<CreateJobInput>) =>
  employer.agent.api.jobs[":id"].$put({
    param: { id: job.id },
    json: buildJobPost({ title: job.title, location: job.location, type: job.type, description: job.description, ...changes }),
  });
const setStatus = (agent: Agent, id: string, status: "active" | "expired") => agent.api.jobs[":id"].status.$patch({ param: { id }, json: { status } });

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signInAdmin(testApp);
  employer = await signUpAgent(testApp, "employer", { company: "Lalitha Mahal Stores" });
});
afterAll(() => testApp.close());

describe("the narrow table of searched jobs", () => {
  it("takes a posted job, and an edit's new words and concepts in place of the old", async () => {
    const word = uniqueWord();
    const job = await postJob(employer.agent, { title: `Cook ${word}`, location: "Hebbal, Mysuru", description: "Meals for forty." });
    await expectInStep(job.id);
    expect(await found(word)).toEqual([job.id]);
    expect(await found("ಅಡುಗೆಯವರು")).toContain(job.id);

    const edited = await expectStatus(edit(job, { title: `Tailor ${word}`, location: "Gokulam, Mysuru", type: "Part-time", description: "Blouses." }), 200);
    expect(edited.job.status).toBe("active");
    await expectInStep(job.id);
    expect((await searchedRow(job.id))!.concepts).toEqual(expect.arrayContaining(["trade:tailor", "place:Gokulam", "type:part time"]));
    expect(await found("ಅಡುಗೆಯವರು")).not.toContain(job.id);
    expect(await found(`part time tailor ${word}`)).toEqual([job.id]);

    // The filters beside the words read the narrow row's type, place and pay, as edited.
    const ask = (query: Record<string, string>) => expectStatus(testApp.agent().api.jobs.$get({ query: { q: word, ...query } }), 200);
    await expectStatus(edit(job, { title: `Tailor ${word}`, location: "Gokulam, Mysuru", type: "Part-time", description: "Blouses.", salary: "₹9,000 - ₹12,000" }), 200);
    await expectInStep(job.id);
    expect((await ask({ type: "Part-time", location: "gokulam", salaryMin: "10000" })).jobs.map((found) => found.id)).toEqual([job.id]);
    expect((await ask({ type: "Full-time" })).totalCount).toBe(0);
    expect((await ask({ location: "Hebbal" })).totalCount).toBe(0);
    expect((await ask({ salaryMin: "15000" })).totalCount).toBe(0);
    expect((await ask({ salaryMax: "8000" })).totalCount).toBe(0);
  });

  it("lets a closed job go and takes it back when it is reopened, and after its date only when renewed", async () => {
    const word = uniqueWord();
    const job = await postJob(employer.agent, { title: `Driver ${word}`, description: "School van." });
    await expectStatus(setStatus(employer.agent, job.id, "expired"), 200);
    expect(await searchedRow(job.id)).toBeUndefined();
    expect(await searchedTermsOf(job.id)).toEqual([]);
    expect(await found(word)).toEqual([]);

    await expectStatus(setStatus(employer.agent, job.id, "active"), 200);
    await expectInStep(job.id);
    expect(await found(word)).toEqual([job.id]);

    // Past its date it is still active, and its row stays, but no search finds it until it is renewed.
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, job.id));
    await expectInStep(job.id);
    expect(await found(word)).toEqual([]);
    await expectStatus(employer.agent.api.jobs[":id"].renew.$post({ param: { id: job.id } }, emptyJsonBody), 200);
    await expectInStep(job.id);
    expect(await found(word)).toEqual([job.id]);
  });

  it("lets a deleted job go with its row", async () => {
    const word = uniqueWord();
    const job = await postJob(employer.agent, { title: `Electrician ${word}` });
    expect(await found(word)).toEqual([job.id]);
    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: job.id } }), 200);
    expect(await searchedRow(job.id)).toBeUndefined();
    expect(await searchedTermsOf(job.id)).toEqual([]);
    expect(await found(word)).toEqual([]);
  });

  it("keeps a job held for review out until the admin approves it, and lets it go when taken down", async () => {
    const word = uniqueWord();
    const held = await postJob(employer.agent, { title: `Weaver ${word}`, description: "Pay registration fee ₹500 before joining." });
    expect(held.status).toBe("pending_review");
    expect(await searchedRow(held.id)).toBeUndefined();
    expect(await found(word)).toEqual([]);

    await expectStatus(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: held.id } }, emptyJsonBody), 200);
    await expectInStep(held.id);
    expect(await found(word)).toEqual([held.id]);

    // A live job edited to ask for money goes back to review, and out of search.
    const [live] = await testApp.db.select().from(jobs).where(eq(jobs.id, held.id));
    const heldAgain = await expectStatus(edit({ ...held, title: live!.title }, { description: "Pay a deposit of ₹2000 to join." }), 200);
    expect(heldAgain.job.status).toBe("pending_review");
    expect(await found(word)).toEqual([]);
    await expectStatus(admin.api.admin.review[":jobId"].approve.$post({ param: { jobId: held.id } }, emptyJsonBody), 200);
    expect(await found(word)).toEqual([held.id]);

    await expectStatus(admin.api.admin.reports[":jobId"]["take-down"].$post({ param: { jobId: held.id }, json: { reason: "Asks for a fee" } }), 200);
    expect(await searchedRow(held.id)).toBeUndefined();
    expect(await found(word)).toEqual([]);
  });

  it("counts a browse by place without words from its lowered places, finding what the page finds", async () => {
    const word = uniqueWord();
    const upper = await postJob(employer.agent, { location: `${word.toUpperCase()} Layout, Mysuru` });
    const lower = await postJob(employer.agent, { location: `Old ${word} layout, Mysuru` });
    await postJob(employer.agent, { location: `${word}x Layout, Mysuru` });
    const browse = (location: string) => expectStatus(testApp.agent().api.jobs.$get({ query: { location } }), 200);
    const byPlace = await browse(`${word} LAYOUT`);
    expect(byPlace.jobs.map((job) => job.id).sort()).toEqual([upper.id, lower.id].sort());
    expect(byPlace.totalCount).toBe(2);
    // The filter's own % and _ are letters, not wildcards, as with ILIKE.
    expect((await browse(`${word}%Layout`)).totalCount).toBe(0);
    expect((await browse(`${word}_Layout`)).totalCount).toBe(0);
    // A closed job leaves the count with the page.
    await expectStatus(setStatus(employer.agent, upper.id, "expired"), 200);
    const afterClosing = await browse(`${word} layout`);
    expect(afterClosing.jobs.map((job) => job.id)).toEqual([lower.id]);
    expect(afterClosing.totalCount).toBe(1);
  });

  it("finds a name typed anywhere in the ad from the terms stored with the job, and forgets them when it is edited or closed", async () => {
    const word = uniqueWord();
    const electrician = await postJob(employer.agent, { title: `Electrician ${word}`, location: "Hebbal, Mysuru", description: "House wiring." });
    // Named only in the description and the company: found by the name typed, after the trade's own jobs, not by a misspelling of it.
    const helper = await postJob(employer.agent, { title: `Shop helper ${word}`, location: "Hebbal, Mysuru", description: `Assist our electrician ${word} on site visits.` });
    expect((await searchedRow(helper.id))!.concepts).toEqual(expect.arrayContaining(["mentioned:trade:electrician", "text:electrician"]));
    expect(await found("electrician")).toEqual([electrician.id, helper.id]);
    expect(await found("ಎಲೆಕ್ಟ್ರಿಷಿಯನ್")).toEqual([electrician.id]);
    expect(await found("electrision")).toEqual([electrician.id]);

    await expectStatus(edit(helper, { title: `Shop helper ${word}`, location: "Hebbal, Mysuru", description: "Stock the shelves." }), 200);
    await expectInStep(helper.id);
    expect((await searchedRow(helper.id))!.concepts).not.toContain("text:electrician");
    expect(await found("electrician")).toEqual([electrician.id]);

    await expectStatus(setStatus(employer.agent, electrician.id, "expired"), 200);
    expect(await found("electrician")).toEqual([]);
  });

  it("pages a name's jobs from its terms best first, then newest, and counts them, leaving out a job past its date", async () => {
    const word = uniqueWord();
    const post = (title: string, description = "Work at our sites.") => postJob(employer.agent, { title: `${title} ${word}`, location: "Hebbal, Mysuru", description });
    // Oldest first: the name typed in the title ranks first, the trade's other name next, a mention last.
    const inTitle = await post("Plumber");
    const otherName = await post("Pipe fitter");
    const mention = await post("Site helper", "Assist our plumber on house visits.");
    const pastItsDate = await post("Plumber");
    const newerInTitle = await post("Plumber");
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, pastItsDate.id));
    await expectInStep(pastItsDate.id);
    const ranked = [newerInTitle.id, inTitle.id, otherName.id, mention.id];
    const page = (q: string, number: number, pageSize: number) =>
      expectStatus(testApp.agent().api.jobs.$get({ query: { q, page: String(number), pageSize: String(pageSize) } }), 200);
    for (const q of ["plumber", "plumbr", "ಪ್ಲಂಬರ್"]) {
      const first = await page(q, 1, 20);
      // A misspelling, or the name in Kannada script, which no title here has: the trade's jobs newest first, and no mention.
      const expected = q === "plumber" ? ranked : [newerInTitle.id, otherName.id, inTitle.id];
      expect(first.jobs.map((job) => job.id)).toEqual(expected);
      expect(first.totalCount).toBe(expected.length);
      // Page by page, two at a time, in the same order, each with the whole count.
      const second = await page(q, 2, 2);
      expect(second.jobs.map((job) => job.id)).toEqual(expected.slice(2, 4));
      expect(second.totalCount).toBe(expected.length);
    }
    // A page past the last has no job, and still the count.
    const past = await page("plumber", 3, 2);
    expect(past.jobs).toEqual([]);
    expect(past.totalCount).toBe(4);
  });

  it("finds a trade with a qualification or a job type from their pairs as it finds it without them, page by page, as its jobs are edited, closed, reopened, renewed and deleted", async () => {
    const word = uniqueWord();
    const post = (title: string, changes: Partial<CreateJobInput> = {}) =>
      postJob(employer.agent, { title: `${title} ${word}`, location: "Hebbal, Mysuru", type: "Contract", description: "ITI pass, two years of wiring.", ...changes });
    // Oldest first: the name typed in the title, the trade's other name, a mention in the text, no ITI, part time.
    const inTitle = await post("Electrician");
    const otherName = await post("Wireman");
    const mention = await post("Site helper", { description: "ITI pass; assist our electrician on house visits." });
    const noIti = await post("Electrician", { description: "Two years of wiring." });
    const partTime = await post("Electrician", { type: "Part-time" });
    const newer = await post("Electrician");
    for (const job of [inTitle, otherName, mention, noIti, partTime, newer]) await expectInStep(job.id);
    expect((await searchedTermsOf(inTitle.id)).map(({ term }) => term)).toEqual(
      expect.arrayContaining([paired("qualification:iti", "trade:electrician"), paired("qualification:iti", "title:electrician"), paired("type:contract", "trade:electrician")]),
    );
    expect((await searchedTermsOf(mention.id)).map(({ term }) => term)).toContain(paired("qualification:iti", "text:electrician"));

    const ask = (q: string, query: Record<string, string> = {}) => expectStatus(testApp.agent().api.jobs.$get({ query: { q, ...query } }), 200);
    /** Best match from the pairs, and from the narrow table (a place every job here is in): the same pages, in the same order, with the same count. */
    const pages = async (q: string) => {
      const all = await ask(q, { pageSize: "50" });
      expect(all.totalCount).toBeLessThan(50);
      expect(all).toEqual(await ask(q, { pageSize: "50", location: "Mysuru" }));
      for (const page of ["1", "2", "3"]) expect(await ask(q, { page, pageSize: "2" })).toEqual(await ask(q, { page, pageSize: "2", location: "Mysuru" }));
      return all.jobs.map((job) => job.id).filter((id) => [inTitle.id, otherName.id, mention.id, noIti.id, partTime.id, newer.id].includes(id));
    };
    expect(await pages("iti electrician")).toEqual([newer.id, partTime.id, inTitle.id, otherName.id, mention.id]);
    expect(await pages("ಐಟಿಐ electrician")).toEqual([newer.id, partTime.id, inTitle.id, otherName.id, mention.id]);
    expect(await pages("part time electrician")).toEqual([partTime.id]);
    expect(await pages("contract electrician")).toEqual([newer.id, noIti.id, inTitle.id, otherName.id, mention.id]);

    // Edited: the ITI gone from the text, and its pairs with it; closed, reopened, past its date, renewed, deleted.
    await expectStatus(edit(newer, { title: `Electrician ${word}`, location: "Hebbal, Mysuru", type: "Contract", description: "Two years of wiring." }), 200);
    await expectInStep(newer.id);
    expect(await pages("iti electrician")).toEqual([partTime.id, inTitle.id, otherName.id, mention.id]);
    await expectStatus(setStatus(employer.agent, inTitle.id, "expired"), 200);
    expect(await searchedTermsOf(inTitle.id)).toEqual([]);
    expect(await pages("iti electrician")).toEqual([partTime.id, otherName.id, mention.id]);
    await expectStatus(setStatus(employer.agent, inTitle.id, "active"), 200);
    await expectInStep(inTitle.id);
    expect(await pages("iti electrician")).toEqual([partTime.id, inTitle.id, otherName.id, mention.id]);
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, inTitle.id));
    await expectInStep(inTitle.id);
    expect(await pages("iti electrician")).toEqual([partTime.id, otherName.id, mention.id]);
    await expectStatus(employer.agent.api.jobs[":id"].renew.$post({ param: { id: inTitle.id } }, emptyJsonBody), 200);
    await expectInStep(inTitle.id);
    expect(await pages("iti electrician")).toEqual([partTime.id, inTitle.id, otherName.id, mention.id]);
    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: partTime.id } }), 200);
    expect(await searchedTermsOf(partTime.id)).toEqual([]);
    expect(await pages("iti electrician")).toEqual([inTitle.id, otherName.id, mention.id]);

    // The pairs are what best match reads: a job without them is left out there, and still found from the narrow table.
    await testApp.db.execute(sql`delete from search.terms where job_id = ${otherName.id} and term like 'qualification:iti&%'`);
    const mineOf = (answer: Awaited<ReturnType<typeof ask>>) => answer.jobs.map((job) => job.id).filter((id) => [inTitle.id, otherName.id, mention.id].includes(id));
    expect(mineOf(await ask("iti electrician", { pageSize: "50" }))).toEqual([inTitle.id, mention.id]);
    expect(mineOf(await ask("iti electrician", { pageSize: "50", location: "Mysuru" }))).toEqual([inTitle.id, otherName.id, mention.id]);
  });

  it("finds what a job offers asked for alone from its concept and its mention, as it finds it by the words anywhere", async () => {
    const word = uniqueWord();
    const post = (title: string, changes: Partial<CreateJobInput> = {}) => postJob(employer.agent, { title: `${title} ${word}`, location: "Gokulam, Mysuru", description: "Deliver parcels.", ...changes });
    const inTitle = await post("Two wheeler delivery");
    const inText = await post("Delivery boy", { description: "Own two-wheeler needed." });
    const otherName = await post("Courier", { description: "Scooter given." });
    const none = await post("Courier");
    const ask = (q: string, query: Record<string, string> = {}) => expectStatus(testApp.agent().api.jobs.$get({ query: { q, ...query } }), 200);
    const mine = (answer: Awaited<ReturnType<typeof ask>>) => answer.jobs.map((job) => job.id).filter((id) => [inTitle.id, inText.id, otherName.id, none.id].includes(id));
    for (const q of ["two wheeler job", "two wheeler"]) {
      const best = await ask(q, { pageSize: "50" });
      expect(mine(best)).toEqual([inTitle.id, otherName.id, inText.id]);
      expect(best).toEqual(await ask(q, { pageSize: "50", location: "Mysuru" }));
      for (const page of ["1", "2"]) expect(await ask(q, { page, pageSize: "2" })).toEqual(await ask(q, { page, pageSize: "2", location: "Mysuru" }));
    }
    await expectStatus(setStatus(employer.agent, inTitle.id, "expired"), 200);
    expect(mine(await ask("two wheeler job"))).toEqual([otherName.id, inText.id]);
    // Read from the terms: a job without its mention's term is left out there, and still found from the narrow table.
    await testApp.db.execute(sql`delete from search.terms where job_id = ${inText.id} and term = 'mentioned:qualifier:two wheeler'`);
    expect(mine(await ask("two wheeler job"))).toEqual([otherName.id]);
    expect(mine(await ask("two wheeler job", { location: "Mysuru" }))).toEqual([otherName.id, inText.id]);
  });

  it("takes a job written straight into the table, and the concepts the start finds for it", async () => {
    const word = uniqueWord();
    const id = await insertJob(testApp.db, { id: employer.user.id, company: "Lalitha Mahal Stores" }, { title: `Security guard ${word}` });
    expect((await searchedRow(id))!.concepts).toEqual([]);
    await refreshJobConcepts(testApp.db);
    await expectInStep(id);
    expect((await searchedRow(id))!.concepts).toContain("trade:security guard");
    expect(await found(`watchman ${word}`)).toEqual([id]);
  });
});
