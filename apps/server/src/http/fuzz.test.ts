/**
 * Hostile input on every API route the app mounts (issue 16): NUL and other control characters,
 * lone surrogates, bidi overrides, 1 MB strings, deep nesting, wrong types, odd path parameters and
 * queries, as a guest, a candidate, an employer and the admin. Whatever arrives, the answer is a
 * 2xx, 3xx or 4xx in the error shape of the contract: never a 5xx.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiErrorBody } from "@app/shared/errors";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type TestApp } from "../test/test-app.ts";

let testApp: TestApp;
let agents: { name: string; agent: Agent }[];
let jobId: string;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  const employer = await signUpFromOwnAddress(testApp, "employer");
  const candidate = await signUpFromOwnAddress(testApp, "candidate");
  jobId = (await postJob(employer.agent)).id;
  agents = [
    { name: "guest", agent: testApp.agent({ "x-forwarded-for": "10.77.0.1" }) },
    { name: "candidate", agent: candidate.agent },
    { name: "employer", agent: employer.agent },
    { name: "admin", agent: await signInAdmin(testApp) },
  ];
});
afterAll(() => testApp.close());

const hostileStrings = [
  "",
  " ",
  "\u0000",
  "Asha\u0000Rao",
  "\u0007\u001b[31m",
  "\ud800",
  "a\udfffb",
  "cv\u202efdp.exe",
  "\u200b\u200d\ufeff",
  "ಕನ್ನಡ ಉದ್ಯೋಗ",
  "Cafe\u0301",
  "😀".repeat(50),
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(400),
  "x".repeat(10_001),
  "y".repeat(1_100_000),
];

const hostileString = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ unit: "binary", maxLength: 40 }), fc.string({ maxLength: 20 }));

/** Names the routes' bodies use, so a generated object often hits a real field with a wrong value. */
const fieldNames = [
  "name",
  "email",
  "password",
  "phone",
  "company",
  "title",
  "location",
  "salary",
  "type",
  "description",
  "requirements",
  "responsibilities",
  "status",
  "jobId",
  "coverLetter",
  "reason",
  "note",
  "kind",
  "number",
  "website",
  "handled",
  "skills",
  "education",
  "experience",
  "price",
  "startDate",
  "timeSlot",
  "utr",
  "reference",
  "message",
  "contact",
  "__proto__",
];

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), hostileString), tie("value"), { maxKeys: 6 }),
  ),
})).value;

/** A body: usually an object of known field names, sometimes anything, sometimes not JSON at all. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 8 }),
  jsonValue,
  fc.constantFrom("{", "[1,", "null", '"text"', '{"a":' + "[".repeat(5_000) + "]".repeat(5_000) + "}"),
);

/** Percent-encoded; a lone surrogate, which has no UTF-8, goes as the malformed `%uD800`. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return escape(text);
  }
}

const pathParam = fc.oneof(
  // JOB stands for a real job's id, known once the test has posted one.
  fc.constantFrom("JOB", "00000000-0000-4000-8000-000000000000", "not-a-uuid", "course1", "%00", "%E0%A4", "..", "%2e%2e%2f"),
  fc.uuid(),
  fc.string({ unit: "binary", maxLength: 30 }).map(encode),
);

const query = fc.dictionary(
  fc.constantFrom("q", "type", "location", "salaryMin", "salaryMax", "sort", "page", "pageSize", "status", "handled", "verified", "from", "to", "action", "targetType", "view", "category", "jobId"),
  hostileString.map(encode),
  { maxKeys: 4 },
);

/**
 * The routes to fuzz: every method and pattern under /api but the event stream (it never ends),
 * Better Auth's own two, and sign-out (it would end the sessions the other requests need).
 */
const skipped = /^\/api\/(events|auth\/|accounts\/sign-out)/;

function apiRoutes() {
  const seen = new Set<string>();
  return testApp.app.routes
    .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL" && !skipped.test(route.path))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe("hostile input on every API route", () => {
  it("never answers 5xx, and every error is in the contract's shape", { timeout: 300_000 }, async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    let requests = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.nat(agents.length - 1),
        fc.array(pathParam, { minLength: 3, maxLength: 3 }),
        query,
        body,
        async (route, who, params, search, payload) => {
          let index = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => {
            const param = params[index++]!;
            return param === "JOB" ? jobId : param;
          });
          const queryString = Object.entries(search)
            .map(([name, value]) => `${name}=${value}`)
            .join("&");
          const url = queryString ? `${path}?${queryString}` : path;
          const sendsBody = route.method !== "GET" && route.method !== "DELETE";
          const text = typeof payload === "string" && /^[[{"n]/.test(payload) ? payload : JSON.stringify(payload);
          const response = await agents[who]!.agent.request(route.method, url, sendsBody ? text : undefined);
          requests += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500 || (response.status >= 400 && !isApiErrorBody(response.body))) {
            failures.push(`${route.method} ${url.slice(0, 200)} as ${agents[who]!.name} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
          }
          return response.status < 500;
        },
      ),
      { numRuns: 1500, endOnFailure: true },
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(`fuzz: ${requests} requests on ${routes.length} routes (${byStatus.join(" ")}), ${failures.length} answered 5xx or out of shape`);
    expect(failures).toEqual([]);
  });
});
