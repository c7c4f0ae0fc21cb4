import { rmSync } from "node:fs";
import path from "node:path";
import contentDisposition from "content-disposition";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDownloadPath, type ResumeFile } from "@app/shared/candidates";
import { sampleDoc, sampleDocx, samplePdf } from "../../db/sample-documents.ts";
import { applications, files, jobs } from "../../db/schema/index.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";
import { createTestApp, signUpAgent, testOrigin, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof signUpAgent>>;
let otherCandidate: Awaited<ReturnType<typeof signUpAgent>>;
let hiringEmployer: Awaited<ReturnType<typeof signUpAgent>>;
let otherEmployer: Awaited<ReturnType<typeof signUpAgent>>;
let admin: Agent;
let resume: ResumeFile;
const resumeName = "ಅಶಾ resume (1).pdf";
const resumeBytes = samplePdf(["Asha Gowda", "Accountant"]);

function cookieHeader(agent: Agent): Record<string, string> {
  return agent.cookies.size ? { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {};
}

/** Uploads through the real route, as the profile page does. */
async function upload(agent: Agent, bytes: Uint8Array, name: string): Promise<ResumeFile> {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  const response = await testApp.app.request("/api/profile/resume", {
    method: "PUT",
    body: form,
    headers: { origin: testOrigin, ...cookieHeader(agent) },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: { resume: ResumeFile } }).profile.resume;
}

/** The raw response: the agent would try to read a PDF as text. */
function download(agent: Agent, fileId: string) {
  return testApp.app.request(fileDownloadPath(fileId), { headers: cookieHeader(agent) });
}

async function expectNotFound(agent: Agent, fileId: string) {
  const response = await download(agent, fileId);
  expect(response.status).toBe(404);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signUpAgent(testApp, "candidate");
  otherCandidate = await signUpAgent(testApp, "candidate");
  hiringEmployer = await signUpAgent(testApp, "employer");
  otherEmployer = await signUpAgent(testApp, "employer");
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, "admin-pass-1");
  admin = testApp.agent();
  const signIn = await admin.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass-1" });
  expect(signIn.status).toBe(200);

  resume = await upload(owner.agent, resumeBytes, resumeName);
  const [job] = await testApp.db
    .insert(jobs)
    .values({ title: "Accountant", company: "Mysore Traders", location: "Mysuru", employerId: hiringEmployer.user.id, description: "Tally." })
    .returning({ id: jobs.id });
  await testApp.db.insert(applications).values({ jobId: job!.id, candidateId: owner.user.id, resumeFileId: resume.id });
  // otherEmployer has a job too, with no application carrying this resume.
  await testApp.db
    .insert(jobs)
    .values({ title: "Clerk", company: "Other Co", location: "Mysuru", employerId: otherEmployer.user.id, description: "Filing." });
});
afterAll(() => testApp.close());

describe("GET /api/files/:id", () => {
  it("gives the owner the exact bytes as an attachment with the name safely encoded", async () => {
    const response = await download(owner.agent, resume.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(resumeBytes);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(resumeBytes.byteLength));
    const disposition = response.headers.get("content-disposition")!;
    expect(disposition).toBe(
      `attachment; filename="??? resume (1).pdf"; filename*=UTF-8''%E0%B2%85%E0%B2%B6%E0%B2%BE%20resume%20%281%29.pdf`,
    );
    expect(contentDisposition.parse(disposition).parameters.filename).toBe(resumeName);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives the file to the admin and to the employer the application was sent to", async () => {
    for (const agent of [admin, hiringEmployer.agent]) {
      const response = await download(agent, resume.id);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(resumeBytes);
    }
  });

  it("answers 404 to another employer, another candidate, the signed out, and bad or unknown ids", async () => {
    await expectNotFound(otherEmployer.agent, resume.id);
    await expectNotFound(otherCandidate.agent, resume.id);
    await expectNotFound(testApp.agent(), resume.id);
    await expectNotFound(owner.agent, "not-a-uuid");
    await expectNotFound(owner.agent, "00000000-0000-4000-8000-000000000000");
    await expectNotFound(admin, "../../etc/passwd");
  });

  it("serves Word files with their own content types", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const docx = await upload(candidate.agent, sampleDocx(), "cv.docx");
    const docxResponse = await download(candidate.agent, docx.id);
    expect(docxResponse.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const doc = await upload(candidate.agent, sampleDoc(), "cv.doc");
    const docResponse = await download(candidate.agent, doc.id);
    expect(docResponse.status).toBe(200);
    expect(docResponse.headers.get("content-type")).toBe("application/msword");
    expect(Buffer.from(await docResponse.arrayBuffer())).toEqual(sampleDoc());
  });

  it("keeps the applied-with resume downloadable for the employer after the candidate replaces it", async () => {
    await upload(owner.agent, samplePdf(["newer"]), "newer.pdf");
    const response = await download(hiringEmployer.agent, resume.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(resumeBytes);
  });

  it("answers 404 when the bytes are gone", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const stored = await upload(candidate.agent, samplePdf(), "lost.pdf");
    const [row] = await testApp.db.select().from(files).where(eq(files.id, stored.id));
    rmSync(path.join(testApp.config.dataDir, "uploads", row!.storageKey));
    await expectNotFound(candidate.agent, stored.id);
  });
});
