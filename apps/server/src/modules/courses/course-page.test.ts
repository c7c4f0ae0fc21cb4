import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body><div id=root></div></body></html>");
  testApp = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe("course pages and the sitemap", () => {
  it("serve a seeded course with its own title, Open Graph tags and Course JSON-LD", async () => {
    const response = await testApp.agent().get("/courses/course1");
    expect(response.status).toBe(200);
    const html = response.body as string;
    expect(html).toContain("<title>Interview Mastery · Career Development course | Nagara Jobs</title>");
    expect(html).toContain('<meta property="og:title" content="Interview Mastery · ₹2,999 · 4 weeks">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/courses/course1">');
    expect(html).toMatch(/<meta name="description" content="4 weeks, All Levels, ₹2,999\. Prepare for interviews/);
    expect(jsonLd(html)).toMatchObject({
      "@type": "Course",
      name: "Interview Mastery",
      offers: { "@type": "Offer", price: 2999, priceCurrency: "INR" },
      hasCourseInstance: { instructor: { name: "Expert Faculty" } },
    });
    expect(html).toContain('<div id=root>');
  });

  it("answer 404 with noindex for a missing or archived course", async () => {
    const missing = await testApp.agent().get("/courses/no-such-course");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex">');

    expect(await testApp.agent().get("/sitemap.xml")).toMatchObject({ body: expect.stringContaining("/courses/course8</loc>") });
    await testApp.db.update(courses).set({ status: "archived" }).where(eq(courses.id, "course8"));
    const archived = await testApp.agent().get("/courses/course8");
    expect(archived.status).toBe(404);
    expect(archived.body).not.toContain("Business Growth Strategies");
    const sitemap = (await testApp.agent().get("/sitemap.xml")).body as string;
    expect(sitemap).toContain("<loc>http://localhost:3000/courses/course1</loc>");
    expect(sitemap).not.toContain("course8");
  });

  it("escape what a course's texts contain, so no text can add markup or close the JSON-LD", async () => {
    await testApp.db.insert(courses).values({
      id: "course-escape",
      title: 'Sales </script><script>alert(1)</script> & "more"',
      description: "<b>bold</b> claims",
      duration: "2 weeks",
    });
    const response = await testApp.agent().get("/courses/course-escape");
    expect(response.status).toBe(200);
    const html = response.body as string;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<b>bold</b>");
    expect(jsonLd(html).name).toBe('Sales </script><script>alert(1)</script> & "more"');
  });
});
