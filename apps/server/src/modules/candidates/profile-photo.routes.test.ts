import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDownloadPath, profilePhotoMaxBytes } from "@app/shared/candidates";
import { insertApplication, insertJob, insertResume } from "../../db/factories.ts";
import { candidateProfiles } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let candidate: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp();
  candidate = await signUpAgent(testApp, "candidate", { name: "Lakshmi" });
});
afterAll(() => testApp.close());

/** A photo as a phone takes it: an EXIF block with a place in it. */
const photo = (format: "jpeg" | "png" | "webp", width = 1200, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } } })
    .withExif({ IFD0: { Make: "PhoneCo", ImageDescription: "Hebbal, Mysuru" } })
    .toFormat(format)
    .toBuffer();

const upload = (agent: Agent, bytes: Uint8Array, name: string) => agent.api.profile.photo.$put({ form: { file: new File([new Uint8Array(bytes)], name) } });

async function photoKey(userId: string) {
  const [row] = await testApp.db.select({ photoKey: candidateProfiles.photoKey }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return row?.photoKey ?? null;
}

describe("the candidate's photo (issue 52)", () => {
  it("is re-encoded from JPEG, PNG and WebP to a small square WebP without its metadata, the old one removed", async () => {
    let previous: string | null = null;
    for (const format of ["jpeg", "png", "webp"] as const) {
      const { profile } = await expectStatus(upload(candidate.agent, await photo(format), `me.${format === "jpeg" ? "jpg" : format}`), 200);
      expect(profile.photo).toMatch(new RegExp(`^/api/candidates/${candidate.user.id}/photo\\?v=\\d+$`));
      const key = await photoKey(candidate.user.id);
      const stored = await testApp.deps.storage.read(key!);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: 320, height: 320 });
      expect(metadata.exif).toBeUndefined();
      if (previous) await expect(testApp.deps.storage.read(previous)).rejects.toMatchObject({ code: "ENOENT" });
      previous = key;
    }
  });

  it("refuses what is not a JPEG, PNG or WebP of at most 2 MB, keeping the photo it has, and is for candidates only", async () => {
    const before = await photoKey(candidate.user.id);
    await expectError(upload(candidate.agent, new TextEncoder().encode("%PDF-1.4 not a photo"), "me.jpg"), 415, "invalid_file_format");
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } }).gif().toBuffer();
    await expectError(upload(candidate.agent, gif, "me.gif"), 415, "invalid_file_format");
    const big = new Uint8Array(profilePhotoMaxBytes + 1);
    big.set(await photo("png", 8, 8));
    const refused = await expectError(upload(candidate.agent, big, "me.png"), 413, "file_too_large");
    expect(refused.message).toBe("The photo is larger than 2 MB. Please choose a smaller one.");
    expect(await photoKey(candidate.user.id)).toBe(before);
    const employer = await signUpAgent(testApp, "employer");
    await expectError(upload(employer.agent, await photo("png", 8, 8), "me.png"), 403, "candidates_only");
    await expectError(testApp.agent().api.profile.photo.$put({ form: { file: new File([await photo("png", 8, 8)], "me.png") } }), 401, "unauthenticated");
  });

  it("is seen by the candidate, the admin and an employer they applied to; another candidate, an employer without an application and a guest are told it does not exist", async () => {
    const owner = await signUpAgent(testApp, "candidate");
    const { profile } = await expectStatus(upload(owner.agent, await photo("jpeg"), "me.jpg"), 200);
    const href = profile.photo!;
    const read = (agent: Agent) => agent.fetch(href, {});

    const own = await read(owner.agent);
    expect(own.status).toBe(200);
    expect(Object.fromEntries(["content-type", "x-content-type-options", "cache-control", "content-disposition"].map((name) => [name, own.headers.get(name)]))).toEqual({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=86400",
      "content-disposition": "inline",
    });
    expect((await read(await signInAdmin(testApp))).status).toBe(200);

    const otherCandidate = await signUpAgent(testApp, "candidate");
    expect((await read(otherCandidate.agent)).status).toBe(404);
    const employer = await signUpAgent(testApp, "employer", { company: "Hebbal Hotels" });
    expect((await read(employer.agent)).status).toBe(404);
    expect((await read(testApp.agent())).status).toBe(401);

    // Once the candidate applies to one of its jobs, the employer sees the photo; another employer still does not.
    const jobId = await insertJob(testApp.db, { id: employer.user.id, company: "Hebbal Hotels" });
    await insertApplication(testApp.db, { jobId, candidateId: owner.user.id, resumeFileId: await insertResume(testApp.deps, owner.user.id) });
    expect((await read(employer.agent)).status).toBe(200);
    const otherEmployer = await signUpAgent(testApp, "employer");
    expect((await read(otherEmployer.agent)).status).toBe(404);

    // The applicant's card gives the photo's address and what the profile says of the candidate.
    await expectStatus(owner.agent.api.profile.$patch({ json: { experienceYears: 7, educationLevel: "iti", spokenLanguages: ["urdu", "kannada"] } }), 200);
    const { applications } = await expectStatus(employer.agent.api.applications.$get({ query: { jobId } }), 200);
    expect(applications).toEqual([
      expect.objectContaining({
        candidateId: owner.user.id,
        candidatePhoto: href,
        candidateExperienceYears: 7,
        candidateEducationLevel: "iti",
        candidateLanguages: ["kannada", "urdu"],
      }),
    ]);
  });

  it("is on a résumé made from the profile, at the top, and not on one made without it", async () => {
    const owner = await signUpAgent(testApp, "candidate");
    await expectStatus(owner.agent.api.profile.$patch({ json: { skills: ["Cook"], experienceYears: 2 } }), 200);
    const imagesIn = async () => {
      const { profile } = await expectStatus(owner.agent.api.profile.resume.made.$post({ json: { language: "kn" } }), 201);
      const pdf = Buffer.from(await (await owner.agent.fetch(fileDownloadPath(profile.resume!.id), {})).arrayBuffer()).toString("latin1");
      return pdf.match(/\/Subtype\s*\/Image/g)?.length ?? 0;
    };
    expect(await imagesIn()).toBe(0);
    await expectStatus(upload(owner.agent, await photo("png"), "me.png"), 200);
    expect(await imagesIn()).toBe(1);
  });

  it("is removed by the candidate, bytes and all", async () => {
    const key = await photoKey(candidate.user.id);
    const href = (await expectStatus(candidate.agent.api.profile.$get(), 200)).profile.photo!;
    const { profile } = await expectStatus(candidate.agent.api.profile.photo.$delete(), 200);
    expect(profile.photo).toBeNull();
    await expect(testApp.deps.storage.read(key!)).rejects.toMatchObject({ code: "ENOENT" });
    expect((await candidate.agent.fetch(href, {})).status).toBe(404);
  });
});
