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
import { findControlCharacters } from "./input-text.ts";

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

describe("findControlCharacters", () => {
  it("names the first string or key that holds one, and lets tab, newline and carriage return through", () => {
    expect(findControlCharacters({ name: "Asha", bio: "line one\nline two\r\n\tindented" })).toBeNull();
    expect(findControlCharacters({ name: "As\u0000ha" })).toBe("name");
    expect(findControlCharacters({ education: [{ school: "ok" }, { school: "b\u0007ad" }] })).toBe("education.1.school");
    expect(findControlCharacters({ ["k\u001b"]: "x" })).toBe("_");
    expect(findControlCharacters({ location: ["Mysuru", "\u007f"] })).toBe("location.1");
    expect(findControlCharacters(["\u0000"])).toBe("0");
    expect(findControlCharacters(42)).toBeNull();
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
