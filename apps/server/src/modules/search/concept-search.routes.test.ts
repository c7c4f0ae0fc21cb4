/**
 * The search by the concepts a job's text names, found when the job is written (issue 51): an
 * edit finds them again, the ad's requirements count for a qualification, and the jobs saved
 * before (or read by another vocabulary) get theirs at start. Near spellings looked up are kept a
 * little while, and forgotten when a job is written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost } from "@app/shared/factories";
import { insertJob } from "../../db/factories.ts";
import { jobs } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, type TestApp } from "../../test/test-app.ts";
import { conceptsVersion } from "./job-concepts.ts";
import { refreshJobConcepts } from "./refresh-job-concepts.ts";

let testApp: TestApp;
let employer: Awaited<ReturnType<typeof signUpAgent>>;

/** The titles of the jobs a search finds, in its order. */
async function found(q: string) {
  const result = await expectStatus(testApp.agent().api.jobs.$get({ query: { q } }), 200);
  return result.jobs.map((job) => job.title);
}

const conceptsOf = async (id: string) => (await testApp.db.select({ concepts: jobs.concepts, version: jobs.conceptsVersion }).from(jobs).where(eq(jobs.id, id)))[0];

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer", { company: "Chamundi Services" });
});
afterAll(() => testApp.close());

describe("a job's concepts", () => {
  it("are found when it is posted and again when it is edited", async () => {
    const job = await postJob(employer.agent, { title: "Cook", location: "Hebbal, Mysuru", type: "Full-time", description: "Meals for forty." });
    expect(await conceptsOf(job.id)).toEqual({ concepts: expect.arrayContaining(["trade:cook", "place:Hebbal", "type:full time"]), version: conceptsVersion });
    expect(await found("chef")).toEqual(["Cook"]);
    expect(await found("ಅಡುಗೆಯವರು ಹೆಬ್ಬಾಳ")).toEqual(["Cook"]);

    await expectStatus(
      employer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: buildJobPost({ title: "Tailor", location: "Gokulam, Mysuru", type: "Part-time", description: "Blouses." }) }),
      200,
    );
    expect(await found("chef")).toEqual([]);
    expect(await found("darji")).toEqual(["Tailor"]);
    expect(await found("part time tailor gokulam")).toEqual(["Tailor"]);
    await testApp.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it("find a trade by its two-letter abbreviation in the title, not a job that names a person Mr.", async () => {
    await postJob(employer.agent, { title: "Medical Representative", location: "Chamarajapuram, Mysuru", description: "Visit doctors and chemists." });
    await postJob(employer.agent, { title: "MR - Pharma", location: "Chamarajapuram, Mysuru", description: "Cardiac range." });
    await postJob(employer.agent, { title: "Cook", location: "Chamarajapuram, Mysuru", description: "Contact Mr. Ravi. MRP billing too." });
    expect(await found("mr job")).toEqual(["MR - Pharma", "Medical Representative"]);
    expect(await found("ಎಂಆರ್")).toEqual(["MR - Pharma", "Medical Representative"]);
    await testApp.db.delete(jobs).where(eq(jobs.location, "Chamarajapuram, Mysuru"));
  });

  it("find the other trades a word also names after its own: a coolie is a labourer, and a loader too; fabrication is a welder's work", async () => {
    await postJob(employer.agent, { title: "ಹಮಾಲಿಗಳು ಬೇಕು", location: "Bandipalya, Mysuru", description: "Unloading sacks from lorries." });
    await postJob(employer.agent, { title: "Daily wage labourer", location: "Bandipalya, Mysuru", description: "Site work." });
    for (const q of ["coolie", "ಕೂಲಿ"]) expect(await found(q)).toEqual(["Daily wage labourer", "ಹಮಾಲಿಗಳು ಬೇಕು"]);
    // Not the other way: a loader is not every labourer.
    expect(await found("hamali")).toEqual(["ಹಮಾಲಿಗಳು ಬೇಕು"]);
    await testApp.db.delete(jobs).where(eq(jobs.location, "Bandipalya, Mysuru"));

    // Fabrication work is a welder's too, and with a condition it reads the pairs of each.
    await postJob(employer.agent, { title: "Welder", location: "Belavadi, Mysuru", type: "Contract", description: "Arc welding of gates and grills." });
    await postJob(employer.agent, { title: "Steel fabricator", location: "Belavadi, Mysuru", type: "Contract", description: "Gates and grills." });
    await postJob(employer.agent, { title: "Welder", location: "Belavadi, Mysuru", type: "Part-time", description: "Gate repairs." });
    expect(await found("fabrication work")).toEqual(["Steel fabricator", "Welder", "Welder"]);
    expect(await found("contract fabrication work")).toEqual(["Steel fabricator", "Welder"]);
    expect(await found("welder")).toEqual(["Welder", "Welder"]);
    await testApp.db.delete(jobs).where(eq(jobs.location, "Belavadi, Mysuru"));
  });

  it("count a qualification written only in the ad's requirements", async () => {
    await postJob(employer.agent, {
      title: "Electrician",
      location: "Metagalli, Mysuru",
      description: "Factory wiring and maintenance.",
      requirements: "ITI (Electrician trade), 2 years' experience. SSLC pass.",
    });
    await postJob(employer.agent, { title: "Wireman", location: "Metagalli, Mysuru", description: "Wiring of new houses.", requirements: "Any experience." });
    expect(await found("iti electrician")).toEqual(["Electrician"]);
    expect(await found("ಐಟಿಐ")).toEqual(["Electrician"]);
    expect(await found("10th pass electrician job")).toEqual(["Electrician"]);
    await testApp.db.delete(jobs);
  });
});

describe("near spellings kept a little while", () => {
  it("are forgotten when a job is posted or edited here, so its words are near at once", async () => {
    expect(await found("kalamkaari")).toEqual([]);
    const job = await postJob(employer.agent, { title: "Kalamkari Artist", location: "Kuvempunagar, Mysuru", description: "Hand-painted sarees." });
    expect(await found("kalamkaari")).toEqual(["Kalamkari Artist"]);
    expect(await found("zardozi embroidery")).toEqual([]);
    await expectStatus(
      employer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: buildJobPost({ title: "Zardosi Embroidery Artist", location: "Kuvempunagar, Mysuru", description: "Sarees." }) }),
      200,
    );
    expect(await found("zardozi embroidery")).toEqual(["Zardosi Embroidery Artist"]);
    await testApp.db.delete(jobs).where(eq(jobs.id, job.id));
  });
});

describe("finding the concepts at start", () => {
  it("finds those of the jobs saved without them or by another vocabulary, and then has nothing to do", async () => {
    const employerRow = { id: employer.user.id, company: "Kaveri Services" };
    // Put straight into the table, as the demo seed and the benchmarks do: no concepts yet.
    const before = await insertJob(testApp.db, employerRow, { title: "Cook", location: "Bogadi, Mysuru" });
    const older = await insertJob(testApp.db, employerRow, { title: "ದರ್ಜಿ", location: "Hunsur" });
    const current = (await postJob(employer.agent, { title: "Security Guard", location: "Hebbal, Mysuru" })).id;
    await testApp.db.update(jobs).set({ concepts: ["trade:cook"], conceptsVersion: "an-older-one" }).where(eq(jobs.id, older));
    expect(await conceptsOf(before)).toEqual({ concepts: [], version: null });
    expect(await found("chef")).toEqual(["ದರ್ಜಿ"]);

    expect(await refreshJobConcepts(testApp.db)).toBe(2);
    expect(await conceptsOf(before)).toEqual({ concepts: expect.arrayContaining(["trade:cook", "place:Bogadi"]), version: conceptsVersion });
    expect(await conceptsOf(older)).toEqual({ concepts: expect.arrayContaining(["trade:tailor", "place:Hunsur"]), version: conceptsVersion });
    expect((await conceptsOf(older))!.concepts).not.toContain("trade:cook");
    expect(await found("chef")).toEqual(["Cook"]);
    expect(await found("tailor")).toEqual(["ದರ್ಜಿ"]);
    expect(await found("watchman")).toEqual(["Security Guard"]);
    expect(await refreshJobConcepts(testApp.db)).toBe(0);
    expect((await conceptsOf(current))!.version).toBe(conceptsVersion);
  });
});
