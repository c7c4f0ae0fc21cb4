/**
 * A job's optional Kannada title and description (issue 29): stored and answered beside the English
 * ones, checked like them, searched in either language, and shown on the job's page (its title,
 * preview and JSON-LD) in the reader's language.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJobPost, uniqueWord } from "@app/shared/factories";
import { jobs, searchWords } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;
let employer: SignedUp;
let otherEmployer: SignedUp;
let guest: Agent;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body><div id=root></div></body></html>");
  testApp = await createTestApp({}, { webRoot });
  employer = await signUpAgent(testApp, "employer", { company: "Kaveri Textiles" });
  otherEmployer = await signUpAgent(testApp, "employer", { company: "Chamundi Foods" });
  guest = testApp.agent();
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const kannadaTitle = "ನೇಕಾರ";
const kannadaDescription = "ಮಗ್ಗದಲ್ಲಿ ನೇಯ್ಗೆ ಕೆಲಸ. ಬೆಳಿಗ್ಗೆ 9 ರಿಂದ ಸಂಜೆ 6.";

async function searchIds(q: string) {
  const page = await expectStatus(guest.api.jobs.$get({ query: { q } }), 200);
  return page.jobs.map((job) => job.id);
}

async function jobCount() {
  const [row] = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
  return row!.n;
}

describe("a job in both languages", () => {
  it("is stored and answered with its Kannada title and description, and a post without them has none", async () => {
    const job = await postJob(employer.agent, { title: "Weaver", titleKn: `  ${kannadaTitle} `, description: "Weave on the looms.", descriptionKn: kannadaDescription });
    expect(job).toMatchObject({ title: "Weaver", titleKn: kannadaTitle, descriptionKn: kannadaDescription, status: "active" });
    const read = await expectStatus(guest.api.jobs[":id"].$get({ param: { id: job.id } }), 200);
    expect(read.job).toMatchObject({ titleKn: kannadaTitle, descriptionKn: kannadaDescription });

    const english = await postJob(employer.agent, { title: "Dyer", titleKn: " ", descriptionKn: "" });
    expect(english).toMatchObject({ titleKn: null, descriptionKn: null });
  });

  it("is edited by its employer, who can take the Kannada texts out again; another employer cannot", async () => {
    const job = await postJob(employer.agent, { title: "Tailor" });
    const withKannada = buildJobPost({ title: "Tailor", titleKn: "ದರ್ಜಿ", descriptionKn: "ಬಟ್ಟೆ ಹೊಲಿಯುವ ಕೆಲಸ." });
    await expectError(otherEmployer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: withKannada }), 404, "not_found");
    const edited = await expectStatus(employer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: withKannada }), 200);
    expect(edited.job).toMatchObject({ titleKn: "ದರ್ಜಿ", descriptionKn: "ಬಟ್ಟೆ ಹೊಲಿಯುವ ಕೆಲಸ." });
    const cleared = await expectStatus(employer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: buildJobPost({ title: "Tailor" }) }), 200);
    expect(cleared.job).toMatchObject({ titleKn: null, descriptionKn: null });
  });

  it("answers 400 for a Kannada text that is too long and stores nothing", async () => {
    const before = await jobCount();
    const response = await employer.agent.post("/api/jobs", { ...buildJobPost(), titleKn: "ಕ".repeat(121), descriptionKn: "ಕ".repeat(10_001) });
    const error = await expectError(response, 400, "invalid_input");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["descriptionKn", "titleKn"]);
    expect(await jobCount()).toBe(before);
  });

  it("lists an honest Kannada ad with a money word in it at once (a phone's charging port, pay by the week)", async () => {
    const honest = await postJob(employer.agent, {
      title: `Phone repair ${uniqueWord()}`,
      titleKn: "ಮೊಬೈಲ್ ಫೋನ್ ಚಾರ್ಜಿಂಗ್ ಪೋರ್ಟ್ ಮತ್ತು ಸ್ಕ್ರೀನ್ ರಿಪೇರಿ ಕೆಲಸ",
      descriptionKn: "ವಾರಕ್ಕೊಮ್ಮೆ ಸಂಬಳ ಪಾವತಿಸಲಾಗುವುದು. ದಿನಕ್ಕೆ ₹600 ಕೂಲಿ, ಉಚಿತ ಪಿಕ್-ಅಪ್ ಮತ್ತು ಡ್ರಾಪ್.",
    });
    expect(honest).toMatchObject({ status: "active", flags: [] });
  });

  it("is held for review when its Kannada text asks for money or gives a phone number, with the matches shown to the admin", async () => {
    const held = await postJob(employer.agent, { title: `Helper ${uniqueWord()}`, descriptionKn: "ಸೇರುವ ಮೊದಲು ನೋಂದಣಿ ಶುಲ್ಕ ₹500 ಕಟ್ಟಬೇಕು." });
    expect(held).toMatchObject({ status: "pending_review", flags: ["money"] });
    const phone = await postJob(employer.agent, { title: `Helper ${uniqueWord()}`, titleKn: "ಸಹಾಯಕ ೯೮೪೫೦೧೨೩೪೫" });
    expect(phone).toMatchObject({ status: "pending_review", flags: ["phone"] });

    const admin = await signInAdmin(testApp);
    const { items } = await expectStatus(admin.api.admin.review.$get({ query: {} }), 200);
    const fields = (id: string) => items.find((item) => item.job.id === id)!.matches.map((entry) => entry.field);
    expect(fields(held.id)).toEqual(["descriptionKn"]);
    expect(fields(phone.id)).toEqual(["titleKn"]);
  });
});

describe("searching jobs in both languages", () => {
  it("finds a job by its Kannada title and by a word only its Kannada description has, alone or with another", async () => {
    const word = uniqueWord();
    const job = await postJob(employer.agent, {
      title: `Weaver ${word}`,
      titleKn: kannadaTitle,
      description: "Weave on the looms.",
      descriptionKn: `ಮಗ್ಗದ ಕೆಲಸ, ${word}ಬಟ್ಟೆ`,
    });
    const other = await postJob(employer.agent, { title: `Cashier ${word}`, description: "Billing at the counter." });
    expect(await searchIds(kannadaTitle)).toContain(job.id);
    expect(await searchIds(`${word}ಬಟ್ಟೆ`)).toEqual([job.id]);
    expect(await searchIds(word)).toEqual(expect.arrayContaining([job.id, other.id]));
    expect(await searchIds(`ಮಗ್ಗದ ${word}`)).toEqual([job.id]);
  });

  it("finds a job written in Kannada only in its Kannada title by the English name of its trade", async () => {
    const job = await postJob(employer.agent, { title: `Staff ${uniqueWord()}`, titleKn: "ಚಾಲಕ", description: "Mysuru city routes." });
    expect(await searchIds("driver")).toContain(job.id);
  });

  it("reads a near spelling of a word only a Kannada title has", async () => {
    const word = uniqueWord().toLowerCase();
    // The Kannada title carries a Latin word (a brand) the English title does not.
    const job = await postJob(employer.agent, { title: "Sales staff", titleKn: `ಮಾರಾಟ ಸಿಬ್ಬಂದಿ ${word}kart` });
    const page = await expectStatus(guest.api.jobs.$get({ query: { q: `${word}kart` } }), 200);
    expect(page.jobs.map((found) => found.id)).toEqual([job.id]);
    const stored = await testApp.db.select({ word: searchWords.word }).from(searchWords).where(eq(searchWords.word, `${word}kart`));
    expect(stored).toHaveLength(1);
  });
});

/** The page as a browser reads it, in the language of its cookie. */
async function getPage(pathname: string, language: "en" | "kn") {
  const response = await testApp.app.request(pathname, { headers: { cookie: `language=${language}` } });
  return { status: response.status, html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe("a job's page in the reader's language", () => {
  it("is titled, previewed and described to search engines in Kannada for a Kannada reader, in English otherwise", async () => {
    const job = await postJob(employer.agent, { title: "Weaver", titleKn: kannadaTitle, description: "Weave on the looms.", descriptionKn: kannadaDescription, location: "Hebbal" });
    const kannada = await getPage(`/jobs/${job.id}`, "kn");
    expect(kannada.status).toBe(200);
    expect(kannada.html).toContain(`<title>${kannadaTitle} · Kaveri Textiles · Hebbal | Nagara Jobs</title>`);
    expect(kannada.html).toContain(`<meta property="og:title" content="${kannadaTitle} · Kaveri Textiles">`);
    expect(jsonLd(kannada.html)).toMatchObject({ title: kannadaTitle, description: kannadaDescription });

    const english = await getPage(`/jobs/${job.id}`, "en");
    expect(english.html).toContain("<title>Weaver · Kaveri Textiles · Hebbal | Nagara Jobs</title>");
    expect(jsonLd(english.html)).toMatchObject({ title: "Weaver", description: "Weave on the looms." });
  });

  it("falls back to the English text in Kannada where no Kannada was given", async () => {
    const job = await postJob(employer.agent, { title: "Dyer", titleKn: kannadaTitle, description: "Dye the yarn." });
    const { html } = await getPage(`/jobs/${job.id}`, "kn");
    expect(jsonLd(html)).toMatchObject({ title: kannadaTitle, description: "Dye the yarn." });
    const stored = await testApp.db.select({ descriptionKn: jobs.descriptionKn }).from(jobs).where(eq(jobs.id, job.id));
    expect(stored).toEqual([{ descriptionKn: null }]);
  });
});
