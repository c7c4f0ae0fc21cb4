/**
 * Control characters in any text a client sends: a clear 400 on every route, nothing stored, and
 * no client text in the log when a query fails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildJobPost, buildSignUp } from "@app/shared/factories";
import { jobs, user } from "../db/schema/index.ts";
import { expectError, expectStatus } from "../test/responses.ts";
import { createTestApp, signUpFromOwnAddress, type SignedUp, type TestApp } from "../test/test-app.ts";
import { withoutQueryParameters } from "./errors.ts";
import { findTextFault } from "./input-text.ts";

let testApp: TestApp;
let employer: SignedUp;
let candidate: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer");
  candidate = await signUpFromOwnAddress(testApp, "candidate");
});
afterAll(() => testApp.close());

const message = "Please remove the invisible control characters from this text";

describe("findTextFault", () => {
  const field = (value: unknown) => findTextFault(value)?.field ?? null;

  it("names the first string or key that holds a control character, C0 or C1", () => {
    expect(field({ name: "Asha", bio: "line one\nline two\r\n\tindented" })).toBeNull();
    expect(field({ name: "As\u0000ha" })).toBe("name");
    expect(field({ education: [{ school: "ok" }, { school: "b\u0007ad" }] })).toBe("education.1.school");
    expect(field({ ["k\u001b"]: "x" })).toBe("_");
    expect(field({ location: ["Mysuru", "\u007f"] })).toBe("location.1");
    expect(field({ name: "Asha\u0085Rao" })).toBe("name");
    expect(field({ title: "Clerk\u009b" })).toBe("title");
    expect(field(["\u0000"])).toBe("0");
    expect(field(42)).toBeNull();
  });

  it("lets tab and line breaks through only in a field of several lines, at any depth", () => {
    expect(findTextFault({ name: "Eve\r\nBcc: victim@example.com" })).toEqual({ field: "name", fault: "lineBreaks" });
    expect(findTextFault({ title: "Clerk\tcashier" })).toEqual({ field: "title", fault: "lineBreaks" });
    expect(findTextFault({ experience: [{ title: "Driver", details: "Two years\nat a school" }] })).toBeNull();
    expect(findTextFault({ experience: [{ title: "Dri\nver", details: "ok" }] })).toEqual({ field: "experience.0.title", fault: "lineBreaks" });
    expect(findTextFault({ skills: ["Tally", "GST\n"] })).toEqual({ field: "skills.1", fault: "lineBreaks" });
    expect(findTextFault({ ["a\nb"]: "x" })).toEqual({ field: "_", fault: "lineBreaks" });
  });
});

describe("a control character in a request", () => {
  it("in the job search's query answers 400, for a guest too", async () => {
    const error = await expectError(testApp.agent().get("/api/jobs?location=%00"), 400, "invalid_input");
    expect(error.fields).toEqual({ location: [message] });
    await expectError(testApp.agent().get("/api/jobs?q=sales%07"), 400, "invalid_input");
  });

  it("in a sign-up's name answers 400 and makes no account", async () => {
    const input = buildSignUp("candidate", { name: "Asha\u0000 Rao" });
    const error = await expectError(testApp.agent({ "x-forwarded-for": "10.250.0.1" }).post("/api/accounts/sign-up/candidate", input), 400, "invalid_input");
    expect(error.fields).toEqual({ name: [message] });
    expect(await testApp.db.$count(user, eq(user.email, input.email))).toBe(0);
  });

  it("in a job post answers 400 and posts nothing; a description with lines and tabs is fine", async () => {
    const before = await testApp.db.$count(jobs);
    await expectError(employer.agent.api.jobs.$post({ json: buildJobPost({ title: "Clerk\u0000" }) }), 400, "invalid_input");
    await expectError(employer.agent.api.jobs.$post({ json: buildJobPost({ description: "Counting cash\u000b daily at the shop." }) }), 400, "invalid_input");
    expect(await testApp.db.$count(jobs)).toBe(before);
    await expectStatus(employer.agent.api.jobs.$post({ json: buildJobPost({ description: "Duties:\n\t- billing\r\n\t- stock" }) }), 201);
  });

  it("a line break in a sign-up's name answers 400 and makes no account: no name can start a header line", async () => {
    const input = buildSignUp("candidate", { name: "Eve\r\nBcc: victim@example.com" });
    const error = await expectError(testApp.agent({ "x-forwarded-for": "10.250.0.2" }).post("/api/accounts/sign-up/candidate", input), 400, "invalid_input");
    expect(error.fields).toEqual({ name: ["Please write this on one line"] });
    expect(await testApp.db.$count(user, eq(user.email, input.email))).toBe(0);
  });

  it("a line break in a job's title or company answers 400; its description keeps its lines", async () => {
    const before = await testApp.db.$count(jobs);
    const title = await expectError(employer.agent.api.jobs.$post({ json: buildJobPost({ title: "Clerk\r\nX-Injected: yes" }) }), 400, "invalid_input");
    expect(title.fields).toEqual({ title: ["Please write this on one line"] });
    await expectError(employer.agent.api.jobs.$post({ json: buildJobPost({ company: "Shop\nLtd" }) }), 400, "invalid_input");
    await expectError(employer.agent.api.jobs.$post({ json: buildJobPost({ location: "Mysuru\u0085" }) }), 400, "invalid_input");
    expect(await testApp.db.$count(jobs)).toBe(before);
  });

  it("in the path answers 404 before any route reads it", async () => {
    await expectError(employer.agent.post("/api/talent-pool/%00/invitations", { jobId: crypto.randomUUID(), note: "" }), 404, "not_found");
    await expectError(testApp.agent().get("/api/companies/shop%0D%0Aname"), 404, "not_found");
  });

  it("deep in a profile answers 400 with the field's path", async () => {
    const error = await expectError(
      candidate.agent.patch("/api/profile", { name: "Asha Rao", education: [{ degree: "B.Com", school: "Maharaja's\u0000 College", year: "2020" }] }),
      400,
      "invalid_input",
    );
    expect(error.fields).toEqual({ "education.0.school": [message] });
  });
});

describe("broken, deep and differently spelled text", () => {
  // "ಕೆ" (ka + vowel sign e) and "é" written as two code points, the way some keyboards send them.
  const decomposed = "Kavya ಕೆ Cafe\u0301";
  const composed = decomposed.normalize("NFC");

  it("a lone surrogate in a body answers 400 naming the field", async () => {
    // (A query cannot carry one: its percent-decoding makes broken bytes U+FFFD.)
    const error = await expectError(candidate.agent.patch("/api/profile", { name: "Asha \ud800 Rao" }), 400, "invalid_input");
    expect(error.fields).toEqual({ name: ["This text contains broken characters. Please type it again"] });
  });

  it("JSON nested deeper than any form answers 400, never a stack overflow", async () => {
    const depth = 100_000;
    const body = `{"name":${"[".repeat(depth)}"x"${"]".repeat(depth)}}`;
    const error = await expectError(candidate.agent.request("PATCH", "/api/profile", body), 400, "invalid_input");
    expect(Object.values(error.fields ?? {})).toEqual([["This request is nested too deeply"]]);
  });

  it("is stored in NFC, so what was typed one way is found when searched the other way", async () => {
    const { job } = await expectStatus(employer.agent.api.jobs.$post({ json: buildJobPost({ title: `Clerk ${decomposed}` }) }), 201);
    expect(job.title).toBe(`Clerk ${composed}`);
    expect(job.title).not.toBe(`Clerk ${decomposed}`);
    const found = await expectStatus(testApp.agent().api.jobs.$get({ query: { q: decomposed } }), 200);
    expect(found.jobs.map((each) => each.id)).toContain(job.id);
    const alsoFound = await expectStatus(testApp.agent().api.jobs.$get({ query: { q: composed } }), 200);
    expect(alsoFound.jobs.map((each) => each.id)).toContain(job.id);
  });

  it("leaves a password as typed: an account made with a decomposed password signs in with it", async () => {
    const input = buildSignUp("candidate", { password: `pass-${decomposed}` });
    const agent = testApp.agent({ "x-forwarded-for": "10.250.0.9" });
    await expectStatus(agent.api.accounts["sign-up"][":type"].$post({ param: { type: "candidate" }, json: input }), 201);
    const again = testApp.agent({ "x-forwarded-for": "10.250.0.9" });
    await expectStatus(again.api.accounts["sign-in"][":type"].$post({ param: { type: "candidate" }, json: { email: input.email, password: input.password } }), 200);
  });
});

describe("withoutQueryParameters", () => {
  it("keeps the SQL and the database's error code, not the parameters or a quoted value", () => {
    const failed = Object.assign(new Error('Failed query: select 1 where id = $1\nparams: attacker text'), {
      name: "DrizzleQueryError",
      query: "select 1 where id = $1",
      params: ["attacker text"],
      cause: { code: "22P02", message: 'invalid input syntax for type uuid: "attacker text"' },
    });
    const logged = withoutQueryParameters(failed);
    expect(JSON.stringify({ message: logged.message, cause: logged.cause })).not.toContain("attacker");
    expect(logged.message).toBe("Failed query: select 1 where id = $1");
    expect(logged.cause).toEqual({ code: "22P02", message: 'invalid input syntax for type uuid: "…"' });
    const plain = new Error("something else");
    expect(withoutQueryParameters(plain)).toBe(plain);
  });
});
