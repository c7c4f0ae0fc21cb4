import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDownloadPath } from "@app/shared/candidates";
import { insertApplication, insertJob } from "../../db/factories.ts";
import { samplePdf } from "../../db/sample-documents.ts";
import { files } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let scratch: string;

beforeAll(async () => {
  testApp = await createTestApp();
  scratch = mkdtempSync(path.join(os.tmpdir(), "nj-made-resume-"));
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

const kannadaProfile = {
  name: "ರಮೇಶ್ ಕುಮಾರ್",
  phone: "+91 98450 12345",
  bio: "ಮೈಸೂರಿನಲ್ಲಿ ಎಂಟು ವರ್ಷ ಕಾರು ಮತ್ತು ಟೆಂಪೋ ಓಡಿಸಿದ ಅನುಭವ. ಸ್ತ್ರೀ ಕ್ಷೇತ್ರ ಕಾರ್ಯ ಅರ್ಜಿ ಶ್ರೀ ಇಂಟರ್ನ್‌ಶಿಪ್.",
  skills: ["ಡ್ರೈವಿಂಗ್", "GPS"],
  experience: [{ title: "ಡ್ರೈವರ್", company: "Sri Lakshmi Travels", period: "2018 - 2025", details: "ಪ್ರವಾಸಿಗರನ್ನು ಊಟಿ, ಕೂರ್ಗ್‌ಗೆ ಕರೆದೊಯ್ದೆ." }],
  education: [{ qualification: "ಎಸ್‌ಎಸ್‌ಎಲ್‌ಸಿ", institution: "ಸರ್ಕಾರಿ ಪ್ರೌಢಶಾಲೆ, ಹೆಬ್ಬಾಳ", period: "2012", details: "" }],
  wantedJobTypes: ["Full-time", "Contract"] as ("Full-time" | "Contract")[],
  wantedPlaces: ["Hebbal"],
};

async function candidateWith(profile: Record<string, unknown>) {
  const candidate = await signUpAgent(testApp, "candidate");
  if (Object.keys(profile).length > 0) await expectStatus(candidate.agent.api.profile.$patch({ json: profile }), 200);
  return candidate;
}

function makeResume(agent: Agent, language: string) {
  return agent.api.profile.resume.made.$post({ json: { language: language as "en" } });
}

/** The PDF's text as poppler's pdftotext reads it (what a viewer copies and a screen reader says), one line per line. */
async function pdfText(agent: Agent, fileId: string): Promise<string[]> {
  const response = await agent.fetch(fileDownloadPath(fileId), {});
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const file = path.join(scratch, `${fileId}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

describe("POST /api/profile/resume/made", () => {
  it("makes a one-page Kannada PDF from the profile whose text reads back word for word, and makes it the profile's résumé", async () => {
    const { agent, input } = await candidateWith(kannadaProfile);
    const { profile } = await expectStatus(makeResume(agent, "kn"), 201);
    expect(profile.resume).toMatchObject({ name: "ರಮೇಶ್ ಕುಮಾರ್ - ರೆಸ್ಯೂಮ್.pdf", type: "pdf", madeFromProfileAt: profile.updatedAt });
    // Read again, the profile says the same.
    expect((await expectStatus(agent.api.profile.$get(), 200)).profile.resume!.madeFromProfileAt).toBe(profile.updatedAt);

    const lines = await pdfText(agent, profile.resume!.id);
    // Shaped clusters (conjuncts, reph, vowel signs, ZWNJ) come back as the letters typed, in order.
    expect(lines.slice(0, 2)).toEqual(["ರಮೇಶ್ ಕುಮಾರ್", `ಫೋನ್: +91 98450 12345 · ಇಮೇಲ್: ${input.email}`]);
    expect(lines).toContain("ಕೌಶಲ್ಯಗಳು");
    expect(lines).toContain("ಡ್ರೈವಿಂಗ್ · GPS");
    expect(lines).toContain("ಡ್ರೈವರ್ — Sri Lakshmi Travels 2018 - 2025");
    expect(lines).toContain("ಎಸ್‌ಎಸ್‌ಎಲ್‌ಸಿ — ಸರ್ಕಾರಿ ಪ್ರೌಢಶಾಲೆ, ಹೆಬ್ಬಾಳ 2012");
    expect(lines).toContain("ಪೂರ್ಣಾವಧಿ · ಗುತ್ತಿಗೆ");
    expect(lines).toContain("ಸ್ಥಳಗಳು: ಹೆಬ್ಬಾಳ");
    expect(lines.join(" ")).toContain(kannadaProfile.bio);
    const info = execFileSync("pdfinfo", [path.join(scratch, `${profile.resume!.id}.pdf`)], { encoding: "utf8" });
    expect(info).toMatch(/^Pages:\s+1$/m);
    // Fonts embedded as subsets: the PDF reads the same on a phone without Kannada fonts.
    const fonts = execFileSync("pdffonts", [path.join(scratch, `${profile.resume!.id}.pdf`)], { encoding: "utf8" });
    expect(fonts).toMatch(/\+NotoSansKannada-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it("writes an English one with English headings and the e-mail address, and a fresh one replaces it", async () => {
    const { agent, input } = await candidateWith({ name: "Asha Gowda", skills: ["Tailoring", "Embroidery"], bio: "Ten years of blouse stitching." });
    const first = (await expectStatus(makeResume(agent, "en"), 201)).profile;
    const lines = await pdfText(agent, first.resume!.id);
    expect(lines).toEqual(["Asha Gowda", `Phone: ${input.phone} · E-mail: ${input.email}`, "About me", "Ten years of blouse stitching.", "Skills", "Tailoring · Embroidery"]);

    // The profile changes: the résumé says it was made before, until a fresh one is made.
    expect(first.resume!.madeFromProfileAt).toBe(first.updatedAt);
    const changed = (await expectStatus(agent.api.profile.$patch({ json: { skills: ["Tailoring", "Embroidery", "Aari work"] } }), 200)).profile;
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(changed.resume!.madeFromProfileAt!));
    const fresh = (await expectStatus(makeResume(agent, "en"), 201)).profile;
    expect(fresh.resume!.id).not.toBe(first.resume!.id);
    expect(fresh.resume!.madeFromProfileAt).toBe(fresh.updatedAt);
    expect(await pdfText(agent, fresh.resume!.id)).toContain("Tailoring · Embroidery · Aari work");
    // The one it replaced, sent with no application, is gone.
    expect(await testApp.db.select().from(files).where(eq(files.id, first.resume!.id))).toEqual([]);
  });

  it("keeps the made résumé with an application, which the job's employer downloads and another cannot", async () => {
    const candidate = await candidateWith(kannadaProfile);
    const { profile } = await expectStatus(makeResume(candidate.agent, "kn"), 201);
    const employer = await signUpAgent(testApp, "employer");
    const other = await signUpAgent(testApp, "employer");
    const jobId = await insertJob(testApp.db, { id: employer.user.id, company: "Chamundi Logistics" });
    await insertApplication(testApp.db, { jobId, candidateId: candidate.user.id, resumeFileId: profile.resume!.id });
    expect((await pdfText(employer.agent, profile.resume!.id))[0]).toBe("ರಮೇಶ್ ಕುಮಾರ್");
    await expectError(other.agent.fetch(fileDownloadPath(profile.resume!.id), {}), 404, "not_found");

    // An upload replaces the made one on the profile; the application keeps the résumé it was sent with.
    const form = { file: new File([new Uint8Array(samplePdf(["Ramesh Kumar"]))], "mine.pdf") };
    const uploaded = (await expectStatus(candidate.agent.api.profile.resume.$put({ form }), 200)).profile;
    expect(uploaded.resume).toMatchObject({ name: "mine.pdf", madeFromProfileAt: null });
    expect((await pdfText(employer.agent, profile.resume!.id))[0]).toBe("ರಮೇಶ್ ಕುಮಾರ್");
  });

  it("applies with the made résumé; a fresh one after the profile changes leaves the application the one it was sent with, and after an upload a made one comes back", async () => {
    const candidate = await candidateWith({ name: "Manjunath Gowda", skills: ["Driving"], experienceYears: 3 });
    const sent = (await expectStatus(makeResume(candidate.agent, "en"), 201)).profile.resume!;
    const employer = await signUpAgent(testApp, "employer");
    const job = await postJob(employer.agent, { title: "Delivery Driver" });
    const { application } = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
    expect(application.resume).toMatchObject({ id: sent.id, name: "Manjunath Gowda - Resume.pdf" });

    // The profile changes and a fresh résumé is made: the profile's is the new one, the application's stays.
    const changed = (await expectStatus(candidate.agent.api.profile.$patch({ json: { skills: ["Driving", "Two-wheeler repair"] } }), 200)).profile;
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(changed.resume!.madeFromProfileAt!));
    const fresh = (await expectStatus(makeResume(candidate.agent, "en"), 201)).profile.resume!;
    expect(fresh.id).not.toBe(sent.id);
    const [reviewed] = (await expectStatus(employer.agent.api.applications.$get({ query: {} }), 200)).applications;
    expect(reviewed!.resume.id).toBe(sent.id);
    expect((await expectStatus(candidate.agent.api.applications.mine.$get({ query: {} }), 200)).applications[0]!.resume.id).toBe(sent.id);
    expect(await pdfText(employer.agent, sent.id)).toContain("Driving");
    expect(await pdfText(employer.agent, sent.id)).not.toContain("Driving · Two-wheeler repair");
    // The employer downloads it as any résumé: an attachment, its type fixed, never sniffed.
    const download = await employer.agent.fetch(fileDownloadPath(sent.id), {});
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    // The employer has no application with the fresh one: it is not theirs to read.
    await expectError(employer.agent.fetch(fileDownloadPath(fresh.id), {}), 404, "not_found");

    // An upload replaces the made one; making one again brings a made résumé back as the profile's.
    const form = { file: new File([new Uint8Array(samplePdf(["Manjunath Gowda"]))], "mine.pdf") };
    expect((await expectStatus(candidate.agent.api.profile.resume.$put({ form }), 200)).profile.resume).toMatchObject({ name: "mine.pdf", madeFromProfileAt: null });
    const back = (await expectStatus(makeResume(candidate.agent, "kn"), 201)).profile;
    expect(back.resume).toMatchObject({ name: "Manjunath Gowda - ರೆಸ್ಯೂಮ್.pdf", madeFromProfileAt: back.updatedAt });
    expect(await testApp.db.select({ id: files.id }).from(files).where(eq(files.id, sent.id))).toEqual([{ id: sent.id }]);
  });

  it("refuses a profile with nothing to write, an unknown language, an employer and a guest, and stores nothing", async () => {
    const before = (await testApp.db.select({ id: files.id }).from(files)).length;
    const empty = await candidateWith({});
    await expectError(makeResume(empty.agent, "kn"), 409, "resume_profile_empty");
    const full = await candidateWith({ skills: ["Cooking"] });
    await expectError(makeResume(full.agent, "hi"), 400, "invalid_input");
    await expectError(makeResume((await signUpAgent(testApp, "employer")).agent, "en"), 403);
    await expectError(makeResume(testApp.agent(), "en"), 401, "unauthenticated");
    expect((await testApp.db.select({ id: files.id }).from(files)).length).toBe(before);
  });
});
