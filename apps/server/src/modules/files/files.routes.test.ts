import { randomBytes } from "node:crypto";
import contentDisposition from "content-disposition";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDownloadPath, resumeMaxBytes, type ResumeFile } from "@app/shared/candidates";
import { insertApplication, insertJob } from "../../db/factories.ts";
import { sampleDoc, sampleDocx, samplePdf } from "../../db/sample-documents.ts";
import { files } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { storedObjectExists } from "../../test/test-storage.ts";

let testApp: TestApp;
let owner: SignedUp;
let otherCandidate: SignedUp;
let hiringEmployer: SignedUp;
let otherEmployer: SignedUp;
let admin: Agent;
let resume: ResumeFile;
const resumeName = "ಅಶಾ resume (1).pdf";
const resumeBytes = samplePdf(["Asha Gowda", "Accountant"]);

/** Uploads through the real route, as the profile page does. */
async function upload(agent: Agent, bytes: Uint8Array, name: string): Promise<ResumeFile> {
  const form = { file: new File([new Uint8Array(bytes)], name) };
  const { profile } = await expectStatus(agent.api.profile.resume.$put({ form }), 200);
  expect(profile.resume).not.toBeNull();
  return profile.resume!;
}

/**
 * The raw response, as the browser gets it from the link the web app renders (`fileDownloadPath`):
 * bytes, not JSON, so not through the typed client.
 */
function download(agent: Agent, fileId: string) {
  return agent.fetch(fileDownloadPath(fileId), {});
}

async function expectNotFound(agent: Agent, fileId: string) {
  await expectError(download(agent, fileId), 404, "not_found");
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signUpAgent(testApp, "candidate");
  otherCandidate = await signUpAgent(testApp, "candidate");
  hiringEmployer = await signUpAgent(testApp, "employer");
  otherEmployer = await signUpAgent(testApp, "employer");
  admin = await signInAdmin(testApp);

  resume = await upload(owner.agent, resumeBytes, resumeName);
  const jobId = await insertJob(testApp.db, { id: hiringEmployer.user.id, company: "Mysore Traders" }, { title: "Accountant" });
  await insertApplication(testApp.db, { jobId, candidateId: owner.user.id, resumeFileId: resume.id });
  // otherEmployer has a job too, with no application carrying this resume.
  await insertJob(testApp.db, { id: otherEmployer.user.id, company: "Other Co" }, { title: "Clerk" });
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
    await testApp.deps.storage.remove(row!.storageKey);
    expect(await storedObjectExists(testApp.config, row!.storageKey)).toBe(false);
    await expectNotFound(candidate.agent, stored.id);
  });

  it("streams a 5 MB résumé back byte for byte, with its length", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const largest = randomBytes(resumeMaxBytes);
    samplePdf().copy(largest);
    const stored = await upload(candidate.agent, largest, "big.pdf");
    const response = await download(candidate.agent, stored.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(resumeMaxBytes));
    const received = Buffer.from(await response.arrayBuffer());
    expect(received.byteLength).toBe(resumeMaxBytes);
    expect(received.equals(largest)).toBe(true);
  });

  it("answers HEAD with the download's headers and no body", async () => {
    const response = await owner.agent.fetch(fileDownloadPath(resume.id), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(resumeBytes.byteLength));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(await response.text()).toBe("");
  });
});
