/** What verification changes for everyone: the badge on jobs, the search filter, the home figure, the JobPosting `sameAs`. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;
let admin: Agent;
let verified: SignedUp;
let withoutWebsite: SignedUp;
let unverified: SignedUp;

/** Requests verification for `employer` and has the admin approve it. */
async function verify(employer: SignedUp, number: string, website?: string) {
  const { verification } = await expectStatus(employer.agent.api.employer.verification.$post({ form: { kind: "gstin", number, website } }), 201);
  await expectStatus(admin.api.admin.verifications[":id"].approve.$post({ param: { id: verification.id } }, emptyJsonBody), 200);
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body></body></html>");
  testApp = await createTestApp({ TRUST_PROXY: "1" }, { webRoot });
  admin = await signInAdmin(testApp);
  verified = await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Textiles" });
  withoutWebsite = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Foods" });
  unverified = await signUpFromOwnAddress(testApp, "employer", { company: "Mysore Silks" });
  // Another account of a verified company is not verified by it: the figure counts verified accounts.
  await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Textiles" });
  await postJob(verified.agent, { title: "Loom Operator", location: "Hebbal" });
  await postJob(withoutWebsite.agent, { title: "Cook", location: "Hebbal" });
  await postJob(unverified.agent, { title: "Sales Assistant", location: "Hebbal" });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const guest = () => testApp.agent();
const titles = (result: { jobs: { title: string }[] }) => result.jobs.map((job) => job.title).sort();

/** The JobPosting JSON-LD of a job's page, as a crawler reads it. */
async function jobPosting(id: string): Promise<{ hiringOrganization: Record<string, unknown> }> {
  const html = await (await testApp.app.request(`/jobs/${id}`)).text();
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { hiringOrganization: Record<string, unknown> };
}

describe("before any employer is verified", () => {
  it("shows no badge, counts no verified employer, and the filter finds nothing", async () => {
    const all = await expectStatus(guest().api.jobs.$get({ query: {} }), 200);
    expect(all.jobs.map((job) => job.employerVerified)).toEqual([false, false, false]);
    expect((await expectStatus(guest().api.jobs.stats.$get(), 200)).companies).toBe(0);
    expect(await expectStatus(guest().api.jobs.$get({ query: { verified: "true" } }), 200)).toMatchObject({ jobs: [], totalCount: 0 });
    const [job] = all.jobs;
    expect((await jobPosting(job!.id)).hiringOrganization).toEqual({ "@type": "Organization", name: job!.company });
  });
});

describe("once the admin has verified two employers", () => {
  beforeAll(async () => {
    await verify(verified, "29ABCDE1234F1ZW", "https://kaveri.example.in");
    await verify(withoutWebsite, "27AAPFU0939F1ZV");
  });

  it("marks their jobs, and 'Verified employers only' keeps just those, in the list and its options", async () => {
    const all = await expectStatus(guest().api.jobs.$get({ query: {} }), 200);
    expect(Object.fromEntries(all.jobs.map((job) => [job.title, job.employerVerified]))).toEqual({
      "Loom Operator": true,
      Cook: true,
      "Sales Assistant": false,
    });
    const onlyVerified = await expectStatus(guest().api.jobs.$get({ query: { verified: "true", location: "Hebbal" } }), 200);
    expect(titles(onlyVerified)).toEqual(["Cook", "Loom Operator"]);
    expect(onlyVerified.totalCount).toBe(2);
    const options = await expectStatus(guest().api.jobs.options.$get({ query: { verified: "true" } }), 200);
    expect(options.locations).toEqual([{ value: "Hebbal", count: 2 }]);
    await expectError(guest().get("/api/jobs?verified=yes"), 400, "invalid_input");
  });

  it("counts verified employers only on the home page", async () => {
    expect((await expectStatus(guest().api.jobs.stats.$get(), 200)).companies).toBe(2);
  });

  it("names the verified employer's website as sameAs in the job page's JobPosting, and only when given", async () => {
    const all = await expectStatus(guest().api.jobs.$get({ query: {} }), 200);
    const idOf = (title: string) => all.jobs.find((job) => job.title === title)!.id;
    expect((await jobPosting(idOf("Loom Operator"))).hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Kaveri Textiles",
      sameAs: "https://kaveri.example.in",
    });
    expect((await jobPosting(idOf("Cook"))).hiringOrganization).toEqual({ "@type": "Organization", name: "Chamundi Foods" });
    expect((await jobPosting(idOf("Sales Assistant"))).hiringOrganization).toEqual({ "@type": "Organization", name: "Mysore Silks" });
  });
});
