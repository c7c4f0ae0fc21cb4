import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { samplePdf } from "../../db/sample-documents.ts";
import { candidateProfiles, files } from "../../db/schema/index.ts";
import { createTestApp, signUpAgent, type TestApp } from "../../test/test-app.ts";
import { storedKeys } from "../../test/test-storage.ts";
import { getResumeFileId, removeFileIfUnused, replaceResume } from "./candidates.service.ts";
import { checkResumeUpload } from "./resume-upload.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The keys in the file storage (the uploads folder, or the bucket on S3). */
const storedFiles = () => storedKeys(testApp.config);
const fileRows = async () => (await testApp.db.select({ value: count() }).from(files))[0]!.value;
const checkedPdf = () => checkResumeUpload(new File([new Uint8Array(samplePdf())], "resume.pdf"));

describe("replaceResume", () => {
  it("removes the stored bytes again when the database write fails: no row, no file", async () => {
    const put = vi.spyOn(testApp.deps.storage, "put");
    // No such user: the files row breaks its foreign key after the bytes are already stored.
    await expect(replaceResume(testApp.deps, "no-such-user", await checkedPdf())).rejects.toThrow();
    expect(put).toHaveBeenCalledOnce();
    expect(await storedFiles()).toEqual([]);
    expect(await fileRows()).toBe(0);
  });

  it("sets the resume that getResumeFileId then reports", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    expect(await getResumeFileId(testApp.db, candidate.user.id)).toBeNull();
    const profile = await replaceResume(testApp.deps, candidate.user.id, await checkedPdf());
    expect(await getResumeFileId(testApp.db, candidate.user.id)).toBe(profile.resume!.id);
    expect(await storedFiles()).toHaveLength(1);
  });
});

describe("removeFileIfUnused", () => {
  it("keeps a file that is still some profile's resume", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const profile = await replaceResume(testApp.deps, candidate.user.id, await checkedPdf());
    expect(await removeFileIfUnused(testApp.deps, profile.resume!.id)).toBe(false);
    const [row] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
    expect(row?.resumeFileId).toBe(profile.resume!.id);
    expect((await testApp.db.select().from(files).where(eq(files.id, profile.resume!.id))).length).toBe(1);
  });
});
