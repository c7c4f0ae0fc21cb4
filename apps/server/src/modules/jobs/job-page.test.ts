import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import type { CreateJobInput } from "@app/shared/jobs";
import { expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, testOrigin, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;
let employer: SignedUp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body><div id=root></div></body></html>");
  testApp = await createTestApp({}, { webRoot });
  employer = await signUpAgent(testApp, "employer", { company: "Kaveri <Textiles> & Sons" });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function post(overrides: Partial<CreateJobInput> = {}) {
  return postJob(employer.agent, {
    title: "Machine Operator",
    location: "Hebbal Industrial Area",
    salary: "18000 - 24000",
    type: "Full-time",
    description: "Run the looms.\n</script><script>alert(1)</script>",
    ...overrides,
  });
}

/**
 * A page outside the API, as a browser or a crawler reads it. Untyped: the web app's pages and the
 * sitemap are served beside the API, not part of its typed routes.
 */
async function getPage(path: string) {
  const response = await testApp.app.request(path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The page's JobPosting JSON-LD. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const data: unknown = JSON.parse(match![1]!);
  if (typeof data !== "object" || data === null) return expect.fail("JSON-LD is not an object");
  return { ...data };
}

describe("job pages", () => {
  it("serve their own title, Open Graph tags and JobPosting JSON-LD", async () => {
    const job = await post();
    const { status, html } = await getPage(`/jobs/${job.id}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Machine Operator · Kaveri &#60;Textiles&#62; &#38; Sons · Hebbal Industrial Area | Nagara Jobs</title>");
    expect(html).toContain('<meta property="og:title" content="Machine Operator · Kaveri &#60;Textiles&#62; &#38; Sons">');
    expect(html).toContain(`<meta property="og:url" content="${testOrigin}/jobs/${job.id}">`);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(jsonLd(html)).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Machine Operator",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Kaveri <Textiles> & Sons" },
      jobLocation: { address: { addressLocality: "Hebbal Industrial Area", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { minValue: 18000, maxValue: 24000, unitText: "MONTH" } },
    });
    expect(jsonLd(html).datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A posted job is listed for 30 days (JOB_EXPIRY_DAYS), so search engines are told when it ends.
    expect(Date.parse(String(jsonLd(html).validThrough))).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("give validThrough, the job's own expiry, and no salary when none is given", async () => {
    const job = await post({ salary: undefined, type: "Internship" });
    await testApp.db.update(jobs).set({ expiresAt: new Date("2031-03-05T10:00:00Z") }).where(eq(jobs.id, job.id));
    const ld = jsonLd((await getPage(`/jobs/${job.id}`)).html);
    expect(ld.validThrough).toBe("2031-03-05T10:00:00.000Z");
    expect(ld.employmentType).toBe("INTERN");
    expect(ld.baseSalary).toBeUndefined();
  });

  it("answer 410 for a filled or expired job and 404 for a missing one, and leave the sitemap", async () => {
    const filled = await post({ title: "Filled Role" });
    const expired = await post({ title: "Expired Role" });
    const live = await post({ title: "Live Role" });
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filled.id));
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(jobs.id, expired.id));

    const gone = await getPage(`/jobs/${filled.id}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('<meta name="robots" content="noindex">');
    expect((await getPage(`/jobs/${expired.id}`)).status).toBe(410);
    expect((await getPage("/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await getPage("/jobs/nonsense")).status).toBe(404);

    const sitemap = await getPage("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(sitemap.html).toContain(`<loc>${testOrigin}/jobs/${live.id}</loc>`);
    expect(sitemap.html).not.toContain(filled.id);
    expect(sitemap.html).not.toContain(expired.id);

    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: live.id } }), 200);
    expect((await getPage("/sitemap.xml")).html).not.toContain(live.id);
    expect((await getPage(`/jobs/${live.id}`)).status).toBe(404);
  });

  it("serve the app shell for the job list, and a 404 shell for a path that is no page (site/web-app.test.ts)", async () => {
    const response = await getPage("/jobs");
    expect(response.status).toBe(200);
    expect(response.html).toContain('<div id=root></div>');
    expect((await getPage("/some/page")).status).toBe(404);
  });
});
