/**
 * The job search as a job seeker here types it (issue 29): misspellings, other words for the same
 * trade, Kannada and English either way, place words, and the order of what it finds.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateJobInput } from "@app/shared/jobs";
import { jobs, searchWords } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;
const ids: Record<string, string> = {};

function search(query: InferRequestType<Agent["api"]["jobs"]["$get"]>["query"]) {
  return expectStatus(testApp.agent().api.jobs.$get({ query }), 200);
}

/** The keys of the jobs a search finds, in its order. */
async function found(q: string, more: Record<string, string> = {}) {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return (await search({ q, ...more })).jobs.map((job) => byId.get(job.id) ?? job.title);
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer", { company: "Chamundi Services" });
  const post = async (key: string, job: Partial<CreateJobInput>) => {
    ids[key] = (await postJob(employer.agent, { salary: undefined, type: "Full-time", ...job })).id;
  };
  // Oldest first: each is posted a minute after the one before.
  await post("driver-hebbal", { title: "Car Driver", location: "Hebbal, Mysuru", description: "Drive the owner's car in the city. Licence needed." });
  await post("cook", { title: "Cook", location: "Gokulam, Mysuru", description: "South Indian meals for a mess of forty." });
  await post("guard", { title: "Security Guard", location: "Vijayanagar, Mysuru", description: "Night shift at an apartment gate." });
  await post("welder", { title: "Welder", location: "Hebbal Industrial Area, Mysuru", description: "Arc welding of gates and grills." });
  await post("accountant", { title: "Accountant", location: "Saraswathipuram, Mysuru", description: "Tally and GST returns." });
  await post("driver-kannada", { title: "ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ", location: "ಕುವೆಂಪುನಗರ, ಮೈಸೂರು", description: "ಶಾಲಾ ವಾಹನ ಓಡಿಸಲು ಅನುಭವ ಇರುವ ಚಾಲಕರು ಬೇಕು." });
  await post("driver-in-text", { title: "Delivery Rider", location: "Gokulam, Mysuru", description: "Deliver parcels; you need not be a driver of cars." });
  let minutes = 60;
  for (const id of Object.values(ids)) {
    minutes -= 1;
    await testApp.db.update(jobs).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(jobs.id, id));
  }
});
afterAll(() => testApp.close());

describe("near spellings", () => {
  it("finds a job through a misspelt word of its title, near by its letters or its sound", async () => {
    expect(await found("drivr")).toContain("driver-hebbal");
    expect(await found("acountant")).toEqual(["accountant"]);
    // Few trigrams in common, the same sound (Double Metaphone SKRT).
    expect(await found("sekuriti")).toEqual(["guard"]);
    // Used already, the spelling is not offered again: it would find the same.
    expect(await search({ q: "welderr" })).toMatchObject({ jobs: [expect.objectContaining({ title: "Welder" })], suggestion: null });
  });

  it("reads no typed code with digits as another by its sound: a vehicle number finds only its own job", async () => {
    // Double Metaphone passes over digits: all three are KMN. ka01mn4721 shares 5 of 17 trigrams with
    // ka09mn4821 (0.29, too few to be near by its letters), ka52mn7306 2 of 20 (0.1).
    const van = await postJob(employer.agent, { title: "Van KA09MN4821 Driver", location: "Gokulam, Mysuru", description: "School van on a fixed route." });
    try {
      expect((await search({ q: "ka09mn4821" })).jobs.map((job) => job.id)).toEqual([van.id]);
      // Sounding alike once added 0.2: 0.49, and this van's job was found for another's number.
      expect(await search({ q: "KA01MN4721" })).toMatchObject({ jobs: [], totalCount: 0, suggestion: null });
      // A candidate by its sound alone, it was offered as "Did you mean".
      expect(await search({ q: "ka52mn7306" })).toMatchObject({ jobs: [], totalCount: 0, suggestion: null });
      // A word of letters still sounds like one: "sekuriti" is security (0.29 + 0.2) above.
    } finally {
      await testApp.db.delete(jobs).where(eq(jobs.id, van.id));
    }
  });

  it("reads no stored code with digits as a typed word of letters by its sound", async () => {
    // Double Metaphone passes over digits: the van's number is KMN, as "kammanna" is, and as long
    // within two letters, so the look-up had it as a near spelling by its sound alone (0.11 + 0.2) and
    // offered it as "Did you mean". A stored word has a sound only when it is of letters (migration 0049).
    const van = await postJob(employer.agent, { title: "Van KA09MN4821 Driver", location: "Gokulam, Mysuru", description: "School van on a fixed route." });
    try {
      const sounds = await testApp.db.execute(sql`select dmetaphone('kammanna') as typed, dmetaphone('ka09mn4821') as code`);
      expect((sounds as unknown as { rows: unknown[] }).rows).toEqual([{ typed: "KMN", code: "KMN" }]);
      expect(await search({ q: "kammanna" })).toMatchObject({ jobs: [], totalCount: 0, suggestion: null });
      // What the vocabulary and jobs store: a code and Kannada have no sound, a word of letters has.
      const stored = await testApp.db
        .select({ word: searchWords.word, sound: searchWords.sound })
        .from(searchWords)
        .where(inArray(searchWords.word, ["ka09mn4821", "van", "ಚಾಲಕರು", "10th"]))
        .orderBy(searchWords.word);
      expect(stored).toEqual([
        { word: "10th", sound: null },
        { word: "ka09mn4821", sound: null },
        { word: "van", sound: "FN" },
        { word: "ಚಾಲಕರು", sound: null },
      ]);
    } finally {
      await testApp.db.delete(jobs).where(eq(jobs.id, van.id));
    }
  });

  it("offers a spelling too far to search by as 'Did you mean' when it finds more", async () => {
    // "garnder" shares a third of its trigrams with gardener (0.31) and sounds otherwise (KRNT, KRTN).
    const gardener = await postJob(employer.agent, { title: "Gardener", location: "Gokulam, Mysuru", description: "Lawn and hedges." });
    expect(await search({ q: "garnder" })).toMatchObject({ jobs: [], totalCount: 0, suggestion: "gardener" });
    expect((await search({ q: "gardener" })).jobs.map((job) => job.id)).toEqual([gardener.id]);
    await testApp.db.delete(jobs).where(eq(jobs.id, gardener.id));
  });

  it("leaves words a job has as they are, with no suggestion", async () => {
    const body = await search({ q: "cook" });
    expect(body.jobs.map((job) => job.title)).toEqual(["Cook"]);
    expect(body.suggestion).toBeNull();
  });

  it("learns the words of a new job's title, company and location as it is posted", async () => {
    const before = await testApp.db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.word, "kalamkari"));
    expect(before).toEqual([]);
    const job = await postJob(employer.agent, { title: "Kalamkari Artist", location: "Kuvempunagar, Mysuru", description: "Hand-painted sarees." });
    expect(await testApp.db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.word, "kalamkari"))).toEqual([{ word: "kalamkari" }]);
    expect((await search({ q: "kalamkaari" })).jobs.map((found) => found.id)).toEqual([job.id]);
    await testApp.db.delete(jobs).where(eq(jobs.id, job.id));
    // The word outlives its job, but leads nowhere: it is not offered.
    expect(await search({ q: "kalamkaari" })).toMatchObject({ totalCount: 0, suggestion: null });
  });

  it("finds nothing for a word near nothing, and offers nothing", async () => {
    expect(await search({ q: "xqzvw" })).toMatchObject({ jobs: [], totalCount: 0, suggestion: null });
  });
});

describe("the city's vocabulary", () => {
  it("finds a trade by its other English names", async () => {
    expect(await found("chef")).toEqual(["cook"]);
    expect(await found("watchman")).toEqual(["guard"]);
    expect(await found("welding")).toContain("welder");
  });

  it("finds English jobs from Kannada, English in Kannada script and romanised Kannada, and Kannada jobs from English", async () => {
    for (const query of ["ಚಾಲಕ", "ಡ್ರೈವರ್", "chalaka"]) {
      const keys = await found(query);
      expect(keys, query).toEqual(expect.arrayContaining(["driver-hebbal", "driver-kannada"]));
      expect(keys, query).not.toContain("cook");
    }
    expect(await found("driver")).toEqual(expect.arrayContaining(["driver-hebbal", "driver-kannada"]));
    expect(await found("ಅಡುಗೆಯವರು")).toEqual(["cook"]);
  });

  it("matches a widened word only in the title: a rider whose text says 'driver' is found by that word, not by ಚಾಲಕ", async () => {
    expect(await found("driver")).toContain("driver-in-text");
    expect(await found("ಚಾಲಕ")).not.toContain("driver-in-text");
  });
});

describe("place words", () => {
  it("matches a place in the query with the job's location, in either script and with filler words", async () => {
    expect(await found("driver hebbal")).toEqual(["driver-hebbal"]);
    expect(await found("cook in Gokulam")).toEqual(["cook"]);
    expect(await found("ಹೆಬ್ಬಾಳ ಚಾಲಕ")).toEqual(["driver-hebbal"]);
    expect(await found("driver kuvempunagar")).toEqual(["driver-kannada"]);
    expect(await found("jobs in ಹೆಬ್ಬಾಳದಲ್ಲಿ")).toEqual(expect.arrayContaining(["driver-hebbal", "welder"]));
  });
});

describe("the order of what is found", () => {
  it("puts the job with the word in its title first, then the vocabulary's, then mentions, unless newest first is asked", async () => {
    // Newest first these come as the Kannada job, the rider, the car driver.
    const best = await found("driver");
    expect(best[0]).toBe("driver-hebbal");
    expect(best.indexOf("driver-kannada")).toBeLessThan(best.indexOf("driver-in-text") === -1 ? Infinity : best.indexOf("driver-in-text"));
    expect(await found("driver", { sort: "latest" })).toEqual(["driver-in-text", "driver-kannada", "driver-hebbal"]);
    expect(await found("driver", { sort: "relevance" })).toEqual(best);
  });

  it("lists newest first without words, whatever the sort says", async () => {
    const all = await found("", { sort: "relevance" });
    expect(all[0]).toBe("driver-in-text");
    expect(all).toEqual(await found("", {}));
  });
});
