import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { createTestApp, signUpAgent, testOrigin, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;
let employer: Awaited<ReturnType<typeof signUpAgent>>;

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

async function postJob(overrides: Record<string, unknown> = {}) {
  const response = await employer.agent.post("/api/jobs", {
    title: "Machine Operator",
    location: "Hebbal Industrial Area",
    salary: "18000 - 24000",
    type: "Full-time",
    description: "Run the looms.\n</script><script>alert(1)</script>",
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.body.job as { id: string };
}

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe("job pages", () => {
  it("serve their own title, Open Graph tags and JobPosting JSON-LD", async () => {
    const job = await postJob();
    const response = await testApp.agent().get(`/jobs/${job.id}`);
    expect(response.status).toBe(200);
    const html = response.body as string;
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
    // A posted job is listed for 60 days, so search engines are told when it ends.
    expect(Date.parse(jsonLd(html).validThrough)).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
  });

  it("give validThrough when the job expires, and no salary when none is given", async () => {
    const job = await postJob({ salary: undefined, type: "Internship" });
    await testApp.db.update(jobs).set({ expiresAt: sql`now() + interval '30 days'` }).where(eq(jobs.id, job.id));
    const ld = jsonLd((await testApp.agent().get(`/jobs/${job.id}`)).body);
    expect(ld.validThrough).toMatch(/^\d{4}-/);
    expect(ld.employmentType).toBe("INTERN");
    expect(ld.baseSalary).toBeUndefined();
  });

  it("answer 410 for a filled or expired job and 404 for a missing one, and leave the sitemap", async () => {
    const filled = await postJob({ title: "Filled Role" });
    const expired = await postJob({ title: "Expired Role" });
    const live = await postJob({ title: "Live Role" });
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filled.id));
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(jobs.id, expired.id));

    const gone = await testApp.agent().get(`/jobs/${filled.id}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect((await testApp.agent().get(`/jobs/${expired.id}`)).status).toBe(410);
    expect((await testApp.agent().get("/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await testApp.agent().get("/jobs/nonsense")).status).toBe(404);

    const sitemap = await testApp.agent().get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(sitemap.body).toContain(`<loc>${testOrigin}/jobs/${live.id}</loc>`);
    expect(sitemap.body).not.toContain(filled.id);
    expect(sitemap.body).not.toContain(expired.id);

    await employer.agent.delete(`/api/jobs/${live.id}`);
    expect((await testApp.agent().get("/sitemap.xml")).body).not.toContain(live.id);
    expect((await testApp.agent().get(`/jobs/${live.id}`)).status).toBe(404);
  });

  it("serve the app shell for every other page", async () => {
    const response = await testApp.agent().get("/some/page");
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
  });
});
