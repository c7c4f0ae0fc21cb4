import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companyPages, goneCompanySlugs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, testOrigin, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let webRoot: string;
let admin: Agent;
let guest: Agent;
let candidate: SignedUp;
let employer: SignedUp;
let other: SignedUp;
let slug: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body><div id=root></div></body></html>");
  testApp = await createTestApp({ TRUST_PROXY: "1" }, { webRoot });
  admin = await signInAdmin(testApp);
  guest = testApp.agent();
  candidate = await signUpFromOwnAddress(testApp, "candidate");
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Silks & Sons" });
  other = await signUpFromOwnAddress(testApp, "employer", { company: "Other Works" });
  slug = (await expectStatus(employer.agent.api.employer.company.$get(), 200)).page.slug;
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const publicPage = (agent: Agent, pageSlug = slug) => agent.api.companies[":slug"].$get({ param: { slug: pageSlug } });
const save = (agent: Agent, json: Parameters<Agent["api"]["employer"]["company"]["$put"]>[0]["json"]) => agent.api.employer.company.$put({ json });
const uploadLogo = (agent: Agent, bytes: Uint8Array, name: string) =>
  agent.api.employer.company.logo.$put({ form: { file: new File([new Uint8Array(bytes)], name) } });

async function storedRow(employerId: string) {
  const [row] = await testApp.db.select().from(companyPages).where(eq(companyPages.employerId, employerId));
  return row!;
}

async function getPage(url: string) {
  const response = await testApp.app.request(url);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const picture = (format: "png" | "jpeg" | "webp", width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe("company pages", () => {
  it("exist for every new employer, with a slug from the company name", async () => {
    expect(slug).toMatch(/^kaveri-silks-sons-[0-9a-f]{8}$/);
    const { page } = await expectStatus(publicPage(guest), 200);
    expect(page).toMatchObject({ slug, name: "Kaveri Silks & Sons", about: "", verified: false, status: "published", hiredCount: 0, jobs: [], logoUrl: null });
    expect(new Date(page.since).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("answer 404 for an unknown slug and a malformed one", async () => {
    await expectError(publicPage(guest, "no-such-company-00000000"), 404, "not_found");
    await expectError(publicPage(guest, "Bad_Slug"), 404, "not_found");
  });

  it("are public to every role; the employer's and admin's routes refuse the others", async () => {
    for (const agent of [guest, candidate.agent, other.agent, employer.agent, admin]) await expectStatus(publicPage(agent), 200);
    await expectError(guest.api.employer.company.$get(), 401, "unauthenticated");
    await expectError(candidate.agent.api.employer.company.$get(), 403, "employers_only");
    await expectError(admin.api.employer.company.$get(), 403, "employers_only");
    await expectError(save(candidate.agent, { about: "x" }), 403, "employers_only");
    await expectError(guest.api.employer.company.logo.$delete(), 401, "unauthenticated");
    for (const agent of [guest, candidate.agent, employer.agent]) {
      await expectError(agent.api.admin["company-pages"].$get({ query: {} }), agent === guest ? 401 : 403);
      await expectError(agent.api.admin["company-pages"][":slug"].approve.$post({ param: { slug } }, emptyJsonBody), agent === guest ? 401 : 403);
    }
    // Another employer edits only its own page.
    await expectStatus(save(other.agent, { about: "We make bolts." }), 200);
    expect((await storedRow(employer.user.id)).about).toBe("");
  });

  it("are edited by their employer, and nothing is stored on a refused edit", async () => {
    const { page } = await expectStatus(save(employer.agent, { about: "Silk weavers since 1950.", aboutKn: "ರೇಷ್ಮೆ ನೇಕಾರರು.", locality: "Gokulam", website: "https://kaveri.example" }), 200);
    expect(page).toMatchObject({ about: "Silk weavers since 1950.", aboutKn: "ರೇಷ್ಮೆ ನೇಕಾರರು.", locality: "Gokulam", website: "https://kaveri.example", status: "published" });
    for (const json of [
      { about: "x".repeat(2001) },
      { about: "ok", aboutKn: "ಕ".repeat(2001) },
      { about: "ok", locality: "Atlantis" },
      { about: "ok", website: "http://kaveri.example" },
      { about: "ok", website: "javascript:alert(1)" },
    ]) {
      const error = await expectError(save(employer.agent, json), 400, "invalid_input");
      expect(Object.keys(error.fields ?? {})).toHaveLength(1);
    }
    expect(await storedRow(employer.user.id)).toMatchObject({ about: "Silk weavers since 1950.", locality: "Gokulam", website: "https://kaveri.example" });
    // Empty values clear the optional fields.
    const cleared = await expectStatus(save(employer.agent, { about: "Silk weavers since 1950.", aboutKn: "", locality: "", website: "" }), 200);
    expect(cleared.page).toMatchObject({ aboutKn: null, locality: null, website: null });
  });

  it("list the employer's open jobs live, and count those hired", async () => {
    const job = await postJob(employer.agent, { title: "Loom Operator", location: "Gokulam" });
    const { page } = await expectStatus(publicPage(guest), 200);
    expect(page.jobs.map((listed) => listed.id)).toEqual([job.id]);
    expect(page.jobs[0]!.companySlug).toBe(slug);
    // The job's own answer names the page too.
    const { job: read } = await expectStatus(guest.api.jobs[":id"].$get({ param: { id: job.id } }), 200);
    expect(read.companySlug).toBe(slug);
  });
});

describe("a company page that asks for money", () => {
  it("is held, its texts hidden from the public until the admin approves it (audited)", async () => {
    const feeText = "Pay registration fee ₹500 before joining.";
    const { page } = await expectStatus(save(employer.agent, { about: feeText, website: "https://kaveri.example" }), 200);
    expect(page).toMatchObject({ status: "pending_review", flags: ["money"], about: feeText });
    for (const agent of [guest, candidate.agent, other.agent]) {
      const seen = (await expectStatus(publicPage(agent), 200)).page;
      expect(seen).toMatchObject({ name: "Kaveri Silks & Sons", about: "", aboutKn: null, website: null, flags: [] });
      expect(seen.jobs).toHaveLength(1);
    }
    for (const agent of [employer.agent, admin]) expect((await expectStatus(publicPage(agent), 200)).page.about).toBe(feeText);
    expect((await getPage(`/companies/${slug}`)).html).not.toContain("registration fee");

    const queue = await expectStatus(admin.api.admin["company-pages"].$get({ query: {} }), 200);
    expect(queue.items.map((item) => item.page.slug)).toEqual([slug]);
    expect(queue.items[0]).toMatchObject({ employerEmail: employer.input.email, page: { about: feeText, flags: ["money"] } });
    expect((await expectStatus(admin.api.admin.moderation.counts.$get(), 200)).companyPages).toBe(1);

    await expectStatus(admin.api.admin["company-pages"][":slug"].approve.$post({ param: { slug } }, emptyJsonBody), 200);
    expect((await expectStatus(publicPage(guest), 200)).page).toMatchObject({ about: feeText, status: "published" });
    await expectError(admin.api.admin["company-pages"][":slug"].approve.$post({ param: { slug } }, emptyJsonBody), 409, "not_under_review");
    expect((await expectStatus(admin.api.admin.moderation.counts.$get(), 200)).companyPages).toBe(0);
    await expectError(admin.api.admin["company-pages"][":slug"].approve.$post({ param: { slug: "no-such-00000000" } }, emptyJsonBody), 404, "not_found");
    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, "company.approve"), eq(auditLog.targetId, employer.user.id)));
    expect(audits).toHaveLength(1);
  });

  it("loses its held texts when the admin rejects it (audited with the reason)", async () => {
    await expectStatus(save(other.agent, { about: "Call 9845012345 now", website: "https://other.example" }), 200);
    const otherSlug = (await storedRow(other.user.id)).slug;
    await expectError(admin.api.admin["company-pages"][":slug"].reject.$post({ param: { slug: otherSlug }, json: { reason: "" } }), 400, "invalid_input");
    const { page } = await expectStatus(admin.api.admin["company-pages"][":slug"].reject.$post({ param: { slug: otherSlug }, json: { reason: "No phone numbers" } }), 200);
    expect(page).toMatchObject({ about: "", website: null, status: "published" });
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, "company.reject"), eq(auditLog.targetId, other.user.id)));
    expect(audit).toMatchObject({ reason: "No phone numbers", targetType: "employer" });
  });
});

describe("the logo", () => {
  it("is re-encoded from PNG, JPEG and WebP to a 256×256 WebP, the old one removed", async () => {
    let previousKey: string | null = null;
    for (const format of ["png", "jpeg", "webp"] as const) {
      const { page } = await expectStatus(uploadLogo(employer.agent, await picture(format), `logo.${format}`), 200);
      expect(page.logoUrl).toMatch(new RegExp(`^/api/companies/${slug}/logo\\?v=\\d+$`));
      const row = await storedRow(employer.user.id);
      const stored = await testApp.deps.storage.read(row.logoKey!);
      expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      if (previousKey) await expect(testApp.deps.storage.read(previousKey)).rejects.toMatchObject({ code: "ENOENT" });
      previousKey = row.logoKey;
    }
  });

  it("is served as an image only, cached for a year", async () => {
    const { page } = await expectStatus(publicPage(guest), 200);
    const response = await testApp.app.request(page.logoUrl!);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(["content-type", "x-content-type-options", "cache-control", "content-disposition"].map((name) => [name, response.headers.get(name)]))).toEqual({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      "content-disposition": "inline",
    });
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(256);
    expect((await testApp.app.request(`/api/companies/${(await storedRow(other.user.id)).slug}/logo`)).status).toBe(404);
  });

  it("refuses what is not a PNG, JPEG or WebP of at most 1 MB, keeping the logo it has", async () => {
    const before = (await storedRow(employer.user.id)).logoKey;
    await expectError(uploadLogo(employer.agent, new TextEncoder().encode("just some text"), "logo.png"), 415, "invalid_file_format");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectError(uploadLogo(employer.agent, svg, "logo.svg"), 415, "invalid_file_format");
    await expectError(uploadLogo(employer.agent, await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } }).gif().toBuffer(), "logo.gif"), 415, "invalid_file_format");
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(await picture("png", 8, 8));
    await expectError(uploadLogo(employer.agent, big, "logo.png"), 413, "file_too_large");
    await expectError(uploadLogo(candidate.agent, await picture("png"), "logo.png"), 403, "employers_only");
    expect((await storedRow(employer.user.id)).logoKey).toBe(before);
  });

  it("is removed by its employer", async () => {
    const key = (await storedRow(other.user.id)).logoKey;
    expect(key).toBeNull();
    await expectStatus(uploadLogo(other.agent, await picture("png"), "logo.png"), 200);
    const stored = (await storedRow(other.user.id)).logoKey!;
    const { page } = await expectStatus(other.agent.api.employer.company.logo.$delete(), 200);
    expect(page.logoUrl).toBeNull();
    await expect(testApp.deps.storage.read(stored)).rejects.toMatchObject({ code: "ENOENT" });
  });
});

describe("the company page's HTML", () => {
  it("has its title, description and Organization JSON-LD, and is in the sitemap while it has an open job", async () => {
    const { status, html } = await getPage(`/companies/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Kaveri Silks &#38; Sons · Mysuru | Nagara Jobs</title>");
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    const data = JSON.parse(match![1]!) as Record<string, unknown>;
    const { page } = await expectStatus(publicPage(guest), 200);
    expect(data).toMatchObject({ "@type": "Organization", name: "Kaveri Silks & Sons", url: `${testOrigin}/companies/${slug}`, logo: `${testOrigin}${page.logoUrl}`, sameAs: "https://kaveri.example" });
    const sitemap = (await getPage("/sitemap.xml")).html;
    expect(sitemap).toContain(`<loc>${testOrigin}/companies/${slug}</loc>`);
    expect(sitemap).not.toContain(`/companies/${(await storedRow(other.user.id)).slug}<`);
    expect((await getPage("/companies/no-such-00000000")).status).toBe(404);
  });

  it("answers 410 at the old address once the admin deletes the employer", async () => {
    const gone = await signUpFromOwnAddress(testApp, "employer", { company: "Gone Traders" });
    await expectStatus(uploadLogo(gone.agent, await picture("png"), "logo.png"), 200);
    const { slug: goneSlug, logoKey } = await storedRow(gone.user.id);
    await expectStatus(admin.api.admin.employers[":id"].$delete({ param: { id: gone.user.id } }), 200);
    await expectError(publicPage(guest, goneSlug), 410, "gone");
    const html = await getPage(`/companies/${goneSlug}`);
    expect(html.status).toBe(410);
    expect(html.html).toContain("noindex");
    expect(await testApp.db.select().from(goneCompanySlugs).where(eq(goneCompanySlugs.slug, goneSlug))).toHaveLength(1);
    await expect(testApp.deps.storage.read(logoKey!)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
