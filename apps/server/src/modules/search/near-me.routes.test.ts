/**
 * "Near me" (issue 29, ADR 043): jobs sorted by the distance of their location from a locality of
 * the city, those the table cannot place last; the coordinates kept as jobs are posted and edited,
 * and brought in line at start for the jobs saved otherwise.
 */
import { eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost } from "@app/shared/factories";
import type { CreateJobInput } from "@app/shared/jobs";
import { localities } from "@app/shared/localities";
import { insertJob } from "../../db/factories.ts";
import { jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { refreshJobCoordinates } from "../jobs/refresh-job-coordinates.ts";

let testApp: TestApp;
let employer: SignedUp;
const ids: Record<string, string> = {};

type SearchQuery = InferRequestType<Agent["api"]["jobs"]["$get"]>["query"];

/** The keys of the jobs a search finds, in its order. */
async function found(query: SearchQuery) {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  const body = await expectStatus(testApp.agent().api.jobs.$get({ query }), 200);
  return body.jobs.map((job) => byId.get(job.id) ?? job.title);
}

const pointOf = (name: string) => {
  const locality = localities.find((candidate) => candidate.name === name)!;
  return { latitude: locality.latitude, longitude: locality.longitude };
};

async function coordinatesOf(id: string) {
  const [row] = await testApp.db.select({ latitude: jobs.latitude, longitude: jobs.longitude }).from(jobs).where(eq(jobs.id, id));
  return row;
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer", { company: "Kaveri Services" });
  const post = async (key: string, job: Partial<CreateJobInput>) => {
    ids[key] = (await postJob(employer.agent, { salary: undefined, type: "Full-time", ...job })).id;
  };
  // Oldest first: each is dated a minute after the one before.
  await post("far-town", { title: "Sales Executive", location: "Nanjangud", description: "Shop counter sales." });
  await post("no-place", { title: "Data Entry Operator", location: "Work from home", description: "Typing in English and Kannada." });
  await post("hebbal", { title: "Machine Operator", location: "Hebbal Industrial Area, Mysuru", description: "Lathe work in a factory." });
  await post("city", { title: "Delivery Driver", location: "Mysuru", description: "Deliver parcels across the city." });
  await post("gokulam", { title: "Cook", location: "ಗೋಕುಲಂ, ಮೈಸೂರು", description: "Meals for a hostel." });
  await post("metagalli", { title: "Driver", location: "Metagalli, Mysore", description: "Drive the factory's van." });
  await post("no-place-new", { title: "Tele Caller", location: "Anywhere", description: "Calls from home." });
  let minutes = 60;
  for (const id of Object.values(ids)) {
    minutes -= 1;
    await testApp.db.update(jobs).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(jobs.id, id));
  }
});
afterAll(() => testApp.close());

describe("sorting by the distance from a locality", () => {
  it("lists the nearest first, those at one point newest first, and the jobs it cannot place last, newest first", async () => {
    // Hebbal and Metagalli share a pincode (570016); Gokulam is 2.6 km away, the city's head post office 5 km, Nanjangud 26 km.
    expect(await found({ near: "Hebbal" })).toEqual(["metagalli", "hebbal", "gokulam", "city", "far-town", "no-place-new", "no-place"]);
    expect(await found({ near: "Nanjangud" })).toEqual(["far-town", "city", "gokulam", "metagalli", "hebbal", "no-place-new", "no-place"]);
    expect(await found({ near: "Hebbal", sort: "nearest" })).toEqual(await found({ near: "Hebbal" }));
  });

  it("pages through the same order", async () => {
    const all = await found({ near: "Gokulam" });
    expect([...(await found({ near: "Gokulam", pageSize: "3" })), ...(await found({ near: "Gokulam", pageSize: "3", page: "2" }))]).toEqual(all.slice(0, 6));
  });

  it("sorts what the words find by distance too, unless best match or another order is asked for", async () => {
    expect(await found({ q: "driver", near: "Nanjangud" })).toEqual(["city", "metagalli"]);
    expect(await found({ q: "driver", near: "Nanjangud", sort: "relevance" })).toEqual(["metagalli", "city"]);
    expect(await found({ near: "Hebbal", sort: "latest" })).toEqual(["no-place-new", "metagalli", "gokulam", "city", "hebbal", "no-place", "far-town"]);
  });

  it("filters nothing: a locality only orders the jobs the filters let through", async () => {
    expect(await found({ near: "Hebbal", location: "Mysuru" })).toEqual(["hebbal", "city"]);
    expect(await found({ near: "Hebbal", type: "Part-time" })).toEqual([]);
    expect((await expectStatus(testApp.agent().api.jobs.$get({ query: { near: "Hebbal" } }), 200)).totalCount).toBe(7);
  });

  it("lists in the usual order when nearest is asked for without a locality", async () => {
    expect(await found({ sort: "nearest" })).toEqual(await found({}));
    expect(await found({ q: "driver", sort: "nearest" })).toEqual(await found({ q: "driver" }));
  });

  it("refuses a locality the table does not have, with the usual error shape", async () => {
    const error = await expectError(testApp.agent().get("/api/jobs?near=Atlantis"), 400, "invalid_input");
    expect(Object.keys(error.fields ?? {})).toEqual(["near"]);
    await expectError(testApp.agent().get("/api/jobs?near=hebbal"), 400, "invalid_input");
    await expectError(testApp.agent().get(`/api/jobs?near=${encodeURIComponent("J.P. Nagar")}`), 400, "invalid_input");
  });
});

describe("a job's coordinates", () => {
  it("are its location's as posted, follow an edit of the location, and go when it names no known place", async () => {
    expect(await coordinatesOf(ids.hebbal!)).toEqual(pointOf("Hebbal"));
    expect(await coordinatesOf(ids.gokulam!)).toEqual(pointOf("Gokulam"));
    expect(await coordinatesOf(ids["no-place"]!)).toEqual({ latitude: null, longitude: null });

    const job = await postJob(employer.agent, { title: "Tailor", location: "Vijayanagar, Mysuru" });
    expect(await coordinatesOf(job.id)).toEqual(pointOf("Vijayanagar"));
    await expectStatus(employer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: buildJobPost({ title: "Tailor", location: "ಕುವೆಂಪುನಗರ" }) }), 200);
    expect(await coordinatesOf(job.id)).toEqual(pointOf("Kuvempunagar"));
    await expectStatus(employer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: buildJobPost({ title: "Tailor", location: "Bengaluru" }) }), 200);
    expect(await coordinatesOf(job.id)).toEqual({ latitude: null, longitude: null });
    await testApp.db.delete(jobs).where(eq(jobs.id, job.id));
  });
});

describe("bringing the coordinates in line at start", () => {
  it("fills the jobs saved without them, moves those whose place moved, clears those no longer placed, and then has nothing to do", async () => {
    const employerRow = { id: employer.user.id, company: "Kaveri Services" };
    const inserted = await Promise.all(["Bogadi, Mysuru", "Bogadi, Mysuru", "Hunsur"].map((location) => insertJob(testApp.db, employerRow, { location })));
    const stale = await insertJob(testApp.db, employerRow, { location: "Yadavagiri, Mysuru" });
    await testApp.db.update(jobs).set({ latitude: 12.9, longitude: 77.5 }).where(eq(jobs.id, stale));
    const unplaced = await insertJob(testApp.db, employerRow, { location: "Somewhere else" });
    await testApp.db.update(jobs).set(pointOf("Hebbal")).where(eq(jobs.id, unplaced));
    expect(await coordinatesOf(inserted[0]!)).toEqual({ latitude: null, longitude: null });

    // The two Bogadi jobs are one group: Bogadi, Hunsur, Yadavagiri and the unplaced job's are written.
    expect(await refreshJobCoordinates(testApp.db)).toBe(4);
    expect(await coordinatesOf(inserted[0]!)).toEqual(pointOf("Bogadi"));
    expect(await coordinatesOf(inserted[1]!)).toEqual(pointOf("Bogadi"));
    expect(await coordinatesOf(inserted[2]!)).toEqual(pointOf("Hunsur"));
    expect(await coordinatesOf(stale)).toEqual(pointOf("Yadavagiri"));
    expect(await coordinatesOf(unplaced)).toEqual({ latitude: null, longitude: null });
    // The posted jobs were in line already.
    expect(await coordinatesOf(ids.metagalli!)).toEqual(pointOf("Metagalli"));
    expect(await refreshJobCoordinates(testApp.db)).toBe(0);

    for (const id of [...inserted, stale, unplaced]) await testApp.db.delete(jobs).where(eq(jobs.id, id));
  });
});
