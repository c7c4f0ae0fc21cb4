/**
 * The job search reading a whole sentence (issue 51): filler words and the city's name block
 * nothing, a qualification and a job type in words narrow, a near spelling prefers the trade it
 * looks like, and a trade no job has finds nothing rather than near spellings of another (answered
 * without reading the jobs when no job has the word or its near spellings, ADR 069).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import type { CreateJobInput } from "@app/shared/jobs";
import { jobs } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: Awaited<ReturnType<typeof signUpAgent>>;
const ids: Record<string, string> = {};

/** The keys of the jobs a search finds, in its order. */
async function found(q: string) {
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  const result = await expectStatus(testApp.agent().api.jobs.$get({ query: { q } }), 200);
  return result.jobs.map((job) => byId.get(job.id) ?? job.title);
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer", { company: "Chamundi Services" });
  const post = async (key: string, job: Partial<CreateJobInput>) => {
    ids[key] = (await postJob(employer.agent, { salary: undefined, type: "Full-time", ...job })).id;
  };
  await post("driver", { title: "Driver", location: "Hebbal, Mysuru", description: "Drive the company car. SSLC pass and a licence with badge." });
  await post("driver-kannada", { title: "ಚಾಲಕರು ಬೇಕಾಗಿದ್ದಾರೆ", location: "ವಿಜಯನಗರ, ಮೈಸೂರು", description: "ಕಾರು ಓಡಿಸಲು ಅನುಭವ ಇರುವ ಚಾಲಕರು ಬೇಕು." });
  await post("driver-part-time", { title: "School Van Driver", location: "Bogadi, Mysuru", type: "Part-time", description: "Mornings and evenings only." });
  await post("electrician-iti", { title: "Electrician", location: "Hebbal Industrial Area, Mysuru", type: "Contract", description: "Factory wiring. ITI Electrician with two years' experience." });
  await post("electrician", { title: "House Wiring Electrician", location: "Gokulam, Mysuru", description: "Wiring of new houses." });
  await post("pharmacist", { title: "Pharmacist", location: "Vijayanagar, Mysuru", description: "Dispense medicines. D.Pharm with registration." });
  await post("farm", { title: "Farm Worker", location: "T Narasipura", description: "Sugarcane fields." });
  await post("nurse", { title: "Staff Nurse", location: "Kuvempunagar, Mysuru", description: "Ward duty. GNM or B.Sc Nursing." });
  await post("plant-nursery", { title: "Plant Nursery Helper", location: "Hinkal, Mysuru", description: "Water and pot plants." });
  await post("watchman-kannada", { title: "ವಾಚ್\u200cಮನ್ ಬೇಕು", location: "ಜೆ.ಪಿ. ನಗರ, ಮೈಸೂರು", description: "ಅಪಾರ್ಟ್\u200cಮೆಂಟ್ ಗೇಟ್ ಕಾಯುವ ಕೆಲಸ." });
  await post("embroidery", { title: "Aari Embroidery Worker", location: "Mandi Mohalla, Mysuru", type: "Freelance", description: "Aari work on blouses, paid per piece. Work from home possible." });
  await post("baker-night", { title: "Bakery Worker", location: "Vidyaranyapuram, Mysuru", description: "Bake bread and puffs. Night shift. Food and stay given." });
  await post("delivery-shop", { title: "Delivery Boy", location: "Saraswathipuram, Mysuru", description: "Deliver orders from our shop on your bike." });
  await post("cnc-diploma", { title: "CNC Operator", location: "Hootagalli Industrial Area, Mysuru", description: "Turning machines in shifts. Diploma in Mechanical." });
  let minutes = 60;
  for (const id of Object.values(ids)) {
    minutes -= 1;
    await testApp.db.update(jobs).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(jobs.id, id));
  }
});
afterAll(() => testApp.close());

describe("a sentence", () => {
  it("finds the trade among filler words in any script, the city's name and words no job has", async () => {
    const drivers = ["driver", "driver-kannada", "driver-part-time"];
    expect((await found("driver job beku")).sort()).toEqual(drivers);
    expect((await found("ಡ್ರೈವರ್ ಕೆಲಸ ಬೇಕು ಮೈಸೂರು")).sort()).toEqual(drivers);
    expect((await found("need driver work near mysore please")).sort()).toEqual(drivers);
  });

  it("is still narrowed by a place it names", async () => {
    expect(await found("kelasa venu hebbal")).toEqual(["electrician-iti", "driver"]);
    // Kannada's "in" typed in Latin letters, and Hindi's words around a trade, block nothing either.
    expect(await found("hebbal alli kelasa")).toEqual(["electrician-iti", "driver"]);
    expect(await found("mujhe driver ki naukri chahiye")).toEqual(expect.arrayContaining(["driver", "driver-kannada"]));
    expect(await found("driver job near hebbal")).toEqual(["driver"]);
  });
});

describe("a qualification", () => {
  it("narrows to the ads that ask for it, in their text, in English or Kannada", async () => {
    expect(await found("iti electrician")).toEqual(["electrician-iti"]);
    expect(await found("ಐಟಿಐ ಕೆಲಸ")).toEqual(["electrician-iti"]);
    expect(await found("sslc pass driver")).toEqual(["driver"]);
    // An ordinal as people write it in Kannada: 10ನೇ ತರಗತಿ (tenth standard) is SSLC.
    expect(await found("10ನೇ ತರಗತಿ ಪಾಸ್ ಡ್ರೈವರ್")).toEqual(["driver"]);
  });

  it("finds a dotted qualification as the ad writes it (D.Pharm, B.Sc)", async () => {
    expect(await found("d pharm")).toEqual(["pharmacist"]);
    expect(await found("bsc nursing")).toEqual(["nurse"]);
  });
});

describe("a Kannada word drawn with a zero-width joiner", () => {
  it("is the word the vocabulary knows: a watchman's ad is found by security and ಕಾವಲುಗಾರ", async () => {
    expect(await found("security job venu")).toEqual(["watchman-kannada"]);
    expect(await found("ಕಾವಲುಗಾರ")).toEqual(["watchman-kannada"]);
    expect(await found("ವಾಚ್\u200cಮನ್")).toEqual(["watchman-kannada"]);
  });
});

describe("work from home and a qualification's subject", () => {
  it("work from home narrows to the ads that offer it", async () => {
    expect(await found("work from home job")).toEqual(["embroidery"]);
  });

  it("a subject after a qualification ranks the ad that names it first", async () => {
    expect((await found("diploma mechanical job"))[0]).toBe("cnc-diploma");
  });
});

describe("what a job asks for or offers, asked for alone", () => {
  it("is looked for anywhere in the ad, and other words beside it only rank", async () => {
    expect(await found("night shift job")).toEqual(["baker-night"]);
    expect(await found("food and stay")).toEqual(["baker-night"]);
    expect(await found("ಊಟ ವಸತಿ")).toEqual(["baker-night"]);
    expect(await found("two wheeler job")).toEqual(["delivery-shop"]);
    // "speaking" is in no ad: beside a condition it blocks nothing.
    expect(await found("night shift speaking")).toEqual(["baker-night"]);
  });

  it("but a workplace is where the job is, not a shop its text mentions", async () => {
    expect(await found("shop job")).toEqual([]);
  });
});

describe("a place's usual other spellings", () => {
  it("finds Vijayanagar as vijay nagar and vijaya nagar, in either script, and Saraswathipuram as saraswathi puram", async () => {
    // The Kannada ad at ವಿಜಯನಗರ too.
    expect((await found("vijay nagar")).sort()).toEqual(["driver-kannada", "pharmacist"]);
    expect(await found("pharmacist vijaya nagar")).toEqual(["pharmacist"]);
    expect(await found("saraswathi puram")).toEqual(["delivery-shop"]);
  });
});

describe("a job type in words", () => {
  it("is a condition: the part-time driver only, the contract electrician only", async () => {
    expect(await found("part time driver")).toEqual(["driver-part-time"]);
    expect(await found("ಅರೆಕಾಲಿಕ ಕೆಲಸ")).toEqual(["driver-part-time"]);
    expect(await found("contract electrician")).toEqual(["electrician-iti"]);
  });
});

describe("near spellings and trades no job has", () => {
  it("ranks the trade a typo looks like first, not a word that begins the same", async () => {
    expect(await found("pharmasist")).toEqual(["pharmacist"]);
    expect(await found("nurce")).toEqual(["nurse"]);
    expect(await found("nurse")).toEqual(["nurse"]);
  });

  it("finds nothing for a trade no job has, rather than the jobs of a near spelling", async () => {
    expect(await found("drilling")).toEqual([]);
    expect(await found("borewell drilling job")).toEqual([]);
    expect(await found("welder")).toEqual([]);
  });

  it("answers a word no job has empty when no job holds its near spelling either, and finds the job that comes to hold it", async () => {
    const word = uniqueWord();
    // Typed with two letters more: no job has a word starting so, and the word itself is near.
    const typo = `${word}xy`;
    const ask = (query: { q: string; page?: string; location?: string }) => expectStatus(testApp.agent().api.jobs.$get({ query }), 200);
    const gone = await postJob(employer.agent, { title: `Borewell ${word}`, location: "Hebbal, Mysuru" });
    expect((await ask({ q: `${word}zz` })).jobs.map((job) => job.id)).toEqual([gone.id]);

    // Deleted, the job leaves its word among those near spellings are drawn from, and no job has it:
    // the typo, looked up only now, finds nothing, on any page, with a place, and offers no other spelling.
    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: gone.id } }), 200);
    for (const query of [{ q: typo }, { q: typo, page: "2" }, { q: typo, location: "Hebbal" }, { q: word }]) {
      const answer = await ask(query);
      expect(answer.jobs).toEqual([]);
      expect(answer.totalCount).toBe(0);
      expect(answer.suggestion).toBeNull();
    }

    // A job posted with the word in its title is found by the typo at once, and counted.
    const posted = await postJob(employer.agent, { title: `Drilling ${word}`, location: "Gokulam, Mysuru" });
    const answer = await ask({ q: typo });
    expect(answer.jobs.map((job) => job.id)).toEqual([posted.id]);
    expect(answer.totalCount).toBe(1);
  });
});
